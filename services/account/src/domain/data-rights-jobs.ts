import type { Db } from '@yayasan/service-kit';
import type { DataRightsSettings } from '../config';
import { dueErasureIds } from '../repositories/account-erasures';
import { dueExportIds } from '../repositories/data-exports';
import { attemptsOf, claimJob, endLease, releaseJob, type JobKind } from '../repositories/job-leases';
import { prepareExport, removeExpiredExports, type ExportDeps } from './data-exports';
import { runErasure, type ErasureDeps } from './erasures';

/** How long a worker holds an export or erasure it took before another replica may take it over. */
const LEASE_MS = 30 * 60_000;
const BATCH = 5;

/** Takes the job for LEASE_MS when no other worker holds it; false when another was quicker. */
async function claim(db: Db, kind: JobKind, id: number): Promise<boolean> {
  const now = new Date();
  return claimJob(db, kind, id, now, new Date(now.getTime() + LEASE_MS));
}

/** A failed try: released for a later pass after a delay doubling per attempt, or given up. */
async function release(db: Db, kind: JobKind, id: number, settings: DataRightsSettings, err: unknown) {
  const attempts = await attemptsOf(db, kind, id);
  const delay = settings.retryDelayMs * 2 ** Math.max(0, attempts - 1);
  const changes: Record<string, unknown> = { claimed_until: null, last_error: String(err).slice(0, 2000) };
  if (kind === 'export') {
    if (attempts >= settings.maxAttempts) changes.status = 'failed';
    else changes.next_attempt_at = new Date(Date.now() + delay);
  } else {
    // An erasure is never given up: it is due again after the delay.
    changes.due_at = new Date(Date.now() + delay);
  }
  await releaseJob(db, kind, id, changes);
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
  const exports = await dueExportIds(db, now, BATCH);
  for (const id of exports) {
    if (!(await claim(db, 'export', id))) continue;
    try {
      await prepareExport(deps, id);
      await endLease(db, 'export', id);
      result.exports++;
    } catch (err) {
      deps.log.error({ err, exportId: id }, 'data export failed');
      await release(db, 'export', id, settings, err);
      result.failed++;
    }
  }
  const erasures = await dueErasureIds(db, now, BATCH);
  for (const id of erasures) {
    if (!(await claim(db, 'erasure', id))) continue;
    try {
      await runErasure(deps, id);
      await endLease(db, 'erasure', id);
      result.erasures++;
    } catch (err) {
      deps.log.error({ err, erasureId: id }, 'account erasure failed');
      await release(db, 'erasure', id, settings, err);
      result.failed++;
    }
  }
  await removeExpiredExports(db, settings);
  return result;
}
