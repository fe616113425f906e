import { useSearchParams } from 'react-router-dom';
import type { PaymentRecord } from '@yayasan/contracts';
import { useGetPaymentRecordQuery } from '../api';
import { storedCharge } from '../charge';
import type { SavedPayment } from '../storage';

/** The browser's payment record (spec's storage keys) of a payment the server keeps. */
export const savedPaymentOf = (record: PaymentRecord): SavedPayment => ({
  midtrans: storedCharge(record.midtrans_response, record),
  method: record.payment_method,
  bank: record.bank,
  bankImg: record.store ?? record.bank ?? record.payment_method,
});

export type Resume =
  { state: 'none' | 'loading' } | { state: 'ready'; payment: SavedPayment } | { state: 'failed'; notFound: boolean };

/**
 * `?order=<order_id>` (the wallet app's return, "Lanjutkan pembayaran", the mail's link): the payment
 * as the server keeps it, so the flow opens it at PAYMENT on any device.
 */
export function useResumedOrder(donationId: string): Resume {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const { data, isError, error } = useGetPaymentRecordQuery(orderId ?? '', { skip: !orderId });
  if (!orderId) return { state: 'none' };
  if (isError) {
    const status = error && 'status' in error ? error.status : undefined;
    return { state: 'failed', notFound: status === 404 || status === 403 };
  }
  if (!data) return { state: 'loading' };
  if (data.donation_id !== donationId) return { state: 'failed', notFound: true };
  return { state: 'ready', payment: savedPaymentOf(data) };
}
