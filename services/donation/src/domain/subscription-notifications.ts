import { ANONYMOUS_DONOR_NAME } from '@yayasan/contracts';
import { jakartaParts, parseJakartaTime } from '@yayasan/format';
import { withDeadlockRetry, type Db } from '@yayasan/service-kit';
import { isSuccessful } from './ledger';
import type { MidtransBody } from './midtrans';
import { pledgeIdOfOrder } from './pledge-subscriptions';
import { markMonthPaid } from '../repositories/pledge-months';
import { pledgeAmountOf, subscribedPledge } from '../repositories/pledges';
import { savePrayer } from '../repositories/prayers';
import { insertChargeUnlessKnown, orderStatus, pledgeLinkOfOrder } from '../repositories/transactions';
import { fullnameOf } from '../repositories/user-contacts';

/**
 * A subscription's monthly charge arrives as an ordinary signed notification for an order this site
 * never made: Midtrans names it after the subscription (`pledge-<id>-<10 digits>`). Before the ledger
 * applies it, the charge gets its donation row (pending, linked to the pledge and the month it was
 * charged in); the ledger then counts it like any payment, and the month is marked paid. The order ID
 * is unique, so duplicate, late or reordered deliveries find the row already there and count nothing twice.
 */

export interface SubscriptionCharge {
  pledgeId: number;
  month: string;
  orderId: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM' in Jakarta of the charge (its transaction_time), else of now. */
export function chargeMonth(body: MidtransBody, now = new Date()): string {
  const at = parseJakartaTime(body.transaction_time) ?? now;
  const parts = jakartaParts(at);
  return `${parts.year}-${pad(parts.month)}`;
}

/**
 * Records the donation of a verified subscription charge the first time it is notified; answers the
 * pledge and month it pays, or null when the order is no subscription charge of an automatic pledge
 * (the ledger then reports it unknown as before).
 */
export async function recordSubscriptionCharge(db: Db, body: MidtransBody): Promise<SubscriptionCharge | null> {
  const orderId = String(body.order_id ?? '');
  const pledgeId = pledgeIdOfOrder(orderId);
  if (pledgeId === null) return null;
  const known = await pledgeLinkOfOrder(db, orderId);
  if (known) {
    return known.pledge_id !== null && known.pledge_month !== null
      ? { pledgeId: Number(known.pledge_id), month: known.pledge_month, orderId }
      : null;
  }
  const pledge = await subscribedPledge(db, pledgeId);
  const amount = Number(body.gross_amount);
  if (!pledge || !Number.isInteger(amount) || amount <= 0) return null;

  const month = chargeMonth(body);
  const donorFullname = await fullnameOf(db, pledge.user_id);
  const anonymous = Boolean(pledge.is_anonymous);
  const now = new Date();
  await withDeadlockRetry(() =>
    db.transaction(async (trx) => {
      // INSERT IGNORE: a delivery racing this one may have recorded the charge a moment ago.
      const transactionPk = await insertChargeUnlessKnown(trx, {
        order_id: orderId,
        transaction_id: typeof body.transaction_id === 'string' ? body.transaction_id : null,
        donation_pk: pledge.donation_pk,
        user_id: pledge.user_id,
        donor_name: anonymous ? ANONYMOUS_DONOR_NAME : donorFullname || ANONYMOUS_DONOR_NAME,
        anonymous,
        amount,
        payment_method: body.payment_type === 'gopay' ? 'gopay' : 'credit_card',
        created_at: now,
        pledge_id: pledgeId,
        pledge_month: month,
      });
      if (transactionPk && pledge.prayer) {
        await savePrayer(trx, {
          transactionPk,
          donationPk: pledge.donation_pk,
          message: pledge.prayer,
          createdAt: now,
        });
      }
    }),
  );
  const row = await pledgeLinkOfOrder(db, orderId);
  return row?.pledge_id != null && row.pledge_month != null
    ? { pledgeId: Number(row.pledge_id), month: row.pledge_month, orderId }
    : null;
}

/**
 * After the ledger applied the charge: a counted charge marks its month paid (the first order that
 * paid it stays the month's order). Idempotent, so a repeated notification only repeats a no-op.
 */
export async function settlePledgeMonth(db: Db, charge: SubscriptionCharge): Promise<void> {
  const status = await orderStatus(db, charge.orderId);
  if (!status || !isSuccessful(status)) return;
  const amount = await pledgeAmountOf(db, charge.pledgeId);
  if (amount === undefined) return;
  await markMonthPaid(db, { pledgeId: charge.pledgeId, month: charge.month, amount, orderId: charge.orderId });
}
