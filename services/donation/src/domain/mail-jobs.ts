import type { Knex } from 'knex';
import type { Db } from '@yayasan/service-kit';

/**
 * The job queue (named for its first use, mail): one row per piece of work an event promises, written
 * in the same database transaction as the event (a ledger move to a successful state, a stored news
 * post), unique per (kind, ref), so a repeated event never queues it twice. Workers on any replica
 * claim due jobs with a lease, do them, and mark them done, or retry later with a growing delay.
 *
 * Kinds: 'receipt' and 'campaign-news' send one mail to `user_id`; 'news-notifications' asks the blog
 * service to notify the donors of the news post `ref` (posted by `user_id`).
 */

export type MailJobKind = 'receipt' | 'campaign-news' | 'news-notifications';

/**
 * Jobs that are never given up: asking again costs nothing and can never notify anyone twice, and a
 * notification a stored post promised must arrive however long the blog service is away.
 */
const RETRIED_UNTIL_DONE: readonly MailJobKind[] = ['news-notifications'];
export type MailJobStatus = 'queued' | 'sent' | 'skipped' | 'failed';

export interface MailJobRow {
  id: number;
  kind: MailJobKind;
  ref: string;
  user_id: number;
  payload: unknown;
  status: MailJobStatus;
  attempts: number;
  next_attempt_at: Date;
  claimed_by: string | null;
  claimed_until: Date | null;
  last_error: string | null;
  sent_at: Date | null;
  created_at: Date;
}

export interface NewMailJob {
  kind: MailJobKind;
  ref: string;
  userId: number;
  payload?: unknown;
}

/** Queues mails; one already queued (or sent) for the same kind and ref is left as it is. */
export async function enqueueMailJobs(db: Db | Knex.Transaction, jobs: NewMailJob[]): Promise<void> {
  if (!jobs.length) return;
  await db('mail_jobs')
    .insert(
      jobs.map((j) => ({
        kind: j.kind,
        ref: j.ref,
        user_id: j.userId,
        payload: j.payload === undefined ? null : JSON.stringify(j.payload),
      })),
    )
    .onConflict(['kind', 'ref'])
    .ignore();
}

export interface MailJobSettings {
  /** Time between passes of the background worker; 0 turns it off. */
  intervalMs: number;
  /** How long a claimed job is left to its worker (longer than rendering and sending one mail). */
  leaseMs: number;
  /** Jobs per pass. */
  batch: number;
  /** Attempts before a job is given up as failed. */
  maxAttempts: number;
  /** Delay before the first retry; doubled for each further failure, at most `maxRetryDelayMs`. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
}

/** Delay before the next attempt after `attempts` failures: retryDelayMs, 2×, 4×… capped. */
export const retryDelay = (s: Pick<MailJobSettings, 'retryDelayMs' | 'maxRetryDelayMs'>, attempts: number) =>
  Math.min(s.retryDelayMs * 2 ** Math.max(attempts - 1, 0), s.maxRetryDelayMs);

/**
 * Claims up to `batch` due jobs for `worker` (or only the job `only`, when it is queued and not held by
 * another worker, due or not): SELECT … FOR UPDATE SKIP LOCKED makes concurrent replicas take disjoint
 * rows, and the lease (claimed_until) commits before any work starts, so no row lock is held while
 * rendering or talking to the mail server or another service.
 */
export async function claimMailJobs(
  db: Db,
  worker: string,
  s: MailJobSettings,
  now = new Date(),
  only?: { kind: MailJobKind; ref: string },
) {
  return db.transaction(async (trx) => {
    const due = only ? trx('mail_jobs').where(only) : trx('mail_jobs').where('next_attempt_at', '<=', now);
    const rows = (await due
      .andWhere({ status: 'queued' })
      .andWhere((w) => w.whereNull('claimed_until').orWhere('claimed_until', '<', now))
      .orderBy('next_attempt_at')
      .limit(s.batch)
      .forUpdate()
      .skipLocked()
      .select('*')) as MailJobRow[];
    if (rows.length) {
      await trx('mail_jobs')
        .whereIn(
          'id',
          rows.map((r) => r.id),
        )
        .update({ claimed_by: worker, claimed_until: new Date(now.getTime() + s.leaseMs) });
    }
    return rows;
  });
}

/** Marks a job done (sent, or skipped with the reason); only while this worker still holds it. */
export async function finishMailJob(
  db: Db,
  job: MailJobRow,
  worker: string,
  outcome: { status: 'sent' } | { status: 'skipped'; reason: string },
): Promise<void> {
  await db('mail_jobs')
    .where({ id: job.id, claimed_by: worker })
    .update({
      status: outcome.status,
      attempts: job.attempts + 1,
      sent_at: outcome.status === 'sent' ? new Date() : null,
      last_error: outcome.status === 'skipped' ? outcome.reason : null,
      claimed_by: null,
      claimed_until: null,
    });
}

/** Records a failed attempt: retried after the backoff, or given up after the last attempt. */
export async function failMailJob(
  db: Db,
  job: MailJobRow,
  worker: string,
  error: unknown,
  s: MailJobSettings,
  now = new Date(),
): Promise<void> {
  const attempts = job.attempts + 1;
  const givenUp = attempts >= s.maxAttempts && !RETRIED_UNTIL_DONE.includes(job.kind);
  await db('mail_jobs')
    .where({ id: job.id, claimed_by: worker })
    .update({
      status: givenUp ? 'failed' : 'queued',
      attempts,
      next_attempt_at: new Date(now.getTime() + retryDelay(s, attempts)),
      last_error: String((error as Error)?.message ?? error).slice(0, 2000),
      claimed_by: null,
      claimed_until: null,
    });
}
