import { ANONYMOUS_DONOR_NAME } from '@yayasan/contracts';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { formatJakartaTime } from '@yayasan/format';
import type { Db } from '@yayasan/service-kit';
import { applyGatewayState } from './ledger';
import { findCampaignByDonationId } from '../repositories/donations';
import { insertOrder, orderPkOf } from '../repositories/transactions';
import { contactByEmail } from '../repositories/user-contacts';

export const DEMO_DONOR_EMAIL = 'budi@yayasan.test';
const DAY = 24 * 60 * 60 * 1000;

export interface DemoProgress {
  donation_id: string;
  target_amount: number;
  /** Share of the target the demo donations reach. */
  progress: number;
  /** Days from seeding to the end date (negative: already ended). */
  endsInDays: number;
}

export const DEMO_METHODS: { payment_method: string; bank: string | null }[] = [
  { payment_method: 'bank_transfer', bank: 'bca' },
  { payment_method: 'qris', bank: null },
  { payment_method: 'bank_transfer', bank: 'bni' },
  { payment_method: 'gopay', bank: null },
];

/** A stable UUID-shaped transaction id for a demo order, so re-seeding finds the same rows. */
function demoTransactionId(orderId: string): string {
  const h = createHash('sha256').update(orderId).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Splits an amount into `parts` (1 or 2) shares of whole thousands (the last takes the rest). */
function split(total: number, parts: number): number[] {
  const weights = [0.6, 0.4, 0.2].slice(0, parts);
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.max(10_000, Math.floor((total * w) / sum / 1000) * 1000));
  shares[shares.length - 1] = Math.max(10_000, total - shares.slice(0, -1).reduce((a, b) => a + b, 0));
  return shares;
}

/**
 * Settled demo donations by the demo user (one anonymous), recorded as if Midtrans had answered the
 * charge and then notified a settlement — through the ledger's own transition code. Idempotent:
 * each demo order has a fixed id.
 */
export async function seedDemoDonations(db: Db, campaigns: DemoProgress[], log?: FastifyBaseLogger): Promise<void> {
  const donor = await contactByEmail(db, DEMO_DONOR_EMAIL);
  if (!donor) {
    log?.warn('demo donations skipped: no demo donor account yet');
    return;
  }
  const now = Date.now();
  let first = true;
  for (const [ci, demo] of campaigns.entries()) {
    const campaign = await findCampaignByDonationId(db, demo.donation_id);
    if (!campaign || campaign.draft || demo.progress <= 0) continue;
    const goal = Math.floor((demo.target_amount * demo.progress) / 1000) * 1000;
    // A few donations in all: two on the first campaign (one of them anonymous), one on each other.
    const amounts = split(goal, first ? 2 : 1);
    const withAnonymous = first;
    first = false;
    const lastDay = Math.min(now, now + demo.endsInDays * DAY);
    for (const [k, amount] of amounts.entries()) {
      const orderId = `DEMO-${demo.donation_id}-${k + 1}`.slice(0, 50);
      if (await orderPkOf(db, orderId)) continue;
      await settleDemoDonation(db, {
        orderId,
        campaignPk: campaign.id,
        donor,
        anonymous: withAnonymous && k === 1,
        amount,
        method: DEMO_METHODS[(ci + k) % DEMO_METHODS.length],
        paidAt: lastDay - (amounts.length - k) * 2 * DAY - ci * 3600 * 1000,
        vaSuffix: ci * 10 + k,
      });
    }
  }
}

export interface DemoDonation {
  orderId: string;
  campaignPk: number;
  donor: { id: number; fullname: string };
  anonymous: boolean;
  amount: number;
  method: { payment_method: string; bank: string | null };
  paidAt: number;
  /** Makes the demo VA number unique. */
  vaSuffix: number;
  /** The pledge month the donation pays, if any. */
  pledge?: { id: number; month: string };
}

/** One demo donation, made pending and settled through the ledger as a paid notification would. */
export async function settleDemoDonation(db: Db, d: DemoDonation): Promise<void> {
  const transactionId = demoTransactionId(d.orderId);
  const grossAmount = `${d.amount}.00`;
  const charge = {
    status_code: '201',
    transaction_id: transactionId,
    order_id: d.orderId,
    gross_amount: grossAmount,
    currency: 'IDR',
    payment_type: d.method.payment_method,
    transaction_time: formatJakartaTime(d.paidAt - 3600 * 1000),
    transaction_status: 'pending',
    fraud_status: 'accept',
    expiry_time: formatJakartaTime(d.paidAt + DAY),
    ...(d.method.bank
      ? { va_numbers: [{ bank: d.method.bank, va_number: `8800${String(100000 + d.vaSuffix)}` }] }
      : {}),
  };
  await insertOrder(db, {
    order_id: d.orderId,
    transaction_id: transactionId,
    donation_pk: d.campaignPk,
    user_id: d.donor.id,
    donor_name: d.anonymous ? ANONYMOUS_DONOR_NAME : d.donor.fullname,
    anonymous: d.anonymous,
    amount: d.amount,
    payment_method: d.method.payment_method,
    bank: d.method.bank,
    status: 'pending',
    midtrans_response: JSON.stringify(charge),
    expiry_time: new Date(d.paidAt + DAY),
    created_at: new Date(d.paidAt - 3600 * 1000),
    pledge_id: d.pledge?.id ?? null,
    pledge_month: d.pledge?.month ?? null,
  });
  await applyGatewayState(
    db,
    { ...charge, status_code: '200', transaction_status: 'settlement', settlement_time: formatJakartaTime(d.paidAt) },
    // Demo donations were never paid: no thank-you mail for them.
    { queueReceipt: false },
  );
}
