import { useId, useState } from 'react';
import styled from 'styled-components';
import { useFocusOnMount } from '@yayasan/ui';
import { BANK_ORDER, BANK_GUIDES } from '../instructions';
import type { Bank, PaymentMethod } from '../types';
import { LogoStrip, PaymentLogo } from './PaymentLogo';

export interface MethodSelection {
  method: PaymentMethod;
  bank?: Bank;
}

/** 'Pilih Tipe Pembayaran': Virtual Account (expandable to its banks), QRIS and Gopay. */
export function MethodChoice({ onSelect, busy }: { onSelect: (s: MethodSelection) => void; busy: boolean }) {
  const [vaOpen, setVaOpen] = useState(false);
  const banksId = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
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
            onClick={() => setVaOpen((v) => !v)}
            disabled={busy}
          >
            <span>Virtual Account</span>
            <Chevron $open={vaOpen} aria-hidden="true">
              ▾
            </Chevron>
          </Option>
          <Banks id={banksId} hidden={!vaOpen}>
            {BANK_ORDER.map((bank) => (
              <li key={bank}>
                <Option type="button" onClick={() => onSelect({ method: 'bank_transfer', bank })} disabled={busy}>
                  <PaymentLogo name={bank} />
                  <span>{BANK_GUIDES[bank].label} Virtual Account</span>
                </Option>
              </li>
            ))}
          </Banks>
        </li>
        <li>
          <Option type="button" onClick={() => onSelect({ method: 'qris' })} disabled={busy}>
            <PaymentLogo name="qris" />
            <span>QRIS</span>
          </Option>
        </li>
        <li>
          <Option type="button" onClick={() => onSelect({ method: 'gopay' })} disabled={busy}>
            <PaymentLogo name="gopay" />
            <span>Gopay</span>
          </Option>
        </li>
      </Options>
      <LogoStrip />
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
const Chevron = styled.span<{ $open: boolean }>`
  margin-left: auto;
  transition: transform 0.2s;
  transform: rotate(${(p) => (p.$open ? '180deg' : '0deg')});
`;
