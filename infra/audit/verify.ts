import type { Knex } from 'knex';
import { isNoSuchTableError, type AuditTrail } from '@yayasan/service-kit';
import { accountAudit } from '@yayasan/service-account/maintenance';
import { blogAudit } from '@yayasan/service-blog/maintenance';
import { donationAudit } from '@yayasan/service-donation/maintenance';
import { galleryAudit } from '@yayasan/service-gallery/maintenance';
import { gatewayAudit } from '@yayasan/service-gateway/releases';

/** Every service's audit trail, in the order the report lists them. */
export const AUDIT_TRAILS: readonly AuditTrail[] = [donationAudit, galleryAudit, blogAudit, accountAudit, gatewayAudit];

export interface TrailReport {
  service: string;
  ok: boolean;
  checked: number;
  detail: string;
}

/** Whether the service's migrations created its audit trail in this database (each service migrates on its own). */
async function trailCreated(db: Knex, service: string): Promise<boolean> {
  try {
    return Boolean(await db(`knex_migrations_${service}`).where('name', 'like', '%\\_audit\\_trail').first('id'));
  } catch (err) {
    if (isNoSuchTableError(err)) return false;
    throw err;
  }
}

/**
 * Recomputes each service's chain. A service whose migrations never ran in this database has no
 * trail to check (said so); one whose migration ran but whose tables cannot be read is a failure.
 */
export async function verifyAuditTrails(db: Knex, trails = AUDIT_TRAILS): Promise<TrailReport[]> {
  const reports: TrailReport[] = [];
  for (const trail of trails) {
    try {
      if (!(await trailCreated(db, trail.service))) {
        reports.push({ service: trail.service, ok: true, checked: 0, detail: 'no audit trail in this database' });
        continue;
      }
      const { checked, mismatch } = await trail.verify(db);
      reports.push(
        mismatch
          ? { service: trail.service, ok: false, checked, detail: `record ${mismatch.seq}: ${mismatch.reason}` }
          : { service: trail.service, ok: true, checked, detail: `${checked} records, the chain matches` },
      );
    } catch (err) {
      reports.push({
        service: trail.service,
        ok: false,
        checked: 0,
        detail: `could not run: ${err instanceof Error ? err.message : String(err)}`,
      });
    }
  }
  return reports;
}

/** `npm run audit:verify`: one line per service; exit code 1 when any chain does not match. */
export async function runAuditVerify(
  db: Knex,
  print: (line: string) => void = console.log,
  trails = AUDIT_TRAILS,
): Promise<number> {
  const reports = await verifyAuditTrails(db, trails);
  const width = Math.max(...reports.map((r) => r.service.length));
  for (const r of reports) print(`${r.ok ? 'OK      ' : 'TAMPERED'}  ${r.service.padEnd(width)}  ${r.detail}`);
  const bad = reports.filter((r) => !r.ok);
  print(
    bad.length
      ? `Audit trail check failed: ${bad.map((r) => r.service).join(', ')} (an edited, removed or inserted record).`
      : `Audit trails verified: ${reports.reduce((n, r) => n + r.checked, 0)} records in ${reports.length} services.`,
  );
  return bad.length ? 1 : 0;
}
