import type { FastifyBaseLogger } from 'fastify';
import { parseJson, signUnsubscribeToken, unsubscribeUrl, type Db, type Mail, type Mailer } from '@yayasan/service-kit';
import type { InvoiceRenderer } from './invoice';
import { receiptHtml } from './invoice';
import { isSuccessful, type TransactionRow } from './ledger';
import {
  claimMailJobs,
  failMailJob,
  finishMailJob,
  type MailJobKind,
  type MailJobRow,
  type MailJobSettings,
} from './mail-jobs';
import { runNewsNotificationsJob, type BlogService } from './news-announcement';
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
  /** The blog service, which 'news-notifications' jobs ask to notify a news post's donors. */
  blog: BlogService;
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

type Outcome = { status: 'sent' } | { status: 'skipped'; reason: string };

/** Does one job: sends its mail, or has the blog service notify a post's donors; throws to retry it. */
async function perform(d: MailDelivery, job: MailJobRow): Promise<Outcome> {
  if (job.kind === 'news-notifications') {
    const done = await runNewsNotificationsJob(d.db, d.blog, job.ref);
    if ('skip' in done) return { status: 'skipped', reason: done.skip };
    d.log.info({ update_id: job.ref, notified: done.notified }, 'campaign news notifications delivered');
    return { status: 'sent' };
  }
  const mail = await compose(d, job);
  if ('skip' in mail) return { status: 'skipped', reason: mail.skip };
  await d.mailer.send(mail);
  return { status: 'sent' };
}

/** Performs a claimed job and records how it went: done, or failed and due again after the backoff. */
async function runClaimed(d: MailDelivery, s: MailJobSettings, job: MailJobRow, result: MailPassResult) {
  result.claimed += 1;
  try {
    const outcome = await perform(d, job);
    await finishMailJob(d.db, job, d.worker, outcome);
    result[outcome.status] += 1;
  } catch (err) {
    result.failed += 1;
    d.log.warn({ err, mail_job: job.id, kind: job.kind }, 'job not done; retried later');
    await failMailJob(d.db, job, d.worker, err, s).catch((e) =>
      d.log.error({ err: e, mail_job: job.id }, 'job failure not recorded; retried after the lease'),
    );
  }
}

/**
 * One pass of the worker: claims due jobs, does each (composes and sends a mail, or has the blog
 * service notify donors), and marks it done; a failure (PDF renderer, mail server, blog service)
 * leaves the job for a later attempt with a growing delay.
 */
export async function mailPass(d: MailDelivery, s: MailJobSettings, now = new Date()): Promise<MailPassResult> {
  const result: MailPassResult = { claimed: 0, sent: 0, skipped: 0, failed: 0 };
  // One job claimed at a time: each lease starts when that job's turn comes, so a slow mail before it
  // cannot let its lease run out while it waits, and another worker send it as well.
  while (result.claimed < s.batch) {
    const [job] = await claimMailJobs(d.db, d.worker, { ...s, batch: 1 }, now);
    if (!job) break;
    await runClaimed(d, s, job, result);
  }
  return result;
}

/**
 * Does one job now, due or not (the work an event just queued, so it is done before the event's
 * answer), unless another worker holds it or it is done already. A failure is recorded as on a pass:
 * the job stays queued for the worker's later attempts.
 */
export async function runMailJob(
  d: MailDelivery,
  s: MailJobSettings,
  only: { kind: MailJobKind; ref: string },
): Promise<MailPassResult> {
  const result: MailPassResult = { claimed: 0, sent: 0, skipped: 0, failed: 0 };
  const [job] = await claimMailJobs(d.db, d.worker, { ...s, batch: 1 }, new Date(), only);
  if (job) await runClaimed(d, s, job, result);
  return result;
}
