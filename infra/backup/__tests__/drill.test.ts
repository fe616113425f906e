import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { createDb } from '@yayasan/service-kit';
import { insertCampaign } from '@yayasan/service-donation/testing';
import { multipart, tinyPng } from '@yayasan/service-media/testing';
import { ROOT } from '../../dev/paths';
import { runBackup } from '../backup';
import { backupName, DUMP_FILE, type BackupManifest } from '../manifest';
import { runRestore } from '../restore';
import { formatWib } from '../until';
import { donate, secondPassed, serverSecond, settle, startDrill, type Drill } from './drill-env';

/**
 * The backup drill: the site's data is backed up, lost, and restored, to the second, on a MariaDB of the
 * drill's own with binary logs, and a backup taken under a storm of payments restores whole.
 */
let d: Drill;
beforeAll(async () => {
  d = await startDrill();
});
afterAll(() => d?.close());

const ADMIN = { id: 103, username: 'admin', isAdmin: true };
const quiet = () => undefined;

/**
 * A backup of the drill's site. Backups are named by their second, and a second name is refused: on a
 * fast machine two tests' backups can fall in one second, so the next waits until the clock leaves it.
 */
async function backup(): Promise<BackupManifest> {
  while (existsSync(join(d.dirs.backups, backupName(new Date())))) await new Promise((r) => setTimeout(r, 50));
  return runBackup({ databaseUrl: d.url, location: d.location, stores: d.stores, print: quiet });
}

async function article(title: string): Promise<string> {
  const res = await d.blog.inject({
    method: 'POST',
    url: '/create-blog',
    headers: await d.pay.svc.auth(ADMIN),
    payload: {
      title,
      banner: 'http://localhost:8080/media/demo/photo-1.png',
      des: 'Cerita kegiatan anak-anak.',
      content: { time: 1700000000000, blocks: [{ type: 'paragraph', data: { text: title } }] },
      tags: ['Kegiatan'],
      draft: false,
    },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: string }).id;
}

async function upload(): Promise<string> {
  const { payload, headers } = multipart({ filename: 'anak.png', type: 'image/png', body: await tinyPng() });
  const res = await d.media.inject({
    method: 'POST',
    url: '/upload-image',
    payload,
    headers: { ...headers, ...(await d.pay.svc.auth({ id: 101, username: 'donatur', isAdmin: false })) },
  });
  expect(res.statusCode).toBe(200);
  return new URL((res.json() as { file: { url: string } }).file.url).pathname.replace(/^\/media\//, '');
}

/** A settled donation through the real payment path. */
async function gift(donationId: string, amount: number) {
  const order = await donate(d, donationId, amount);
  await settle(d, order);
  return order;
}

const liveDb = () => d.pay.svc.db;
const settledSum = async (db: Knex, pk: number) =>
  Number((await db('transactions').where({ donation_pk: pk, status: 'settlement' }).sum({ s: 'amount' }))[0].s ?? 0);

describe('the backup drill', () => {
  it('brings the data back exactly as it was at a noted second, after the database is lost', async () => {
    // Before the backup: a campaign with two gifts, an article, an upload.
    const campaign = await insertCampaign(d.pay.svc, { target_amount: 10_000_000 });
    const before = [await gift(campaign.donation_id, 25_000), await gift(campaign.donation_id, 50_000)];
    const firstArticle = await article('Sebelum cadangan');
    const picture = await upload();

    const manifest = await backup();
    expect(manifest.binlog).not.toBeNull();
    expect(manifest.campaigns.find((c) => c.id === campaign.pk)).toMatchObject({
      totalCollected: 75_000,
      ledgerCollected: 75_000,
    });
    expect(manifest.stores.media.files).toBeGreaterThanOrEqual(1);

    // After the backup, before the moment: another gift, a second campaign, an article.
    const second = await insertCampaign(d.pay.svc, { target_amount: 5_000_000 });
    const beforeMoment = [await gift(campaign.donation_id, 30_000), await gift(second.donation_id, 40_000)];
    const secondArticle = await article('Setelah cadangan');
    // The moment: a second that began after everything above was written. What the tables hold then
    // is what must come back.
    const moment = await secondPassed(d.admin, await serverSecond(d.admin));
    const TABLES = ['donations', 'transactions', 'ledger_entries', 'blogs', 'users'];
    const atMoment = Object.fromEntries(
      await Promise.all(TABLES.map(async (t) => [t, await liveDb()(t).orderBy('id')] as const)),
    );
    // After the moment: more gifts, a campaign and an article that must not come back.
    const afterMoment = await gift(campaign.donation_id, 45_000);
    const third = await insertCampaign(d.pay.svc);
    await gift(third.donation_id, 20_000);
    const lateArticle = await article('Setelah saat itu');
    expect(await liveDb()('transactions').where({ order_id: afterMoment }).first('status')).toEqual({
      status: 'settlement',
    });

    await d.admin.raw('DROP DATABASE ??', [d.database]);

    const filesDir = join(d.dirs.work, 'restored-pit');
    const lines: string[] = [];
    const result = await runRestore({
      databaseUrl: d.url,
      location: d.location,
      backup: manifest.name,
      until: new Date(moment * 1000),
      database: d.database,
      filesDir,
      print: (l) => lines.push(l),
    });
    expect({ code: result.code, failed: result.rows.filter((r) => !r.ok), lines }).toEqual({
      code: 0,
      failed: [],
      lines: expect.any(Array),
    });
    expect(lines.join('\n')).toContain(`up to ${formatWib(new Date(moment * 1000))} WIB (Asia/Jakarta, UTC+7)`);
    expect(result.rows.find((r) => r.check === 'ledger hash chains')).toMatchObject({ ok: true });

    const restored = createDb(d.url, { min: 0, max: 2 });
    try {
      for (const t of TABLES) expect({ [t]: await restored(t).orderBy('id') }).toEqual({ [t]: atMoment[t] });
      expect(await restored('transactions').where({ order_id: afterMoment })).toEqual([]);
      expect(await restored('blogs').where({ blog_id: lateArticle })).toEqual([]);
      expect(await restored('blogs').whereIn('blog_id', [firstArticle, secondArticle])).toHaveLength(2);
      expect(await restored('transactions').whereIn('order_id', [...before, ...beforeMoment])).toHaveLength(4);
      expect(await restored('donations').where({ id: third.pk })).toEqual([]);
      expect(
        Number((await restored('donations').where({ id: campaign.pk }).first('total_collected'))?.total_collected),
      ).toBe(105_000);
      expect(await settledSum(restored, second.pk)).toBe(40_000);
    } finally {
      await restored.destroy();
    }
    // The upload is back, byte for byte.
    expect(readFileSync(join(filesDir, 'media', picture))).toEqual(readFileSync(join(d.dirs.media, picture)));
  });

  it('restores a backup taken while payment notifications were arriving: totals equal the settled payments', async () => {
    const campaigns = [
      await insertCampaign(d.pay.svc, { target_amount: 50_000_000 }),
      await insertCampaign(d.pay.svc, { target_amount: 50_000_000 }),
    ];
    const orders: string[] = [];
    for (let i = 0; i < 24; i++) orders.push(await donate(d, campaigns[i % 2].donation_id, 10_000 + i * 1_000));
    // The storm and the backup at once; the backup starts once the first payments have settled.
    const storm = Promise.all(orders.map((o) => settle(d, o)));
    for (;;) {
      const [{ n }] = await liveDb()('transactions')
        .whereIn('order_id', orders)
        .where({ status: 'settlement' })
        .count({ n: '*' });
      if (Number(n) >= 2) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const [manifest] = await Promise.all([backup(), storm]);
    for (const c of manifest.campaigns) expect(c.totalCollected).toBe(c.ledgerCollected);

    const target = `${d.database}_storm`;
    const result = await runRestore({
      databaseUrl: d.url,
      location: d.location,
      backup: manifest.name,
      database: target,
      filesDir: join(d.dirs.work, 'restored-storm'),
      print: quiet,
    });
    expect({ code: result.code, failed: result.rows.filter((r) => !r.ok) }).toEqual({ code: 0, failed: [] });
    const db = createDb(`${d.server.url}/${target}`, { min: 0, max: 2 });
    try {
      for (const c of campaigns) {
        const row = await db('donations').where({ id: c.pk }).first('total_collected');
        expect(Number(row?.total_collected)).toBe(await settledSum(db, c.pk));
        expect(Number(row?.total_collected)).toBe(manifest.campaigns.find((m) => m.id === c.pk)!.totalCollected);
      }
      expect(await db('transactions').count({ n: '*' })).toEqual([{ n: manifest.rowCounts.transactions }]);
    } finally {
      await db.destroy();
    }
  });

  it('refuses a backup with one changed byte, creating nothing', async () => {
    const manifest = await backup();
    const dump = join(d.dirs.backups, manifest.name, DUMP_FILE);
    const bytes = readFileSync(dump);
    bytes[Math.floor(bytes.length / 2)] ^= 0x01;
    writeFileSync(dump, bytes);
    const target = `${d.database}_tampered`;
    const filesDir = join(d.dirs.work, 'restored-tampered');
    const cli = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'infra/backup/restore-cli.ts',
        join(d.dirs.backups, manifest.name),
        '--database',
        target,
        '--files-dir',
        filesDir,
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATABASE_URL: d.url } },
    );
    expect(cli.status).toBe(1);
    expect(cli.stdout).toMatch(/sha256 database\.sql\.gz .* FAILED/);
    expect(cli.stdout).toContain(
      'Restore refused: a file of the backup does not match its checksum. Nothing was changed.',
    );
    const [schemas] = await d.admin.raw('SELECT SCHEMA_NAME FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [
      target,
    ]);
    expect(schemas).toEqual([]);
    expect(existsSync(filesDir) && readdirSync(filesDir).length).toBeFalsy();
  });
});
