import type { ReactNode } from 'react';
import { EmptyState, Spinner } from '@yayasan/ui';
import { useGetReceiptQuery } from '../../lib/receipt-api';
import { ReceiptView } from './ReceiptView';

/** Loads one of the user's transactions by id and shows its receipt. */
export function TransactionReceipt({
  username,
  trxId,
  action,
  focusHeading = false,
}: {
  username: string;
  trxId: string;
  action: ReactNode;
  /** As a step of the donate flow, the receipt takes focus when it shows. */
  focusHeading?: boolean;
}) {
  const { data, isLoading, isError } = useGetReceiptQuery({ username, trxId });
  if (isLoading) return <Spinner />;
  if (isError || !data) {
    return (
      <>
        <EmptyState>Transaksi tidak ditemukan</EmptyState>
        <div style={{ textAlign: 'center' }}>{action}</div>
      </>
    );
  }
  return <ReceiptView receipt={data} action={action} focusHeading={focusHeading} />;
}
