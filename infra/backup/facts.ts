import type { Knex } from 'knex';
import { ledgerTotals } from '@yayasan/service-donation/maintenance';
import type { BackupManifest } from './manifest';
import { rawRows } from './raw-rows';

type Conn = Knex | Knex.Transaction;
const MIGRATIONS_TABLE = /^knex_migrations_(.+)$/;

/** The database's base tables, by name. */
export async function tableNames(db: Conn): Promise<string[]> {
  const [rows] = await db.raw(
    "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
  );
  return rawRows(rows).map((r) => String(r.name));
}

/** Exact row counts of every table (COUNT(*), not the engine's estimate). */
export async function rowCounts(db: Conn): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(db)) {
    const [row] = await db(table).count({ n: '*' });
    counts[table] = Number(row.n);
  }
  return counts;
}

/** Each service's latest migration, from its own `knex_migrations_<service>` table. */
export async function schemaVersions(db: Conn): Promise<Record<string, string | null>> {
  const versions: Record<string, string | null> = {};
  for (const table of await tableNames(db)) {
    const service = MIGRATIONS_TABLE.exec(table)?.[1];
    if (!service || service.endsWith('_lock')) continue;
    const latest = await db(table).orderBy('id', 'desc').first('name');
    versions[service] = latest ? String(latest.name) : null;
  }
  return versions;
}

/** Every campaign's collected total beside its ledger's sum of contributions. */
export async function campaignTotals(db: Conn): Promise<BackupManifest['campaigns']> {
  if (!(await tableNames(db)).includes('donations')) return [];
  const campaigns = await db('donations').orderBy('id').select('id', 'donation_id', 'total_collected');
  const totals: BackupManifest['campaigns'] = [];
  for (const c of campaigns) {
    totals.push({
      id: Number(c.id),
      donation_id: c.donation_id,
      totalCollected: Number(c.total_collected),
      ledgerCollected: (await ledgerTotals(db, Number(c.id))).collected,
    });
  }
  return totals;
}
