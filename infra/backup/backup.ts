import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { connectionFromUrl } from '@yayasan/service-kit';
import infraPackage from '../package.json';
import { archiveOf } from './archive';
import { consistentDump } from './consistent-dump';
import { campaignTotals, rowCounts, schemaVersions } from './facts';
import type { BackupLocation } from './location';
import {
  archiveFile,
  backupName,
  backupTime,
  DUMP_FILE,
  MANIFEST_FILE,
  MANIFEST_SUM_FILE,
  perStore,
  type BackupManifest,
  type StoreName,
} from './manifest';
import { toolOutput } from './mariadb-tools';
import type { FileSource } from './stores';

/** This command's name and version (the infra package's). */
export const TOOL = { name: 'yayasan-backup', version: infraPackage.version };

export const NO_BINLOG_WARNING =
  'binary logging is off on this server (log_bin OFF): this backup restores only to its own moment; ' +
  'point-in-time recovery (restore --until) is impossible until the server keeps binary logs';

export interface BackupOptions {
  /** mysql:// URL of the live database. */
  databaseUrl: string;
  location: BackupLocation;
  stores: Record<StoreName, FileSource>;
  print?: (line: string) => void;
}

/**
 * `npm run backup`: the database (a consistent dump with its binary log position) and the media and
 * release stores, streamed to the backup location with a manifest of sizes, checksums and the figures
 * a restore is checked against. The stores are copied after the database snapshot: every file the
 * database names is in them (uploads and releases are written before their rows, never changed after).
 */
export async function runBackup(o: BackupOptions): Promise<BackupManifest> {
  const print = o.print ?? console.log;
  const database = connectionFromUrl(o.databaseUrl).database;
  if (!database) throw new Error('DATABASE_URL must name a database');
  const name = backupName(new Date());
  const writer = await o.location.create(name);
  try {
    const files: BackupManifest['files'] = [];
    let dumpFile: BackupManifest['files'][number] | undefined;
    const dump = await consistentDump({
      url: o.databaseUrl,
      write: async (sql) => (dumpFile = { name: DUMP_FILE, ...(await writer.write(DUMP_FILE, sql)) }),
      read: async (db) => ({
        rowCounts: await rowCounts(db),
        schemaVersions: await schemaVersions(db),
        campaigns: await campaignTotals(db),
        server: String((await db.raw('SELECT VERSION() AS v'))[0][0].v),
      }),
    });
    files.push(dumpFile!);
    if (!dump.binlog) print(`WARNING: ${NO_BINLOG_WARNING}`);

    const stores = await perStore(async (store) => {
      const { stream, counted } = archiveOf(o.stores[store]);
      const [measured, count] = await Promise.all([writer.write(archiveFile(store), stream), counted]);
      files.push({ name: archiveFile(store), ...measured });
      return { source: o.stores[store].description, ...count };
    });

    const manifest: BackupManifest = {
      format: 1,
      name,
      takenAt: dump.takenAt.toISOString(),
      tool: { ...TOOL, dump: await toolOutput('mariadb-dump', ['--version']), server: dump.facts.server },
      database,
      binlog: dump.binlog,
      pointInTime: dump.binlog
        ? `possible: replay the binary logs from ${dump.binlog.file}:${dump.binlog.position} (restore --until)`
        : `impossible: ${NO_BINLOG_WARNING}`,
      files,
      schemaVersions: dump.facts.schemaVersions,
      rowCounts: dump.facts.rowCounts,
      campaigns: dump.facts.campaigns,
      stores,
    };
    const text = `${JSON.stringify(manifest, null, 2)}\n`;
    await writer.write(MANIFEST_SUM_FILE, Readable.from([`${createHash('sha256').update(text).digest('hex')}\n`]));
    // The manifest last: a backup without one is incomplete and is never listed.
    await writer.write(MANIFEST_FILE, Readable.from([text]));
    await writer.commit();
    print(`Backup ${name} written to ${o.location.description}`);
    for (const f of files) print(`  ${f.name.padEnd(18)} ${String(f.size).padStart(12)} bytes  sha256 ${f.sha256}`);
    print(
      dump.binlog
        ? `  binary log position ${dump.binlog.file}:${dump.binlog.position} (point-in-time restore possible)`
        : '  binary log position: none (binary logging off; point-in-time restore impossible)',
    );
    return manifest;
  } catch (err) {
    await writer.abort().catch(() => undefined);
    throw err;
  }
}

/**
 * Removes the backups older than `days` days, by the time in their names; the newest is always kept,
 * however old. Answers the names removed.
 */
export async function pruneBackups(location: BackupLocation, days: number, now = new Date()): Promise<string[]> {
  const names = await location.list();
  const cutoff = now.getTime() - days * 24 * 3600_000;
  const old = names.slice(0, -1).filter((n) => backupTime(n)!.getTime() < cutoff);
  for (const n of old) await location.remove(n);
  return old;
}
