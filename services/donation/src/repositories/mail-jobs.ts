import type { Knex } from 'knex';
import type { Db } from '@yayasan/service-kit';

/**
 * The mail outbox: one row per piece of work an event promises, written in the same database
 * transaction as the event (a ledger move to a successful state, a stored news post), unique per
 * (kind, ref), so a repeated event never stores it twice. After the commit the row is handed to the
 * job queue ('mail', job id `mail-<row id>`, so it is never queued twice); a sweeper job hands over
 * rows a crash between commit and hand-over left behind. The row stays the record of the work: a
 * worker claims it with a lease before doing it and marks it done, or failed for a retry.
 *
 * Kinds: 'receipt' and 'campaign-news' send one mail to `user_id`; 'payment-instructions' and
 * 'payment-reminder' send an unpaid donation's instructions (ref: the transaction's row id) while it
 * can still be paid; 'news-notifications' asks the blog service to notify the donors of the news post
 * `ref` (posted by `user_id`); 'offline-receipt' and 'offline-campaign-news' write to the address an
 * administrator recorded with an offline gift (ref: the gift's transaction row id, and '<news>:gift-<id>'),
 * which has no account behind it (`user_id` 0); 'donation-notification' asks the blog service to tell
 * the administrators of a payment that started counting (ref: the transaction's row id); the 'pledge-…'
 * kinds are monthly pledges' confirmations, reminders and notices (pledge-mail-jobs.ts).
 */

export type MailJobKind =
  | 'receipt'
  | 'campaign-news'
  | 'news-notifications'
  | 'payment-instructions'
  | 'payment-reminder'
  | 'offline-receipt'
  | 'offline-campaign-news'
  | 'donation-notification'
  | 'pledge-change'
  | 'pledge-reminder'
  | 'pledge-campaign-ended'
  | 'pledge-notice';

/** The `user_id` of a mail to an offline gift's donor, who has no account. */
export const NO_ACCOUNT = 0;

/**
 * Jobs that are never given up: asking again costs nothing and can never notify anyone twice, and a
 * notification a stored post or a settled donation promised must arrive however long the blog service is away.
 */
const RETRIED_UNTIL_DONE: readonly MailJobKind[] = ['news-notifications', 'donation-notification', 'pledge-notice'];
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
  /** When the row was handed to the job queue (null: not yet). */
  enqueued_at: Date | null;
}

export interface NewMailJob {
  kind: MailJobKind;
  ref: string;
  userId: number;
  payload?: unknown;
}

const storedListeners = new Set<() => void>();

/** Calls `listener` whenever mails were stored (after their transaction committed); returns its removal. */
export function onMailsStored(listener: () => void): () => void {
  storedListeners.add(listener);
  return () => void storedListeners.delete(listener);
}

const announceStored = () => storedListeners.forEach((listener) => listener());

/**
 * Stores mails in the outbox; one already stored (or sent) for the same kind and ref is left as it is.
 * Given a transaction, the mail workers hear of them once it commits (never of a rolled-back one).
 */
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
  if (!('executionPromise' in db)) return announceStored();
  db.executionPromise.then(announceStored, () => undefined);
}

/**
 * Stored mails to hand to the job queue, oldest first, with when each is due: those never handed
 * over, and those still waiting that were handed over before `handedBefore` (a queue that lost its
 * jobs — Redis emptied, the in-process runner restarted — gets them again; one it still has keeps them).
 */
export async function unqueuedMailJobs(
  db: Db,
  limit: number,
  handedBefore: Date,
): Promise<{ id: number; dueAt: Date }[]> {
  const rows: { id: number; next_attempt_at: Date }[] = await db('mail_jobs')
    .where({ status: 'queued' })
    .andWhere((w) => w.whereNull('enqueued_at').orWhere('enqueued_at', '<', handedBefore))
    .orderBy('id')
    .limit(limit)
    .select('id', 'next_attempt_at');
  return rows.map((r) => ({ id: Number(r.id), dueAt: new Date(r.next_attempt_at) }));
}

export async function markMailJobsEnqueued(db: Db, ids: number[], now = new Date()): Promise<void> {
  if (ids.length) await db('mail_jobs').whereIn('id', ids).update({ enqueued_at: now });
}

export interface MailJobSettings {
  /** Time between sweeps of the outbox; 0 turns this process's mail worker off (another replica's does it). */
  intervalMs: number;
  /** How long a claimed job is left to its worker (longer than rendering and sending one mail). */
  leaseMs: number;
  /** Jobs one process does at once. */
  concurrency: number;
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
 * Claims the job `which` (its row id, or kind and ref) for `worker` when it is queued, due and no other
 * worker holds it: one conditional UPDATE, so two workers never both get it, and the lease commits
 * before any work starts (no row lock is held while rendering or talking to another server). A worker
 * that found the job due a moment ago cannot take it once another has tried it and set its next attempt.
 */
export async function claimMailJob(
  db: Db,
  which: number | { kind: MailJobKind; ref: string },
  worker: string,
  s: Pick<MailJobSettings, 'leaseMs'>,
  now = new Date(),
): Promise<MailJobRow | undefined> {
  const row = db('mail_jobs').where(typeof which === 'number' ? { id: which } : which);
  const claimed = await row
    .clone()
    .andWhere({ status: 'queued' })
    .andWhere('next_attempt_at', '<=', now)
    .andWhere((w) => w.whereNull('claimed_until').orWhere('claimed_until', '<', now))
    .update({ claimed_by: worker, claimed_until: new Date(now.getTime() + s.leaseMs) });
  if (!claimed) return undefined;
  return row.clone().andWhere({ claimed_by: worker }).first();
}

/** The job's status now (undefined: no such job). */
export async function mailJobStatus(db: Db, which: number | { kind: MailJobKind; ref: string }) {
  const row: { status: MailJobStatus } | undefined = await db('mail_jobs')
    .where(typeof which === 'number' ? { id: which } : which)
    .first('status');
  return row?.status;
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

/** Records a failed attempt: retried after the backoff (resolves to false), or given up (true). */
export async function failMailJob(
  db: Db,
  job: MailJobRow,
  worker: string,
  error: unknown,
  s: MailJobSettings,
  now = new Date(),
): Promise<boolean> {
  const attempts = job.attempts + 1;
  const givenUp = attempts >= s.maxAttempts && !RETRIED_UNTIL_DONE.includes(job.kind);
  await db('mail_jobs')
    .where({ id: job.id, claimed_by: worker })
    .update({
      status: givenUp ? 'failed' : 'queued',
      attempts,
      next_attempt_at: new Date(now.getTime() + retryDelay(s, attempts)),
      last_error: String(error instanceof Error ? error.message : error).slice(0, 2000),
      claimed_by: null,
      claimed_until: null,
    });
  return givenUp;
}

/** Drops the mails about a news post that are still waiting (the post was deleted). */
export async function skipQueuedNewsMails(db: Db | Knex.Transaction, newsId: string): Promise<void> {
  await db('mail_jobs')
    .whereIn('kind', ['campaign-news', 'offline-campaign-news'])
    .where({ status: 'queued' })
    .andWhere('ref', 'like', `${newsId}:%`)
    .update({ status: 'skipped', last_error: 'the news post was deleted' });
}
