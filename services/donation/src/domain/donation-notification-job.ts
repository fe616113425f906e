import { Value } from '@sinclair/typebox/value';
import { DONATION_NOTIFICATIONS_PATH, type DonationNotificationsBody } from '@yayasan/contracts';
import { DonationNotificationsAnswerSchema } from '@yayasan/contracts/schemas/donation-notifications';
import { serviceCallHeaders, type Db } from '@yayasan/service-kit';
import { GENERAL_FUND_LABEL } from '@yayasan/validation';
import { campaignIdAndTitle } from '../repositories/donations';
import { paymentToAnnounce } from '../repositories/transactions';
import { isSuccessful } from './ledger';
import { ANNOUNCE_TIMEOUT_MS, type BlogService } from './news-announcement';

/**
 * The 'donation-notification' job's work (queued with the move that makes a payment count, or with an
 * offline gift; ref: the transaction's row id): asks the blog service to tell the administrators of the settled donation.
 * The blog service notifies nobody twice for the same order, so a retry is always safe. Resolves to
 * how many administrators were told, or why there is nothing to do; throws when the blog service did
 * not do it (the job is retried).
 */
export async function runDonationNotificationJob(
  db: Db,
  blog: BlogService,
  transactionPk: string,
): Promise<{ notified: number } | { skip: string }> {
  const payment = await paymentToAnnounce(db, Number(transactionPk));
  if (!payment) return { skip: 'the transaction no longer exists' };
  // Refunded or voided before the job ran: there is no donation to announce.
  if (!isSuccessful(payment.status)) return { skip: `the payment is ${payment.status}, not settled` };
  const campaign = await campaignIdAndTitle(db, payment.donation_pk);
  const body: DonationNotificationsBody = {
    ref: payment.order_id,
    amount: Number(payment.amount),
    campaign_id: campaign?.donation_id ?? null,
    campaign_title: campaign?.title ?? GENERAL_FUND_LABEL,
    recorded_by: payment.recorded_by === null ? null : Number(payment.recorded_by),
  };
  const res = await fetch(`${blog.url}${DONATION_NOTIFICATIONS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...serviceCallHeaders(blog.serviceKey) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(ANNOUNCE_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`the blog service answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
  return Value.Parse(DonationNotificationsAnswerSchema, await res.json());
}
