import type { Db } from '@yayasan/service-kit';

// Personal data exports and their files: every query on `data_exports` lives here (the worker's
// lease columns are moved in job-leases.ts).

export const latestExport = (db: Db, userId: number) =>
  db('data_exports').where({ user_id: userId }).orderBy('id', 'desc').first();

/** The user's export waiting to be prepared, if any. */
export const queuedExportOf = (db: Db, userId: number) =>
  db('data_exports').where({ user_id: userId, status: 'queued' }).first();

/** Queues an export; resolves to its id. */
export async function insertExport(db: Db, userId: number): Promise<number> {
  const [id] = await db('data_exports').insert({ user_id: userId });
  return id;
}

export const exportById = (db: Db, exportId: number) => db('data_exports').where({ id: exportId }).first();

/** The user's exports in the order they were asked for (a personal data export). */
export const exportsOf = (db: Db, userId: number) => db('data_exports').where({ user_id: userId }).orderBy('id');

export async function markExportFailed(db: Db, exportId: number, lastError: string): Promise<void> {
  await db('data_exports').where({ id: exportId }).update({ status: 'failed', last_error: lastError });
}

export async function markExportReady(db: Db, exportId: number, fileName: string, expiresAt: Date): Promise<void> {
  await db('data_exports')
    .where({ id: exportId })
    .update({ status: 'ready', file_name: fileName, expires_at: expiresAt, last_error: null });
}

export const readyExportById = (db: Db, exportId: number) =>
  db('data_exports').where({ id: exportId, status: 'ready' }).first();

/** The exports that still have a file: those whose link has expired or, given a user, all of that user's. */
export function exportsWithFiles(db: Db, userId?: number) {
  const q = db('data_exports').whereNotNull('file_name');
  if (userId === undefined) q.where('expires_at', '<', new Date());
  else q.where({ user_id: userId });
  return q.select('id', 'file_name');
}

/** Notes that the export's file was removed. */
export async function forgetExportFile(db: Db, exportId: number): Promise<void> {
  await db('data_exports').where({ id: exportId }).update({ file_name: null });
}

/** Gives up the user's exports still waiting to be prepared. */
export async function failQueuedExportsOf(db: Db, userId: number): Promise<void> {
  await db('data_exports').where({ user_id: userId, status: 'queued' }).update({ status: 'failed' });
}

/** Up to `limit` ids of queued exports due by `now`, oldest first. */
export const dueExportIds = (db: Db, now: Date, limit: number): Promise<number[]> =>
  db('data_exports')
    .where({ status: 'queued' })
    .andWhere('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .pluck('id');
