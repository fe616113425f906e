import { useId, useState } from 'react';
import styled from 'styled-components';
import { useFocusOnMount } from '@yayasan/ui';
import { BANK_ORDER, BANK_GUIDES, METHOD_FACTS, STORE_GUIDES, STORE_ORDER, type MethodFacts } from '@yayasan/contracts';
import type { Bank, PaymentMethod, Store } from '@yayasan/contracts';
import { usePhoneScreen } from '../hooks/usePhoneScreen';
import { LogoStrip, PaymentLogo } from './PaymentLogo';

export interface MethodSelection {
  method: PaymentMethod;
  bank?: Bank;
  store?: Store;
  /** Card payments: Midtrans's one-time token for the card. */
  token_id?: string;
}

/** A method's limit, fee and how long it stays payable, under its name. */
function Facts({ facts, id }: { facts: MethodFacts; id?: string }) {
  return (
    <FactList id={id}>
      <li>{facts.limit}</li>
      <li>{facts.fee}</li>
      <li>{facts.expiry}</li>
    </FactList>
  );
}

/**
 * 'Pilih Tipe Pembayaran': Virtual Account (expandable to its banks), QRIS, Gopay, on a phone (the only
 * place its app can be opened) ShopeePay, Indomaret and Alfamart, and a card when the site takes cards.
 */
export function MethodChoice({
  onSelect,
  onCard,
  cardAvailable = false,
  preferred,
  busy,
}: {
  /** The method remembered for a pledge: marked "Pilihan Anda" (a virtual account's banks start open). */
  preferred?: string;
  onSelect: (s: MethodSelection) => void;
  /** Opens the card form; offered only when `cardAvailable`. */
  onCard?: () => void;
  cardAvailable?: boolean;
  busy: boolean;
}) {
  const phone = usePhoneScreen();
  const [vaOpen, setVaOpen] = useState(preferred === 'bank_transfer');
  const mark = (method: PaymentMethod) => method === preferred && <Preferred>Pilihan Anda</Preferred>;
  const banksId = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const factsId = (method: PaymentMethod) => `${banksId}-${method}-facts`;
  // ShopeePay opens its app: it is offered on phones only.
  const wallets: { method: 'qris' | 'gopay' | 'shopeepay'; label: string }[] = [
    { method: 'qris', label: 'QRIS' },
    { method: 'gopay', label: 'Gopay' },
    ...(phone ? [{ method: 'shopeepay' as const, label: 'ShopeePay' }] : []),
  ];
  return (
    <div aria-busy={busy}>
      <h2 ref={heading} style={{ fontSize: '1.05rem', margin: '18px 0 10px' }}>
        Pilih Tipe Pembayaran
      </h2>
      <Options>
        <li>
          <Option
            type="button"
            aria-expanded={vaOpen}
            aria-controls={banksId}
            aria-describedby={factsId('bank_transfer')}
            onClick={() => setVaOpen((v) => !v)}
            disabled={busy}
          >
            <span>Virtual Account</span>
            {mark('bank_transfer')}
            <Chevron $open={vaOpen} aria-hidden="true">
              ▾
            </Chevron>
          </Option>
          <Facts facts={METHOD_FACTS.bank_transfer} id={factsId('bank_transfer')} />
          <Banks id={banksId} hidden={!vaOpen}>
            {BANK_ORDER.map((bank) => (
              <li key={bank}>
                <Option
                  type="button"
                  onClick={() => onSelect({ method: 'bank_transfer', bank })}
                  disabled={busy}
                  aria-describedby={factsId('bank_transfer')}
                >
                  <PaymentLogo name={bank} />
                  <span>{BANK_GUIDES[bank].label} Virtual Account</span>
                </Option>
              </li>
            ))}
          </Banks>
        </li>
        {wallets.map(({ method, label }) => (
          <li key={method}>
            <Option
              type="button"
              onClick={() => onSelect({ method })}
              disabled={busy}
              aria-describedby={factsId(method)}
            >
              <PaymentLogo name={method} />
              <span>{label}</span>
              {mark(method)}
            </Option>
            <Facts facts={METHOD_FACTS[method]} id={factsId(method)} />
          </li>
        ))}
        {STORE_ORDER.map((store) => (
          <li key={store}>
            <Option
              type="button"
              onClick={() => onSelect({ method: 'cstore', store })}
              disabled={busy}
              aria-describedby={factsId('cstore')}
            >
              <PaymentLogo name={store} />
              <span>{STORE_GUIDES[store].label}</span>
              {mark('cstore')}
            </Option>
          </li>
        ))}
        <li>
          <Facts facts={METHOD_FACTS.cstore} id={factsId('cstore')} />
        </li>
        {cardAvailable && onCard && (
          <li>
            <Option type="button" onClick={onCard} disabled={busy} aria-describedby={factsId('credit_card')}>
              <PaymentLogo name="credit_card" />
              <span>Kartu Kredit/Debit</span>
              {mark('credit_card')}
            </Option>
            <Facts facts={METHOD_FACTS.credit_card} id={factsId('credit_card')} />
          </li>
        )}
      </Options>
      <LogoStrip phone={phone} card={cardAvailable} />
    </div>
  );
}

const Options = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 10px;
`;
const Banks = styled.ul`
  list-style: none;
  padding: 8px 0 0 14px;
  margin: 0;
  display: grid;
  gap: 8px;
`;
const Option = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 52px;
  padding: 10px 14px;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  span:first-child:not(:only-child) {
    flex: none;
  }
  &:hover:not(:disabled) {
    border-color: ${(p) => p.theme.colors.primary};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
const FactList = styled.ul`
  margin: 4px 0 0;
  padding-left: 18px;
  font-size: 0.85rem;
  line-height: 1.45;
  color: ${(p) => p.theme.colors.muted};
`;
const Preferred = styled.span`
  margin-left: auto;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.8rem;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
`;
const Chevron = styled.span<{ $open: boolean }>`
  margin-left: auto;
  transition: transform 0.2s;
  transform: rotate(${(p) => (p.$open ? '180deg' : '0deg')});
`;
