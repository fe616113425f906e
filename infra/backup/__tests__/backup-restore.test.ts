import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, migrateLatest } from '@yayasan/service-kit';
import { createTestDatabase, freePort, type TestDatabase, type TestService } from '@yayasan/service-kit/testing';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { migrations as donationMigrations } from '@yayasan/service-donation/migrations';
import { insertCampaign } from '@yayasan/service-donation/testing';
import { donationAudit } from '@yayasan/service-donation/maintenance';
import { startMariaDb, type MariaDbServer } from '../../dev/database';
import { NO_BINLOG_WARNING, pruneBackups, runBackup } from '../backup';
import { FolderLocation } from '../location';
import { backupName, MANIFEST_FILE } from '../manifest';
import { runRestore } from '../restore';
import { folderSource } from '../stores';
import { parseUntil } from '../until';

/**
 * Backups on a server without binary logs (as the machine's own may be), the restore's refusals, the
 * retention and the time of --until.
 */
let server: MariaDbServer;
let work: string;
let live: TestDatabase;
let previousServer: string | undefined;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'backup-test-'));
  server = await startMariaDb({ dir: join(work, 'mariadb'), port: await freePort(), args: ['--skip-log-bin'] });
  previousServer = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = server.url;
  live = await createTestDatabase('backup');
  await migrateLatest(live.db, 'account', accountMigrations);
  await migrateLatest(live.db, 'donation', donationMigrations);
  mkdirSync(join(work, 'media', 'demo'), { recursive: true });
  writeFileSync(join(work, 'media', 'demo', 'photo-1.png'), 'not really a picture');
});
afterAll(async () => {
  await live?.drop();
  await server?.stop();
  if (previousServer === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = previousServer;
  rmSync(work, { recursive: true, force: true });
});

const stores = () => ({ media: folderSource(join(work, 'media')), releases: folderSource(join(work, 'releases')) });
const schemas = async () =>
  ((await live.db.raw('SELECT SCHEMA_NAME AS s FROM information_schema.SCHEMATA'))[0] as { s: string }[]).map(
    (r) => r.s,
  );

describe('a backup without binary logs', () => {
  const location = () => new FolderLocation(join(work, 'backups'));

  it('says point-in-time recovery is impossible, restores to its own moment and refuses --until', async () => {
    // The fixture only writes through the service's database.
    await insertCampaign({ db: live.db } as TestService);
    const lines: string[] = [];
    const manifest = await runBackup({
      databaseUrl: live.url,
      location: location(),
      stores: stores(),
      print: (l) => lines.push(l),
    });
    expect(manifest.binlog).toBeNull();
    expect(manifest.pointInTime).toBe(`impossible: ${NO_BINLOG_WARNING}`);
    expect(lines).toContain(`WARNING: ${NO_BINLOG_WARNING}`);
    expect(manifest.schemaVersions).toEqual({
      account: Object.keys(accountMigrations).sort().at(-1),
      donation: Object.keys(donationMigrations).sort().at(-1),
    });
    expect(manifest.rowCounts.donations).toBe(1);
    expect(manifest.stores.media).toMatchObject({ files: 1, bytes: 20 });

    const before = await schemas();
    const refused: string[] = [];
    const pit = await runRestore({
      databaseUrl: live.url,
      location: location(),
      backup: manifest.name,
      until: new Date(Date.now() + 1000),
      filesDir: join(work, 'restored-pit'),
      print: (l) => refused.push(l),
    });
    expect(pit.code).toBe(1);
    expect(refused.join('\n')).toContain('binary logging off');
    expect(await schemas()).toEqual(before);

    const now = new Date('2026-11-27T03:15:00Z');
    const full = await runRestore({
      databaseUrl: live.url,
      location: location(),
      backup: manifest.name,
      filesDir: join(work, 'restored'),
      now,
      print: () => undefined,
    });
    expect({ code: full.code, failed: full.rows.filter((r) => !r.ok) }).toEqual({ code: 0, failed: [] });
    expect(full.database).toBe(`${live.url.split('/').pop()}_restore_20261127031500`);
    expect(readdirSync(join(work, 'restored', 'media', 'demo'))).toEqual(['photo-1.png']);
    // Restoring into the same, now non-empty database again is refused; so is the live one without --over-live.
    for (const database of [full.database!, live.url.split('/').pop()!]) {
      const again = await runRestore({
        databaseUrl: live.url,
        location: location(),
        backup: manifest.name,
        database,
        filesDir: join(work, `again-${database}`),
        print: () => undefined,
      });
      expect(again.code).toBe(1);
      expect(again.rows).toEqual([]);
    }
    // With --over-live, the live database is replaced by the backup's state.
    await live.db('donations').del();
    const over = await runRestore({
      databaseUrl: live.url,
      location: location(),
      backup: manifest.name,
      database: live.url.split('/').pop(),
      overLive: true,
      filesDir: join(work, 'over-live'),
      print: () => undefined,
    });
    expect(over.code).toBe(0);
    const restored = createDb(live.url, { min: 0, max: 1 });
    try {
      expect(await restored('donations').count({ n: '*' })).toEqual([{ n: 1 }]);
      await restored.raw('DROP DATABASE ??', [full.database!]);
    } finally {
      await restored.destroy();
    }
  });
});

describe('the restore checks', () => {
  it('fail the restore (exit 1) when the restored ledger does not verify', async () => {
    const location = new FolderLocation(join(work, 'broken'));
    // A total no ledger entry accounts for: what a hand edit of the books would leave.
    await live.db('donations').update({ total_collected: 5_000 });
    const manifest = await runBackup({ databaseUrl: live.url, location, stores: stores(), print: () => undefined });
    const lines: string[] = [];
    const result = await runRestore({
      databaseUrl: live.url,
      location,
      backup: manifest.name,
      database: 'broken_restore',
      filesDir: join(work, 'broken-files'),
      print: (l) => lines.push(l),
    });
    expect(result.code).toBe(1);
    expect(result.rows.filter((r) => !r.ok).map((r) => r.check)).toEqual(['ledger hash chains']);
    expect(lines.join('\n')).toMatch(/ledger hash chains .* FAILED/);
    expect(lines.at(-1)).toBe('Restore into broken_restore: 1 check(s) FAILED.');
    await live.db.raw('DROP DATABASE broken_restore');
  });

  it('run the audit chain check: an edited record of the audit trail fails the restore', async () => {
    const location = new FolderLocation(join(work, 'broken-audit'));
    const actor = { id: 1, username: 'admin' };
    await live.db.transaction((trx) =>
      donationAudit.record(trx, { action: 'campaign.update', actor, object: { type: 'campaign', id: 'c-1' } }),
    );
    await live.db('donation_audit_log').where({ seq: 1 }).update({ actor_username: 'orang-lain' });
    const manifest = await runBackup({ databaseUrl: live.url, location, stores: stores(), print: () => undefined });
    const lines: string[] = [];
    const result = await runRestore({
      databaseUrl: live.url,
      location,
      backup: manifest.name,
      database: 'broken_audit_restore',
      filesDir: join(work, 'broken-audit-files'),
      print: (l) => lines.push(l),
    });
    expect(result.code).toBe(1);
    // The ledger is still broken by the test above; the audit trail now is too.
    expect(result.rows.filter((r) => !r.ok).map((r) => r.check)).toEqual([
      'ledger hash chains',
      'audit trail hash chains',
    ]);
    expect(lines.join('\n')).toMatch(/audit trail hash chains .* FAILED/);
    await live.db.raw('DROP DATABASE broken_audit_restore');
  });
});

describe('retention', () => {
  it('removes the backups older than the retention, never the newest', async () => {
    const location = new FolderLocation(join(work, 'retention'));
    const day = 24 * 3600_000;
    const now = new Date('2026-11-27T00:00:00Z');
    const names = [40, 31, 29, 1].map((ago) => backupName(new Date(now.getTime() - ago * day)));
    for (const n of names) {
      mkdirSync(join(location.root, n), { recursive: true });
      writeFileSync(join(location.root, n, MANIFEST_FILE), '{}');
    }
    // An unfinished backup is no backup: never counted, never the "newest".
    mkdirSync(join(location.root, backupName(now)), { recursive: true });
    expect(await pruneBackups(location, 30, now)).toEqual(names.slice(0, 2));
    expect(await location.list()).toEqual(names.slice(2));
    // However old, the newest stays.
    expect(await pruneBackups(location, 0.5, new Date(now.getTime() + 100 * day))).toEqual([names[2]]);
    expect(await location.list()).toEqual([names[3]]);
  });
});

describe('--until', () => {
  it('is a time in WIB (UTC+7)', () => {
    expect(parseUntil('2026-11-27 10:15:00').toISOString()).toBe('2026-11-27T03:15:00.000Z');
    expect(parseUntil('2026-01-01 03:00:00').toISOString()).toBe('2025-12-31T20:00:00.000Z');
    for (const bad of ['2026-11-27T10:15:00', '2026-11-27 10:15', '2026-02-30 10:00:00', 'kemarin'])
      expect(() => parseUntil(bad)).toThrow('YYYY-MM-DD HH:MM:SS');
  });
});
