import type { Bank, PaymentMethod, PaymentRecord, Store, UnpaidDonation } from '@yayasan/contracts';
import { BANKS, PAYMENT_METHODS, STORES } from '@yayasan/contracts/schemas/donation';
import { notFound, type Db } from '@yayasan/service-kit';
import type { AuthUser } from '@yayasan/service-kit';
import {
  chargedOrderWithCampaign,
  endedOrdersOfUser,
  pendingOrdersOfUser,
  type OrderWithCampaign,
} from '../repositories/transactions';
import { assertOwnerOrAdmin, storedResponse, TRANSACTION_NOT_FOUND } from './payments';

/** How long a donation that ended unpaid stays in its donor's list, with its offer to donate again. */
export const ENDED_UNPAID_SHOWN_DAYS = 7;
const LIST_LIMIT = 20;

type Row = OrderWithCampaign;

/** The store of a convenience store payment, as its charge answer names it. */
function storeOf(row: Row): Store | null {
  const store = storedResponse(row)?.store;
  return STORES.find((known) => known === store) ?? null;
}

/** The online method an order was charged with (every row read here has a gateway transaction). */
function paymentMethodOf(row: Row): PaymentMethod {
  const method = PAYMENT_METHODS.find((known) => known === row.payment_method);
  if (!method) throw new Error(`Order ${row.order_id} has no online payment method (${row.payment_method})`);
  return method;
}

const bankOf = (row: Row): Bank | null => BANKS.find((known) => known === row.bank) ?? null;

function unpaidDonation(row: Row): UnpaidDonation {
  return {
    order_id: row.order_id,
    transaction_id: row.transaction_id ?? '',
    donation_id: row.donation_id,
    title: row.title,
    amount: Number(row.amount),
    payment_method: paymentMethodOf(row),
    bank: bankOf(row),
    ...(row.payment_method === 'cstore' && { store: storeOf(row) }),
    status: row.status,
    expiry_time: row.expiry_time ? new Date(row.expiry_time).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * The donor's online donations that are not paid: pending ones (soonest deadline first), then the
 * ones that expired, were cancelled or whose card was denied in the last days (newest first), so the
 * donor can donate again.
 */
export async function unpaidDonations(db: Db, userId: number, now = new Date()): Promise<UnpaidDonation[]> {
  const since = new Date(now.getTime() - ENDED_UNPAID_SHOWN_DAYS * 24 * 3600_000);
  const pending = await pendingOrdersOfUser(db, userId, LIST_LIMIT);
  const ended = await endedOrdersOfUser(db, userId, since, LIST_LIMIT);
  return [...pending, ...ended].map(unpaidDonation);
}

/** A charged payment with its campaign, by the transaction's row id or order id. */
export async function findPaymentRecord(
  db: Db,
  where: { id: number } | { order_id: string },
): Promise<(PaymentRecord & { user_id: number | null }) | undefined> {
  const row = await chargedOrderWithCampaign(db, where);
  if (!row) return undefined;
  return { ...unpaidDonation(row), midtrans_response: storedResponse(row) ?? {}, user_id: row.user_id };
}

/** One payment with its charge answer, for its donor (or an administrator); 404 / 403 otherwise. */
export async function paymentRecord(db: Db, user: AuthUser, orderId: string): Promise<PaymentRecord> {
  const found = await findPaymentRecord(db, { order_id: orderId });
  if (!found) throw notFound(TRANSACTION_NOT_FOUND);
  assertOwnerOrAdmin(user, found);
  const { user_id: _owner, ...record } = found;
  return record;
}
