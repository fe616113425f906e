import styled from 'styled-components';
import { BANK_GUIDES, BANK_ORDER, guidesFor, paymentMethodName, type Guide } from '@yayasan/contracts';
import type { Bank, PaymentMethod, Store } from '@yayasan/contracts';

function GuideList({ guides }: { guides: Guide[] }) {
  return (
    <>
      {guides.map((g) => (
        <div key={g.title}>
          <h4>{g.title}</h4>
          <ol>
            {g.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      ))}
    </>
  );
}

/** 'Cara Bayar': one accordion per bank (the chosen one open), or the steps of the wallet, store or card. */
export function HowToPay({
  method,
  bank,
  store = null,
}: {
  method: PaymentMethod;
  bank: Bank | null;
  store?: Store | null;
}) {
  return (
    <section aria-labelledby="cara-bayar">
      <h3 id="cara-bayar">Cara Bayar</h3>
      {method === 'bank_transfer' ? (
        BANK_ORDER.map((b) => (
          <Accordion key={b} open={b === bank}>
            <summary>{BANK_GUIDES[b].label}</summary>
            <GuideList guides={BANK_GUIDES[b].guides} />
          </Accordion>
        ))
      ) : (
        <Accordion open>
          <summary>{paymentMethodName({ payment_method: method, store })}</summary>
          <GuideList guides={guidesFor({ payment_method: method, store })} />
        </Accordion>
      )}
    </section>
  );
}

const Accordion = styled.details`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 10px;
  margin-bottom: 8px;
  summary {
    cursor: pointer;
    padding: 12px 14px;
    font-weight: 600;
  }
  & > div {
    padding: 0 14px 6px;
  }
  h4 {
    margin: 6px 0 4px;
    font-size: 0.95rem;
  }
  ol {
    margin: 0 0 8px;
    padding-left: 20px;
    line-height: 1.55;
  }
`;
