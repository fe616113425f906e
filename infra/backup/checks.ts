import type { Knex } from 'knex';
import { verifyAllChains } from '@yayasan/service-donation/maintenance';
import type { ArchiveCount } from './archive';
import { verifyAuditTrails } from '../audit/verify';
import { campaignTotals, rowCounts, schemaVersions } from './facts';
import { STORES, type BackupManifest, type StoreName } from './manifest';

/** One line of the restore's report. */
export interface CheckRow {
  check: string;
  expected: string;
  found: string;
  ok: boolean;
}

export interface RestoredState {
  db: Knex;
  manifest: BackupManifest;
  /** Whether binary logs were replayed past the backup (then the data may have grown since). */
  replayed: boolean;
  files: Record<StoreName, ArchiveCount>;
}

/** A verifier of the restored database's integrity: answers null when sound, else what is wrong. */
export interface Verifier {
  name: string;
  verify(db: Knex): Promise<{ ok: boolean; detail: string }>;
}

/** The integrity verifiers every restore runs; each chain of the site (the ledger's now) is one entry. */
export const VERIFIERS: Verifier[] = [
  {
    name: 'ledger hash chains',
    async verify(db) {
      const { checked, mismatch } = await verifyAllChains(db);
      return mismatch
        ? {
            ok: false,
            detail: `campaign ${mismatch.donation_id} (id ${mismatch.donation_pk}), entry ${mismatch.seq}: ${mismatch.reason}`,
          }
        : { ok: true, detail: `${checked} entries, every chain matches` };
    },
  },
  {
    // The audit chain check: every service's trail of administrative acts (npm run audit:verify).
    name: 'audit trail hash chains',
    async verify(db) {
      const reports = await verifyAuditTrails(db);
      const bad = reports.filter((r) => !r.ok);
      return bad.length
        ? { ok: false, detail: bad.map((r) => `${r.service}: ${r.detail}`).join('; ') }
        : { ok: true, detail: `${reports.reduce((n, r) => n + r.checked, 0)} records, every chain matches` };
    },
  },
];

const same = (check: string, expected: unknown, found: unknown): CheckRow => ({
  check,
  expected: String(expected),
  found: String(found),
  ok: String(expected) === String(found),
});

/** What was replayed on top of the backup is growth, reported but not a failure. */
const grown = (check: string, atBackup: number, found: number): CheckRow => ({
  check,
  expected: `${atBackup} at the backup`,
  found: found === atBackup ? String(found) : `${found} (${found > atBackup ? '+' : ''}${found - atBackup} since)`,
  ok: true,
});

/**
 * The restore's checks: the verifiers, then the restored data against the manifest. A restore of the
 * backup alone must match it exactly; one brought to a later moment is checked for its invariants (each
 * campaign's total equals its ledger's contributions) and its growth is reported.
 */
export async function restoreChecks(s: RestoredState): Promise<CheckRow[]> {
  const rows: CheckRow[] = [];
  for (const v of VERIFIERS) {
    const r = await v.verify(s.db).catch((err: Error) => ({ ok: false, detail: `could not run: ${err.message}` }));
    rows.push({ check: v.name, expected: 'verified', found: r.detail, ok: r.ok });
  }
  const versions = await schemaVersions(s.db);
  for (const [service, version] of Object.entries(s.manifest.schemaVersions))
    rows.push(
      s.replayed
        ? { ...same(`schema ${service}`, version, versions[service]), ok: versions[service] !== undefined }
        : same(`schema ${service}`, version, versions[service]),
    );
  const counts = await rowCounts(s.db);
  for (const [table, n] of Object.entries(s.manifest.rowCounts))
    rows.push(s.replayed ? grown(`rows ${table}`, n, counts[table] ?? 0) : same(`rows ${table}`, n, counts[table]));
  const atBackup = new Map(s.manifest.campaigns.map((c) => [c.id, c]));
  for (const c of await campaignTotals(s.db)) {
    const label = `total ${c.donation_id}`;
    if (s.replayed || !atBackup.has(c.id)) rows.push(same(`${label} = ledger`, c.ledgerCollected, c.totalCollected));
    else rows.push(same(label, atBackup.get(c.id)!.totalCollected, c.totalCollected));
  }
  for (const c of s.manifest.campaigns)
    if (!s.replayed && !(await s.db('donations').where({ id: c.id }).first('id')))
      rows.push(same(`total ${c.donation_id}`, c.totalCollected, 'missing'));
  for (const store of STORES) rows.push(same(`files ${store}`, s.manifest.stores[store].files, s.files[store].files));
  return rows;
}

/** The report as an aligned table, failed lines marked. */
export function reportTable(rows: CheckRow[]): string {
  const head = { check: 'check', expected: 'expected', found: 'found', result: 'result' };
  const lines = [head, ...rows.map((r) => ({ ...r, result: r.ok ? 'ok' : 'FAILED' }))];
  const width = (k: keyof typeof head) => Math.min(60, Math.max(...lines.map((l) => l[k].length)));
  const cols = (['check', 'expected', 'found', 'result'] as const).map((k) => [k, width(k)] as const);
  const fmt = (l: typeof head) =>
    cols
      .map(([k, w]) => l[k].padEnd(w))
      .join('  ')
      .trimEnd();
  return [fmt(head), cols.map(([, w]) => '-'.repeat(w)).join('  '), ...lines.slice(1).map(fmt)].join('\n');
}
