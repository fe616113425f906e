import { recordOf } from '@yayasan/contracts';

/** What `manifest.json` records about one backup; the restore checks the files and the database against it. */
export interface BackupManifest {
  format: 1;
  /** The backup's name: its UTC time, see backupName. */
  name: string;
  /** When the database snapshot was taken (ISO 8601, UTC). */
  takenAt: string;
  tool: { name: string; version: string; dump: string; server: string };
  database: string;
  /** Where the binary log stood at the snapshot; null when the server had binary logging off. */
  binlog: { file: string; position: number } | null;
  /** Said plainly for whoever reads the file: whether the binary logs can bring this backup to a later moment. */
  pointInTime: string;
  files: { name: string; size: number; sha256: string }[];
  /** The latest migration of each service (`knex_migrations_<service>`). */
  schemaVersions: Record<string, string | null>;
  rowCounts: Record<string, number>;
  /** Each campaign's collected total and the sum of its ledger's contributions, equal in a sound database. */
  campaigns: { id: number; donation_id: string; totalCollected: number; ledgerCollected: number }[];
  stores: Record<StoreName, { source: string; files: number; bytes: number }>;
}

export type StoreName = 'media' | 'releases';
export const STORES: StoreName[] = ['media', 'releases'];

/** One value per store, computed store after store (never two stores at once). */
export async function perStore<V>(valueOf: (store: StoreName) => Promise<V>): Promise<Record<StoreName, V>> {
  const values: V[] = [];
  for (const store of STORES) values.push(await valueOf(store));
  return recordOf(STORES, (store) => values[STORES.indexOf(store)]);
}

export const DUMP_FILE = 'database.sql.gz';
export const archiveFile = (store: StoreName) => `${store}.tar.gz`;
export const MANIFEST_FILE = 'manifest.json';
/** The manifest's own SHA-256, so a changed manifest is refused like any other changed file. */
export const MANIFEST_SUM_FILE = 'manifest.json.sha256';

/** `2026-11-27T10-15-00Z`: the UTC time, sortable, and usable as a folder or key name anywhere. */
export const backupName = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');

const NAME = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z$/;

/** The time a backup name stands for, or null for anything that is not a backup's name. */
export function backupTime(name: string): Date | null {
  const m = NAME.exec(name);
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) : null;
}
