import type { FastifyBaseLogger } from 'fastify';
import { parseJson, signUnsubscribeToken, unsubscribeUrl, type Db, type Mail, type Mailer } from '@yayasan/service-kit';
import type { InvoiceRenderer } from './invoice';
import { receiptHtml } from './invoice';
import { isSuccessful, type TransactionRow } from './ledger';
import { claimMailJobs, failMailJob, finishMailJob, type MailJobRow, type MailJobSettings } from './mail-jobs';
import { campaignNewsMail, type CampaignNewsMail } from './news-mail';
import { receiptData } from './payments';
import { receiptMail } from './receipt-mail';

export interface MailDelivery {
  db: Db;
  mailer: Mailer;
  renderer: Pick<InvoiceRenderer, 'render'>;
  /** The site's origin, for links in mails. */
  publicUrl: string;
  unsubscribeSecret: string;
  log: FastifyBaseLogger;
  /** This worker's name in claims (unique per process). */
  worker: string;
}

export interface MailPassResult {
  claimed: number;
  sent: number;
  skipped: number;
  failed: number;
}

interface Recipient {
  email: string;
  fullname: string;
  email_campaign_news: number | boolean;
}

/** The mail a job stands for, or why it is not sent (a reason is final: no retry helps). */
async function compose(d: MailDelivery, job: MailJobRow): Promise<Mail | { skip: string }> {
  // The donor's address is private to the users table, also for anonymous donations.
  const user = (await d.db('users').where({ id: job.user_id }).first('email', 'fullname', 'email_campaign_news')) as
    Recipient | undefined;
  if (!user?.email) return { skip: 'the user has no e-mail address' };

  if (job.kind === 'receipt') {
    const row = (await d
      .db('transactions')
      .where({ id: Number(job.ref) })
      .first()) as TransactionRow | undefined;
    if (!row) return { skip: 'the transaction no longer exists' };
    // Queued at capture; a capture that was then voided or refunded is thanked for no gift.
    if (!isSuccessful(row.status)) return { skip: `the payment is ${row.status}, not settled` };
    const data = await receiptData(d.db, row);
    const pdf = await d.renderer.render(receiptHtml(data));
    return receiptMail(user, data, pdf, d.publicUrl);
  }
  // Opting out after the news was queued still counts.
  if (!user.email_campaign_news) return { skip: 'the user turned campaign news off' };
  const news = parseJson<CampaignNewsMail | null>(job.payload, null);
  if (!news) return { skip: 'the job has no news' };
  const token = signUnsubscribeToken(d.unsubscribeSecret, job.user_id, 'campaign-news');
  return campaignNewsMail(user, news, d.publicUrl, unsubscribeUrl(d.publicUrl, token));
}

/**
 * One pass of the mail worker: claims due jobs, composes and sends each, and marks it sent; a
 * failure (PDF renderer, mail server) leaves the job for a later attempt with a growing delay.
 */
export async function mailPass(d: MailDelivery, s: MailJobSettings, now = new Date()): Promise<MailPassResult> {
  const result: MailPassResult = { claimed: 0, sent: 0, skipped: 0, failed: 0 };
  // One job claimed at a time: each lease starts when that job's turn comes, so a slow mail before it
  // cannot let its lease run out while it waits, and another worker send it as well.
  for (; result.claimed < s.batch;) {
    const [job] = await claimMailJobs(d.db, d.worker, { ...s, batch: 1 }, now);
    if (!job) break;
    result.claimed += 1;
    try {
      const mail = await compose(d, job);
      if ('skip' in mail) {
        await finishMailJob(d.db, job, d.worker, { status: 'skipped', reason: mail.skip });
        result.skipped += 1;
        continue;
      }
      await d.mailer.send(mail);
      await finishMailJob(d.db, job, d.worker, { status: 'sent' });
      result.sent += 1;
    } catch (err) {
      result.failed += 1;
      d.log.warn({ err, mail_job: job.id, kind: job.kind }, 'mail not sent; retried later');
      await failMailJob(d.db, job, d.worker, err, s).catch((e) =>
        d.log.error({ err: e, mail_job: job.id }, 'mail job failure not recorded; retried after the lease'),
      );
    }
  }
  return result;
}
