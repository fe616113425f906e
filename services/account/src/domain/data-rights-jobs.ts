import type { Db } from '@yayasan/service-kit';
import type { DataRightsSettings } from '../config';
import { prepareExport, removeExpiredExports, type ExportDeps } from './data-exports';
import { runErasure, type ErasureDeps } from './erasures';

/** How long a worker holds an export or erasure it took before another replica may take it over. */
const LEASE_MS = 30 * 60_000;
const BATCH = 5;

type JobTable = 'data_exports' | 'account_erasures';

/** Takes the row for this worker when no other holds it; false when another was quicker. */
async function claim(db: Db, table: JobTable, id: number): Promise<boolean> {
  const now = new Date();
  const taken = await db(table)
    .where({ id })
    .andWhere((q) => q.whereNull('claimed_until').orWhere('claimed_until', '<', now))
    .update({ claimed_until: new Date(now.getTime() + LEASE_MS), attempts: db.raw('attempts + 1') });
  return taken === 1;
}

/** A failed try: released for a later pass after a delay doubling per attempt, or given up. */
async function release(db: Db, table: JobTable, id: number, settings: DataRightsSettings, err: unknown) {
  const row = await db(table).where({ id }).first('attempts');
  const attempts = Number(row?.attempts ?? 0);
  const delay = settings.retryDelayMs * 2 ** Math.max(0, attempts - 1);
  const changes: Record<string, unknown> = { claimed_until: null, last_error: String(err).slice(0, 2000) };
  if (table === 'data_exports') {
    if (attempts >= settings.maxAttempts) changes.status = 'failed';
    else changes.next_attempt_at = new Date(Date.now() + delay);
  } else {
    // An erasure is never given up: it is due again after the delay.
    changes.due_at = new Date(Date.now() + delay);
  }
  await db(table).where({ id }).update(changes);
}

export interface PassResult {
  exports: number;
  erasures: number;
  failed: number;
}

/**
 * One background pass, the plain function the service's timer calls (any replica, any number at once):
 * prepares the queued exports, runs the erasures whose grace period is over, removes expired export
 * files. Each export or erasure is claimed first, so no two workers do the same one.
 */
export async function dataRightsPass(deps: ExportDeps & ErasureDeps): Promise<PassResult> {
  const { db, settings } = deps;
  const result: PassResult = { exports: 0, erasures: 0, failed: 0 };
  const now = new Date();
  const exports = await db('data_exports')
    .where({ status: 'queued' })
    .andWhere('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(BATCH)
    .pluck('id');
  for (const id of exports) {
    if (!(await claim(db, 'data_exports', id))) continue;
    try {
      await prepareExport(deps, id);
      await db('data_exports').where({ id }).update({ claimed_until: null });
      result.exports++;
    } catch (err) {
      deps.log.error({ err, exportId: id }, 'data export failed');
      await release(db, 'data_exports', id, settings, err);
      result.failed++;
    }
  }
  const erasures = await db('account_erasures')
    .where({ status: 'scheduled' })
    .andWhere('due_at', '<=', now)
    .orderBy('due_at')
    .limit(BATCH)
    .pluck('id');
  for (const id of erasures) {
    if (!(await claim(db, 'account_erasures', id))) continue;
    try {
      await runErasure(deps, id);
      await db('account_erasures').where({ id }).update({ claimed_until: null });
      result.erasures++;
    } catch (err) {
      deps.log.error({ err, erasureId: id }, 'account erasure failed');
      await release(db, 'account_erasures', id, settings, err);
      result.failed++;
    }
  }
  await removeExpiredExports(db, settings);
  return result;
}
