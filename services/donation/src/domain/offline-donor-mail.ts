import type { Knex } from 'knex';
import { ExpiringLinkSigner, UNSUBSCRIBE_TTL_SECONDS, parseJson, type Db, type Mail } from '@yayasan/service-kit';
import { receiptHtml } from './invoice';
import { isSuccessful, SUCCESSFUL } from './ledger';
import { enqueueMailJobs, NO_ACCOUNT, type MailJobRow } from '../repositories/mail-jobs';
import {
  findOfflineGift,
  offlineGiftEmail,
  offlineNewsGiftIds,
  stopOfflineNewsOfEmail,
} from '../repositories/transactions';
import { campaignNewsMail, type CampaignNewsMail } from './news-mail';
import { receiptData } from './payments';
import { receiptMail } from './receipt-mail';
import type { InvoiceRenderer } from './invoice';

// Mail to the donor of an offline gift (issue 42): no account stands behind the gift, so the address
// an administrator recorded with it is where its receipt goes and, when the donor agreed then, the
// campaign's news. The address stays on the gift's row and is read when a mail is sent.

/** The path of the unsubscribe link in such news mails (served by this service, signed out). */
export const OFFLINE_NEWS_UNSUBSCRIBE_PATH = '/donation/offline-news/unsubscribe';

/** The link's subject: the gift whose address leaves the news (every gift with that address does). */
const subject = (transactionPk: number) => `offline-news.${transactionPk}`;

/** A token `<gift id>.<expires>.<signature>` for the unsubscribe link of a news mail. */
export function offlineNewsToken(secret: string, transactionPk: number, now = Date.now()): string {
  const { expires, signature } = new ExpiringLinkSigner(secret).sign(
    subject(transactionPk),
    Math.floor(now / 1000) + UNSUBSCRIBE_TTL_SECONDS,
  );
  return `${transactionPk}.${expires}.${signature}`;
}

/** The gift of a genuine, unexpired token; null for anything forged, altered, malformed or expired. */
export function verifyOfflineNewsToken(secret: string, token: unknown, now = Date.now()): number | null {
  if (typeof token !== 'string') return null;
  const match = /^([1-9][0-9]{0,15})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expires, signature] = match;
  return new ExpiringLinkSigner(secret).verify(subject(Number(id)), expires, signature, now) ? Number(id) : null;
}

export const offlineNewsUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api${OFFLINE_NEWS_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;

/** Stores the receipt mail of an offline gift recorded with an address (in the gift's transaction). */
export const queueOfflineReceipt = (trx: Knex.Transaction, transactionPk: number) =>
  enqueueMailJobs(trx, [{ kind: 'offline-receipt', ref: String(transactionPk), userId: NO_ACCOUNT }]);

/**
 * Stores one news mail per address of the campaign's offline gifts whose donor agreed to its news and
 * that still count (a reversed gift's donor is no longer a donor of it); an address given with several
 * gifts gets one mail.
 */
export async function queueOfflineNewsMails(
  trx: Db | Knex.Transaction,
  campaignPk: number,
  news: CampaignNewsMail,
): Promise<number> {
  const gifts = await offlineNewsGiftIds(trx, campaignPk, SUCCESSFUL);
  await enqueueMailJobs(
    trx,
    gifts.map((g) => ({
      kind: 'offline-campaign-news' as const,
      ref: `${news.newsId}:gift-${g.id}`,
      userId: NO_ACCOUNT,
      payload: news,
    })),
  );
  return gifts.length;
}

/** Turns campaign news off for every offline gift recorded with the address of gift `transactionPk`. */
export async function stopOfflineNews(db: Db, transactionPk: number): Promise<boolean> {
  const email = await offlineGiftEmail(db, transactionPk);
  if (!email) return false;
  await stopOfflineNewsOfEmail(db, email);
  return true;
}

interface OfflineMailDeps {
  db: Db;
  renderer: Pick<InvoiceRenderer, 'render'>;
  publicUrl: string;
  unsubscribeSecret: string;
}

/** The mail of an 'offline-receipt' or 'offline-campaign-news' job, or why it is not sent. */
export async function composeOfflineMail(d: OfflineMailDeps, job: MailJobRow): Promise<Mail | { skip: string }> {
  const giftId = job.kind === 'offline-receipt' ? Number(job.ref) : Number(job.ref.split(':gift-')[1]);
  const gift = await findOfflineGift(d.db, giftId);
  if (!gift) return { skip: 'the gift no longer exists' };
  if (!gift.donor_email) return { skip: 'the gift has no e-mail address' };
  // The donor is greeted by the name given, also when the public list shows "Hamba Allah".
  const to = { email: gift.donor_email, fullname: gift.anonymous ? '' : gift.donor_name };
  if (job.kind === 'offline-receipt') {
    if (!isSuccessful(gift.status)) return { skip: `the gift is ${gift.status}, not counted` };
    const data = await receiptData(d.db, gift);
    return receiptMail(to, data, await d.renderer.render(receiptHtml(data)), d.publicUrl, { offline: true });
  }
  if (!gift.email_campaign_news) return { skip: 'the donor turned campaign news off' };
  const news = parseJson<CampaignNewsMail | null>(job.payload, null);
  if (!news) return { skip: 'the job has no news' };
  const token = offlineNewsToken(d.unsubscribeSecret, giftId);
  return campaignNewsMail(to, news, d.publicUrl, offlineNewsUnsubscribeUrl(d.publicUrl, token));
}
