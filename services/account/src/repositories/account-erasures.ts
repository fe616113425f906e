import type { Db } from '@yayasan/service-kit';
import type { ErasureTableRow } from '../db/tables';

// Scheduled account erasures: every query on `account_erasures` lives here (the worker's lease
// columns are moved in job-leases.ts).

export const scheduledErasure = (db: Db, userId: number) =>
  db('account_erasures').where({ user_id: userId, status: 'scheduled' }).first();

/** Whether the user has an erasure scheduled (read inside the transaction that would schedule one). */
export async function hasScheduledErasure(trx: Db, userId: number): Promise<boolean> {
  return Boolean(await trx('account_erasures').where({ user_id: userId, status: 'scheduled' }).first('id'));
}

/** Schedules an erasure; resolves to its id. */
export async function insertErasure(
  trx: Db,
  erasure: Pick<ErasureTableRow, 'user_id' | 'content' | 'due_at'>,
): Promise<number> {
  const [id] = await trx('account_erasures').insert(erasure);
  return id;
}

export const erasureById = (db: Db, erasureId: number) => db('account_erasures').where({ id: erasureId }).first();

/** Cancels the user's scheduled erasure; false when none was scheduled. */
export async function cancelErasure(db: Db, userId: number): Promise<boolean> {
  const changed = await db('account_erasures')
    .where({ user_id: userId, status: 'scheduled' })
    .update({ status: 'cancelled', finished_at: db.fn.now(3) });
  return changed > 0;
}

/** Cancels a scheduled erasure the worker may not run, with the reason. */
export async function refuseErasure(db: Db, erasureId: number, reason: string): Promise<void> {
  await db('account_erasures')
    .where({ id: erasureId, status: 'scheduled' })
    .update({ status: 'cancelled', finished_at: db.fn.now(3), last_error: reason });
}

/** The erasure's status, its row locked until the transaction ends. */
export const lockedErasureStatus = (trx: Db, erasureId: number) =>
  trx('account_erasures').where({ id: erasureId }).forUpdate().first('status');

export async function markErasureDone(trx: Db, erasureId: number): Promise<void> {
  await trx('account_erasures')
    .where({ id: erasureId })
    .update({ status: 'done', finished_at: trx.fn.now(3) });
}

/** The user's erasures in the order they were asked for (a personal data export). */
export const erasuresOf = (db: Db, userId: number) => db('account_erasures').where({ user_id: userId }).orderBy('id');

/** Up to `limit` ids of scheduled erasures due by `now`, the earliest first. */
export const dueErasureIds = (db: Db, now: Date, limit: number): Promise<number[]> =>
  db('account_erasures')
    .where({ status: 'scheduled' })
    .andWhere('due_at', '<=', now)
    .orderBy('due_at')
    .limit(limit)
    .pluck('id');
