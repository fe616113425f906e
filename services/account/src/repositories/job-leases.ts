import type { Db } from '@yayasan/service-kit';

// The leases of the background jobs (migration 008): a worker claims a row of `data_exports` or
// `account_erasures` before working on it, by the `claimed_until` and `attempts` columns both tables have.

const JOB_TABLES = { export: 'data_exports', erasure: 'account_erasures' } as const;

/** Which kind of job: a data export or an account erasure. */
export type JobKind = keyof typeof JOB_TABLES;

/**
 * Takes the row for this worker until `until` when no other holds it at `now`, counting the attempt;
 * false when another was quicker.
 */
export async function claimJob(db: Db, kind: JobKind, id: number, now: Date, until: Date): Promise<boolean> {
  const taken = await db(JOB_TABLES[kind])
    .where({ id })
    .andWhere((q) => q.whereNull('claimed_until').orWhere('claimed_until', '<', now))
    .update({ claimed_until: until, attempts: db.raw('attempts + 1') });
  return taken === 1;
}

/** How many times the job was claimed. */
export async function attemptsOf(db: Db, kind: JobKind, id: number): Promise<number> {
  const row = await db(JOB_TABLES[kind]).where({ id }).first('attempts');
  return Number(row?.attempts ?? 0);
}

/** Gives the job back after a failed try, with the changes that say when (or whether) it runs again. */
export async function releaseJob(db: Db, kind: JobKind, id: number, changes: Record<string, unknown>): Promise<void> {
  await db(JOB_TABLES[kind]).where({ id }).update(changes);
}

/** Ends the lease of a job that was done. */
export async function endLease(db: Db, kind: JobKind, id: number): Promise<void> {
  await db(JOB_TABLES[kind]).where({ id }).update({ claimed_until: null });
}
