import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { migrateLatest, s3BucketFromEnv, s3Client } from '@yayasan/service-kit';
import { createTestDatabase, startLocalS3, type LocalS3, type TestDatabase } from '@yayasan/service-kit/testing';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { migrations as donationMigrations } from '@yayasan/service-donation/migrations';
import { pruneBackups, runBackup } from '../backup';
import { backupLocationFromEnv, BucketLocation } from '../location';
import { runRestore } from '../restore';
import { storeSource } from '../stores';

/**
 * Backups kept in the site's bucket (a real S3 API on loopback): the uploads at the prefix and the releases
 * under releases/ are backed up, the backup lands under backups/ without being taken for an upload, and
 * it restores from there.
 */
const BUCKET = 'yayasan-media';
let s3: LocalS3;
let live: TestDatabase;
let work: string;

beforeAll(async () => {
  s3 = await startLocalS3(BUCKET);
  live = await createTestDatabase('bucket');
  await migrateLatest(live.db, 'account', accountMigrations);
  await migrateLatest(live.db, 'donation', donationMigrations);
  work = mkdtempSync(join(tmpdir(), 'backup-bucket-'));
});
afterAll(async () => {
  await live?.drop();
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

const env = () => ({
  MEDIA_S3_BUCKET: BUCKET,
  MEDIA_S3_ENDPOINT: s3.endpoint,
  MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
  MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
  MEDIA_S3_PREFIX: 'site/',
});

it('backs up the uploads and releases of the bucket into it, restores from it and prunes it', async () => {
  const client = s3Client(s3BucketFromEnv(env())!);
  const put = (Key: string, Body: string) => client.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body }));
  await put('site/3f2a.png', 'gambar anak');
  await put('site/releases/blog/20261124-050000-abc1234/remoteEntry.js', 'console.log(1)');
  await put('elsewhere.txt', 'not the site');

  const location = backupLocationFromEnv(env());
  expect(location).toBeInstanceOf(BucketLocation);
  const stores = { media: storeSource('media', env()), releases: storeSource('releases', env()) };
  const first = await runBackup({ databaseUrl: live.url, location, stores, print: () => undefined });
  expect(first.stores.media).toMatchObject({ source: `s3://${BUCKET}/site/`, files: 1 });
  expect(first.stores.releases).toMatchObject({ source: `s3://${BUCKET}/site/releases/`, files: 1 });
  const keys = (await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `site/backups/${first.name}/` })))
    .Contents!.map((o) => o.Key)
    .sort();
  expect(keys).toEqual(
    ['database.sql.gz', 'manifest.json', 'manifest.json.sha256', 'media.tar.gz', 'releases.tar.gz'].map(
      (f) => `site/backups/${first.name}/${f}`,
    ),
  );

  // The next backup does not take this one (or a release) for an upload.
  const uploads: string[] = [];
  for await (const f of stores.media.files()) uploads.push(f.path);
  expect(uploads).toEqual(['3f2a.png']);

  const filesDir = join(work, 'files');
  const result = await runRestore({
    databaseUrl: live.url,
    location,
    backup: first.name,
    database: `${live.url.split('/').pop()}_r`,
    filesDir,
    print: () => undefined,
  });
  expect({ code: result.code, failed: result.rows.filter((r) => !r.ok) }).toEqual({ code: 0, failed: [] });
  expect(readFileSync(join(filesDir, 'media', '3f2a.png'), 'utf8')).toBe('gambar anak');
  expect(readFileSync(join(filesDir, 'releases', 'blog', '20261124-050000-abc1234', 'remoteEntry.js'), 'utf8')).toBe(
    'console.log(1)',
  );
  await live.db.raw('DROP DATABASE ??', [result.database!]);

  expect(await location.list()).toEqual([first.name]);
  // Pruned as of a year later: the newest stays.
  expect(await pruneBackups(location, 30, new Date(Date.now() + 365 * 24 * 3600_000))).toEqual([]);
  client.destroy();
});
