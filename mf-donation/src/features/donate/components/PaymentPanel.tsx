import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatRp } from '@yayasan/format';
import { Button, Modal, notify, useFocusOnMount } from '@yayasan/ui';
import { useGetPaymentStatusQuery } from '../api';
import { formatRemaining, parseExpiry, useTimeLeft } from '../countdown';
import { BANK_GUIDES, METHOD_FACTS, STORE_GUIDES, STORE_ORDER, isOneOf, type Store } from '@yayasan/contracts';
import type { SavedPayment } from '../storage';
import { isPaidStatus } from '../charge';
import { HowToPay } from './HowToPay';
import { PaymentLogo } from './PaymentLogo';
import { WalletPayment } from './WalletPayment';

/** How often the page asks for the payment status on its own. */
export const STATUS_POLL_MS = 4000;

/** The VA number to show: the first VA number, or Permata's own field. */
export function vaNumberOf(p: SavedPayment): string | null {
  return p.midtrans.va_numbers?.[0]?.va_number ?? p.midtrans.permata_va_number ?? null;
}

/** The store of a convenience store payment, as the charge answer names it. */
export function storeOf(p: SavedPayment): Store | null {
  const store = p.midtrans.store;
  return isOneOf(STORE_ORDER, store) ? store : null;
}

export interface Donor {
  name: string;
  username: string;
}

/** After a method was chosen: countdown, payment data, 'Cara Bayar', status checks and details. */
export function PaymentPanel({
  payment,
  donor,
  onPaid,
  onExpired,
  onDenied,
  onBack,
}: {
  payment: SavedPayment;
  donor: Donor;
  onPaid: () => void;
  onExpired: () => void;
  /** A card payment its bank or 3-D Secure refused. */
  onDenied?: () => void;
  onBack: () => void;
}) {
  const { midtrans, method, bank } = payment;
  const [detailOpen, setDetailOpen] = useState(false);
  const expiresAt = parseExpiry(midtrans.expiry_time);
  const timeLeft = useTimeLeft(expiresAt);
  const { data, refetch } = useGetPaymentStatusQuery(midtrans.transaction_id, { pollingInterval: STATUS_POLL_MS });
  const [checking, setChecking] = useState(false);
  const ended = useRef(false);
  const heading = useFocusOnMount<HTMLHeadingElement>();

  const settle = (status: string | undefined) => {
    if (ended.current) return true;
    if (isPaidStatus(status)) {
      ended.current = true;
      onPaid();
      return true;
    }
    if (status === 'expire') {
      ended.current = true;
      onExpired();
      return true;
    }
    if ((status === 'deny' || status === 'failure') && onDenied) {
      ended.current = true;
      onDenied();
      return true;
    }
    return false;
  };

  useEffect(() => {
    settle(data?.payment_status);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data?.payment_status]);

  useEffect(() => {
    if (timeLeft === 0) settle('expire');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeLeft]);

  const onCheck = async () => {
    setChecking(true);
    try {
      const result = await refetch().unwrap();
      if (!settle(result.payment_status)) notify.info('Pembayaran belum diterima');
    } catch (err) {
      console.error('payment status check failed', err);
    } finally {
      setChecking(false);
    }
  };

  const va = method === 'bank_transfer' ? vaNumberOf(payment) : null;
  const store = method === 'cstore' ? storeOf(payment) : null;
  const code = method === 'cstore' ? (midtrans.payment_code ?? null) : null;

  const copy = async (text: string | null) => {
    if (!text) return;
    try {
      await navigator.clipboard.writeText(text);
      notify.success('Disalin');
    } catch (err) {
      console.error('copy failed', err);
    }
  };

  return (
    <div>
      <Countdown aria-live="off">
        <span>Bayar Dalam</span>
        <strong data-testid="countdown">{timeLeft === null ? '--:--:--' : formatRemaining(timeLeft)}</strong>
      </Countdown>

      {method === 'bank_transfer' ? (
        <Box>
          <BankLine ref={heading}>
            {bank && <PaymentLogo name={bank} />}
            <span>{bank ? `${BANK_GUIDES[bank].label} Virtual Account` : 'Virtual Account'}</span>
          </BankLine>
          <small>Nomor Virtual Account</small>
          <VaRow>
            <strong data-testid="va-number">{va ?? '-'}</strong>
            <Button type="button" $variant="secondary" onClick={() => copy(va)} disabled={!va}>
              Salin
            </Button>
          </VaRow>
        </Box>
      ) : method === 'cstore' ? (
        <Box>
          <BankLine ref={heading}>
            {store && <PaymentLogo name={store} />}
            <span>{store ? `Bayar di ${STORE_GUIDES[store].label}` : 'Bayar di gerai'}</span>
          </BankLine>
          <small>Kode Pembayaran</small>
          <VaRow>
            <strong data-testid="payment-code">{code ?? '-'}</strong>
            <Button type="button" $variant="secondary" onClick={() => copy(code)} disabled={!code}>
              Salin
            </Button>
          </VaRow>
          <Facts>
            <li>{METHOD_FACTS.cstore.limit}</li>
            <li>{METHOD_FACTS.cstore.fee}</li>
          </Facts>
        </Box>
      ) : method === 'credit_card' ? (
        <Box>
          <BankLine ref={heading}>
            <PaymentLogo name="credit_card" />
            <span>Kartu {midtrans.masked_card ?? ''}</span>
          </BankLine>
          <p>Menunggu verifikasi 3-D Secure dari bank penerbit kartu Anda.</p>
          {midtrans.redirect_url && (
            <Button as="a" href={midtrans.redirect_url} $block>
              Lanjutkan Verifikasi Kartu
            </Button>
          )}
        </Box>
      ) : (
        <Box style={{ textAlign: 'center' }}>
          <BankLine ref={heading} style={{ justifyContent: 'center' }}>
            <PaymentLogo name={method} />
          </BankLine>
          <WalletPayment payment={payment} />
        </Box>
      )}

      <Actions>
        <Button type="button" onClick={onCheck} disabled={checking}>
          {checking ? 'Memeriksa...' : 'Cek Status'}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setDetailOpen(true)}>
          Detail Transaksi
        </Button>
      </Actions>

      <HowToPay method={method} bank={bank} store={store} />

      <Button type="button" $variant="ghost" $block onClick={onBack}>
        Kembali Ke Tipe Pembayaran
      </Button>

      <Modal open={detailOpen} onClose={() => setDetailOpen(false)} title="Detail Transaksi">
        <Details>
          <dt>Order ID</dt>
          <dd>{midtrans.order_id}</dd>
          <dt>Transaction ID</dt>
          <dd>{midtrans.transaction_id}</dd>
          <dt>Name</dt>
          <dd>{donor.name}</dd>
          <dt>Username</dt>
          <dd>{donor.username}</dd>
          <dt>Total Pembayaran</dt>
          <dd>{formatRp(Number(midtrans.gross_amount))}</dd>
        </Details>
        <Button type="button" $block onClick={() => setDetailOpen(false)}>
          Tutup
        </Button>
      </Modal>
    </div>
  );
}

const Countdown = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 12px 14px;
  margin: 16px 0;
  border-radius: 10px;
  background: ${(p) => p.theme.colors.surface};
  border-left: 4px solid ${(p) => p.theme.colors.danger};
  strong {
    font-variant-numeric: tabular-nums;
    font-size: 1.15rem;
    color: ${(p) => p.theme.colors.danger};
  }
`;
const Box = styled.div`
  padding: 16px;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  margin-bottom: 14px;
  small {
    color: ${(p) => p.theme.colors.muted};
  }
  img {
    display: block;
    margin: 8px auto 12px;
    max-width: 100%;
    height: auto;
    image-rendering: pixelated;
  }
`;
const BankLine = styled.h2`
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: 1rem;
  font-weight: 600;
  margin: 0 0 10px;
`;
const VaRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 10px;
  flex-wrap: wrap;
  strong {
    font-size: 1.3rem;
    letter-spacing: 0.05em;
    word-break: break-all;
  }
`;
const Facts = styled.ul`
  margin: 10px 0 0;
  padding-left: 18px;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors.muted};
`;
const Actions = styled.div`
  display: flex;
  gap: 10px;
  flex-wrap: wrap;
  margin-bottom: 16px;
  & > * {
    flex: 1 1 160px;
  }
`;
const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  margin: 0 0 18px;
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    word-break: break-all;
    font-weight: 600;
  }
`;
