import type { MidtransCharge } from '@yayasan/contracts';

/**
 * Midtrans's charge answer as the browser keeps it under 'midtrans' (spec §3): the contract's charge
 * fields, with the order's ids and gross amount always there.
 */
export type StoredCharge = MidtransCharge &
  Required<Pick<MidtransCharge, 'order_id' | 'transaction_id' | 'gross_amount'>>;

/** The charge to keep for an order: Midtrans's fields as sent, the order's ids, its gross amount (or the order's). */
export const storedCharge = (
  charge: MidtransCharge,
  order: { order_id: string; transaction_id: string; amount: number },
): StoredCharge => ({
  ...charge,
  order_id: order.order_id,
  transaction_id: order.transaction_id,
  gross_amount: String(charge.gross_amount ?? order.amount),
});

/** The named action of a charge answer: 'generate-qr-code' (QR image) or 'deeplink-redirect' (wallet app). */
export const actionUrl = (m: Pick<MidtransCharge, 'actions'>, name: 'generate-qr-code' | 'deeplink-redirect') =>
  m.actions?.find((a) => a.name === name)?.url;

/** 'settlement' (or 'success', or an accepted card 'capture') means paid. */
export const isPaidStatus = (s: string | undefined) => s === 'settlement' || s === 'success' || s === 'capture';
