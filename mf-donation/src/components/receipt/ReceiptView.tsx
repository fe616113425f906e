import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@yayasan/contracts';
import { formatHistoryDate, formatRp } from '@yayasan/format';
import { Button, notify, useFocusOnMount } from '@yayasan/ui';
import type { Receipt } from '@yayasan/contracts';
import { useGenerateInvoiceMutation } from '../../lib/receipt-api';

export const INVOICE_FAILED = 'ERR SERVER: Failed While Download Invoice';

/** Opens the short-lived PDF link in a new tab (the tab is opened at click time so it is not blocked). */
function useInvoiceDownload(trxId: string) {
  const [generate, { isLoading }] = useGenerateInvoiceMutation();
  const download = async () => {
    const tab = window.open('', '_blank');
    try {
      const { url } = await generate({ trx_id: trxId }).unwrap();
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (err) {
      tab?.close();
      console.error('invoice download failed', err);
      notify.error(INVOICE_FAILED);
    }
  };
  return { download, busy: isLoading };
}

/** 'Detail Riwayat Pembayaran Donasi': the receipt, with the caller's button ('Selesai' or 'Kembali'). */
export function ReceiptView({
  receipt,
  action,
  focusHeading = false,
}: {
  receipt: Receipt;
  action: ReactNode;
  focusHeading?: boolean;
}) {
  const { download, busy } = useInvoiceDownload(receipt.transaction_id);
  const heading = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  return (
    <Sheet aria-labelledby="receipt-title">
      <h1 id="receipt-title" ref={heading}>
        Detail Riwayat Pembayaran Donasi
      </h1>
      <Success>
        <span aria-hidden="true">✓</span>
        <strong>Transaksi Berhasil</strong>
      </Success>
      <Rows>
        <dt>ID Transaksi</dt>
        <dd data-testid="receipt-trx">{receipt.transaction_id}</dd>
        <dt>Tanggal Donasi</dt>
        <dd>{formatHistoryDate(receipt.donation_date)}</dd>
        <dt>Nama Donasi</dt>
        <dd>{receipt.title}</dd>
        <dt>Metode Pembayaran</dt>
        <dd>{receipt.payment_method.toUpperCase()}</dd>
        {receipt.receipt_code && (
          <>
            <dt>Kode Verifikasi</dt>
            <dd>
              {/* Anyone can check this code at /verifikasi without learning who gave. */}
              <Link to={paths.verify(receipt.receipt_code)} data-testid="receipt-code">
                {receipt.receipt_code}
              </Link>
            </dd>
          </>
        )}
      </Rows>
      <Rows>
        <dt>Donasi</dt>
        <dd>{formatRp(receipt.donation_amount)}</dd>
        <dt>Biaya Layanan</dt>
        <dd>{formatRp(0)}</dd>
        <Total>Total</Total>
        <Total as="dd" data-testid="receipt-total">
          {formatRp(receipt.donation_amount)}
        </Total>
      </Rows>
      <Thanks>Alhamdulillah, Terima Kasih Telah Berdonasi</Thanks>
      {receipt.receipt_code && (
        <Check>
          <Link to={paths.verify(receipt.receipt_code)} data-testid="receipt-check">
            Cek donasi Anda
          </Link>{' '}
          di Laporan Keuangan yayasan yang terbuka untuk umum: siapa pun dapat memeriksa donasi ini dengan kodenya,
          tanpa melihat nama Anda.
        </Check>
      )}
      <Buttons>
        <Button type="button" $variant="secondary" onClick={download} disabled={busy}>
          {busy ? 'Menyiapkan...' : 'Download Invoice'}
        </Button>
        {action}
      </Buttons>
    </Sheet>
  );
}

const Check = styled.p`
  text-align: center;
  margin: 0 0 16px;
  color: ${(p) => p.theme.colors.muted};
  a {
    font-weight: 700;
  }
`;
const Sheet = styled.section`
  max-width: 560px;
  margin: 0 auto;
  h1 {
    font-size: 1.2rem;
    margin: 0 0 12px;
  }
`;
const Success = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: 1.2rem;
  color: ${(p) => p.theme.colors.primary};
  span {
    display: inline-flex;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    align-items: center;
    justify-content: center;
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primaryText};
  }
`;
const Rows = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  padding: 14px 0;
  margin: 0;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    word-break: break-word;
  }
`;
const Total = styled.dt`
  font-weight: 700;
  color: ${(p) => p.theme.colors.text} !important;
`;
const Thanks = styled.p`
  text-align: center;
  font-weight: 600;
  margin: 18px 0;
`;
const Buttons = styled.div`
  display: flex;
  gap: 10px;
  flex-wrap: wrap;
  & > * {
    flex: 1 1 160px;
  }
`;
