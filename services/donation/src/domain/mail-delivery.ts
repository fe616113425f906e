import type { FastifyBaseLogger } from 'fastify';
import {
  parseJson,
  signUnsubscribeToken,
  unsubscribeUrl,
  withDeadlockRetry,
  type Db,
  type Mail,
  type Mailer,
  type UserContactRow,
} from '@yayasan/service-kit';
import type { InvoiceRenderer } from './invoice';
import { receiptHtml } from './invoice';
import { isSuccessful } from './ledger';
import {
  claimMailJob,
  failMailJob,
  finishMailJob,
  mailJobStatus,
  markMailJobsEnqueued,
  unqueuedMailJobs,
  type MailJobKind,
  type MailJobRow,
  type MailJobSettings,
} from '../repositories/mail-jobs';
import { runNewsNotificationsJob, type BlogService } from './news-announcement';
import { runDonationNotificationJob } from './donation-notification-job';
import { campaignNewsMail, type CampaignNewsMail } from './news-mail';
import { receiptData } from './payments';
import { paymentMail } from './payment-mail';
import { receiptMail } from './receipt-mail';
import { findPaymentRecord } from './unpaid-donations';
import { transactionById } from '../repositories/transactions';
import { mailContactOf } from '../repositories/user-contacts';
import { composeOfflineMail } from './offline-donor-mail';
import { composePledgeMail, isPledgeMailKind } from './pledge-mail-compose';
import { runPledgeNoticeJob } from './pledge-notice-job';

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
  /** The blog service, which 'news-notifications' and 'donation-notification' jobs ask to notify people. */
  blog: BlogService;
}

/**
 * How an attempt at a job ended: sent or skipped (done), retry (failed, due again after the backoff),
 * failed (given up), busy (another worker holds it) or none (not queued: done already, or no such job).
 */
export type MailJobOutcome = 'sent' | 'skipped' | 'retry' | 'failed' | 'busy' | 'none';

type Contact = Pick<UserContactRow, 'email' | 'fullname' | 'email_campaign_news'>;
type Recipient = Contact & { email: string };

/** Whether the user's contact has an address to write to (an erased account has none). */
const hasAddress = (contact: Contact | undefined): contact is Recipient => Boolean(contact?.email);

/** The mail a job stands for, or why it is not sent (a reason is final: no retry helps). */
async function compose(d: MailDelivery, job: MailJobRow): Promise<Mail | { skip: string }> {
  // An offline gift's donor has no account: the address is the one recorded with the gift.
  if (job.kind === 'offline-receipt' || job.kind === 'offline-campaign-news') return composeOfflineMail(d, job);
  // The donor's address is private (the account service's contacts view), also for anonymous donations.
  const user = await mailContactOf(d.db, job.user_id);
  if (!hasAddress(user)) return { skip: 'the user has no e-mail address' };
  if (isPledgeMailKind(job.kind)) return composePledgeMail(d.db, job, user, d.publicUrl);

  if (job.kind === 'receipt') {
    const row = await transactionById(d.db, Number(job.ref));
    if (!row) return { skip: 'the transaction no longer exists' };
    // Queued at capture; a capture that was then voided or refunded is thanked for no gift.
    if (!isSuccessful(row.status)) return { skip: `the payment is ${row.status}, not settled` };
    const data = await receiptData(d.db, row);
    const pdf = await d.renderer.render(receiptHtml(data));
    return receiptMail(user, data, pdf, d.publicUrl);
  }
  if (job.kind === 'payment-instructions' || job.kind === 'payment-reminder') {
    const record = await findPaymentRecord(d.db, { id: Number(job.ref) });
    if (!record) return { skip: 'the transaction no longer exists' };
    // Paid, expired or cancelled meanwhile: the mail would ask for a payment that cannot or need not be made.
    if (record.status !== 'pending') return { skip: `the payment is ${record.status}, not pending` };
    if (record.expiry_time && Date.parse(record.expiry_time) <= Date.now()) return { skip: 'the deadline has passed' };
    return paymentMail(job.kind === 'payment-instructions' ? 'instructions' : 'reminder', user, record, d.publicUrl);
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
  if (job.kind === 'donation-notification') {
    const done = await runDonationNotificationJob(d.db, d.blog, job.ref);
    return 'skip' in done ? { status: 'skipped', reason: done.skip } : { status: 'sent' };
  }
  if (job.kind === 'pledge-notice') {
    const done = await runPledgeNoticeJob(d.blog, job.payload);
    return 'skip' in done ? { status: 'skipped', reason: done.skip } : { status: 'sent' };
  }
  const mail = await compose(d, job);
  if ('skip' in mail) return { status: 'skipped', reason: mail.skip };
  await d.mailer.send(mail);
  return { status: 'sent' };
}

/**
 * Does the job `which` (row id, or kind and ref) unless another worker holds it or it is done already:
 * claims it, composes and sends its mail (or has the blog service notify donors) and marks it done; a
 * failure (PDF renderer, mail server, blog service) is recorded on the row, which says whether it is
 * tried again ('retry') or given up ('failed').
 */
export async function deliverMailJob(
  d: MailDelivery,
  s: MailJobSettings,
  which: number | { kind: MailJobKind; ref: string },
  now = new Date(),
): Promise<MailJobOutcome> {
  // The claim is one statement: InnoDB may still pick it as a deadlock victim against the outbox's
  // other writers (hand-over marks, finishes), and then it changed nothing and is simply asked again.
  const job = await withDeadlockRetry(() => claimMailJob(d.db, which, d.worker, s, now));
  if (!job) return (await mailJobStatus(d.db, which)) === 'queued' ? 'busy' : 'none';
  let outcome: Outcome;
  try {
    outcome = await perform(d, job);
  } catch (err) {
    d.log.warn({ err, mail_job: job.id, kind: job.kind }, 'job not done; retried later');
    return (await withDeadlockRetry(() => failMailJob(d.db, job, d.worker, err, s, now))) ? 'failed' : 'retry';
  }
  // The mail is out: a lock conflict while recording it is retried, never counted as a failed attempt
  // (that would send it again).
  await withDeadlockRetry(() => finishMailJob(d.db, job, d.worker, outcome));
  return outcome.status;
}

/** The job queue's id of an outbox row: the same for every replica, so a row is never queued twice. */
export const mailQueueJobId = (rowId: number) => `mail-${rowId}`;

/** A mail handed to the queue this long ago and still waiting is handed over again (a no-op if the queue has it). */
export const HAND_OVER_AGAIN_AFTER_MS = 10 * 60_000;

/**
 * Hands stored mails to the job queue, each delayed until its row is due: after their commit, and in
 * the sweeper job for those a crash left behind or a queue lost (see unqueuedMailJobs). Resolves to
 * how many it handed over.
 */
export async function handOverMails(
  db: Db,
  add: (rowId: number, delayMs: number) => Promise<void>,
  batch = 500,
): Promise<number> {
  let total = 0;
  for (;;) {
    const now = Date.now();
    const rows = await unqueuedMailJobs(db, batch, new Date(now - HAND_OVER_AGAIN_AFTER_MS));
    for (const row of rows) await add(row.id, Math.max(row.dueAt.getTime() - now, 0));
    await markMailJobsEnqueued(
      db,
      rows.map((r) => r.id),
      new Date(now),
    );
    total += rows.length;
    if (rows.length < batch) return total;
  }
}
