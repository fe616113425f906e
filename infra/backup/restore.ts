import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import knex, { type Knex } from 'knex';
import { connectionFromUrl } from '@yayasan/service-kit';
import { unpackInto } from './archive';
import { binlogFilesFrom, replayBinlog } from './binlog';
import { reportTable, restoreChecks, type CheckRow } from './checks';
import { tableNames } from './facts';
import { FolderLocation, type BackupLocation } from './location';
import {
  archiveFile,
  DUMP_FILE,
  MANIFEST_FILE,
  MANIFEST_SUM_FILE,
  perStore,
  STORES,
  type BackupManifest,
} from './manifest';
import { measuring } from './measure';
import { startTool, toolConnection } from './mariadb-tools';
import { formatUtc, formatWib, UNTIL_ZONE } from './until';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export interface RestoreOptions {
  /** mysql:// URL of the live database: its server receives the restore, its name is the live one. */
  databaseUrl: string;
  location: BackupLocation;
  backup: string;
  until?: Date;
  /** Database to restore into (default `<live>_restore_<UTC time>`). */
  database?: string;
  overLive?: boolean;
  /** Folder the media and release files are restored into (`<folder>/media`, `<folder>/releases`). */
  filesDir: string;
  print?: (line: string) => void;
  now?: Date;
}

export interface RestoreResult {
  /** 0 when every check passed; 1 when the backup was refused or a check failed. */
  code: number;
  database?: string;
  rows: CheckRow[];
}

async function readAll(stream: Readable): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

/** Every file of the backup against the manifest (and the manifest against its own sum), streamed. */
export async function verifyBackup(
  location: BackupLocation,
  name: string,
): Promise<{ manifest: BackupManifest | null; rows: CheckRow[] }> {
  const text = await readAll(await location.read(name, MANIFEST_FILE));
  const sum = (await readAll(await location.read(name, MANIFEST_SUM_FILE))).trim();
  const found = createHash('sha256').update(text).digest('hex');
  const rows: CheckRow[] = [{ check: `sha256 ${MANIFEST_FILE}`, expected: sum, found, ok: sum === found }];
  if (sum !== found) return { manifest: null, rows };
  const manifest = JSON.parse(text) as BackupManifest;
  for (const f of manifest.files) {
    const measure = measuring();
    try {
      await pipeline(await location.read(name, f.name), measure, async (source) => {
        for await (const chunk of source) void chunk;
      });
      const m = measure.result();
      rows.push({
        check: `sha256 ${f.name}`,
        expected: `${f.size} bytes ${f.sha256}`,
        found: `${m.size} bytes ${m.sha256}`,
        ok: m.size === f.size && m.sha256 === f.sha256,
      });
    } catch (err) {
      rows.push({ check: `sha256 ${f.name}`, expected: f.sha256, found: messageOf(err), ok: false });
    }
  }
  return { manifest, rows };
}

const restoreName = (live: string, now: Date) =>
  `${live}_restore_${now.toISOString().slice(0, 19).replace(/[-:T]/g, '')}`.slice(0, 64);

/** A backup given as a folder path is read there; a bare name is looked up in the configured location. */
export function locateBackup(backup: string, configured: BackupLocation): { location: BackupLocation; name: string } {
  if (existsSync(join(backup, MANIFEST_FILE))) {
    const trimmed = backup.replace(/[/\\]+$/, '');
    const cut = Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\'));
    return { location: new FolderLocation(trimmed.slice(0, cut + 1) || '.'), name: trimmed.slice(cut + 1) };
  }
  return { location: configured, name: backup };
}

/**
 * `npm run restore`: checks the backup whole before anything is touched, restores it into a new database
 * (the live one only with overLive), replays the binary logs up to `until`, restores the stored files,
 * then checks the result and prints a report. Answers exit code 0 only when every check passed.
 */
export async function runRestore(o: RestoreOptions): Promise<RestoreResult> {
  const print = o.print ?? console.log;
  const refuse = (why: string, rows: CheckRow[] = []): RestoreResult => {
    if (rows.length) print(reportTable(rows));
    print(`Restore refused: ${why}. Nothing was changed.`);
    return { code: 1, rows };
  };

  const verified = await verifyBackup(o.location, o.backup).catch((err: Error) => err);
  if (verified instanceof Error) return refuse(`the backup ${o.backup} cannot be read (${verified.message})`);
  if (!verified.manifest || verified.rows.some((r) => !r.ok))
    return refuse('a file of the backup does not match its checksum', verified.rows);
  const manifest = verified.manifest;

  const live = connectionFromUrl(o.databaseUrl).database!;
  const target = o.database ?? restoreName(live, o.now ?? new Date());
  const serverUrl = o.databaseUrl.replace(/\/[^/]*$/, '');
  const admin = knex({ client: 'mysql2', connection: { ...connectionFromUrl(serverUrl), database: undefined } });
  let db: Knex | undefined;
  try {
    // Every reason to refuse is found before anything is written.
    const [tables] = await admin.raw('SELECT COUNT(*) AS n FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?', [
      target,
    ]);
    // An empty or missing database is restored into, even under the live name (the live one was lost).
    if (Number(tables[0].n) > 0 && target === live && !o.overLive)
      return refuse(`${target} is the live database; restoring over it needs --over-live`);
    if (Number(tables[0].n) > 0 && target !== live) return refuse(`the database ${target} exists and is not empty`);
    for (const store of STORES) {
      const dir = join(o.filesDir, store);
      if (existsSync(dir) && readdirSync(dir).length) return refuse(`the folder ${dir} exists and is not empty`);
    }
    let binlogFiles: string[] = [];
    if (o.until) {
      if (!manifest.binlog)
        return refuse('the backup was taken with binary logging off: it restores only to its own moment, not --until');
      if (o.until.getTime() < new Date(manifest.takenAt).getTime())
        return refuse(
          `--until ${formatWib(o.until)} WIB is before the backup was taken (${formatWib(new Date(manifest.takenAt))} WIB)`,
        );
      try {
        binlogFiles = await binlogFilesFrom(admin, manifest.binlog.file);
      } catch (err) {
        return refuse(messageOf(err));
      }
    }

    print(`Restoring backup ${manifest.name} (taken ${formatWib(new Date(manifest.takenAt))} WIB) into ${target}`);
    if (target === live) await admin.raw('DROP DATABASE IF EXISTS ??', [target]);
    await admin.raw('CREATE DATABASE IF NOT EXISTS ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [target]);
    const tool = toolConnection(serverUrl);
    const client = startTool('mariadb', [...tool.args, '--binary-mode', target], tool.env);
    await Promise.all([
      pipeline(await o.location.read(o.backup, DUMP_FILE), createGunzip(), client.stdin!),
      client.done,
    ]);
    if (o.until && manifest.binlog) {
      print(
        `Replaying the binary logs from ${manifest.binlog.file}:${manifest.binlog.position} up to ` +
          `${formatWib(o.until)} ${UNTIL_ZONE} = ${formatUtc(o.until)} UTC (changes at or after that second are left out)`,
      );
      await replayBinlog({
        serverUrl,
        live: manifest.database,
        target,
        from: manifest.binlog,
        files: binlogFiles,
        until: o.until,
      });
    }
    const files = await perStore(async (store) =>
      unpackInto(await o.location.read(o.backup, archiveFile(store)), join(o.filesDir, store)),
    );
    print(`Files restored into ${o.filesDir}`);

    db = knex({
      client: 'mysql2',
      connection: { ...connectionFromUrl(serverUrl), database: target },
      pool: { min: 0, max: 2 },
    });
    if (!(await tableNames(db)).length) throw new Error(`nothing was restored into ${target}`);
    const rows = await restoreChecks({ db, manifest, replayed: !!o.until, files });
    print(reportTable(rows));
    const failed = rows.filter((r) => !r.ok).length;
    print(
      failed ? `Restore into ${target}: ${failed} check(s) FAILED.` : `Restore into ${target}: every check passed.`,
    );
    return { code: failed ? 1 : 0, database: target, rows };
  } finally {
    await db?.destroy();
    await admin.destroy();
  }
}
