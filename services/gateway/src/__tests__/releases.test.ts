import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { migrateLatest } from '@yayasan/service-kit';
import { createTestDatabase, type TestDatabase } from '@yayasan/service-kit/testing';
import { migrations } from '../../migrations';
import { buildGateway } from '../app';
import {
  BUCKET_COOKIE,
  listReleases,
  LiveReleaseCache,
  LocalReleaseStore,
  promoteCanary,
  readLiveReleases,
  recordRelease,
  RegistryError,
  releaseKey,
  rollbackTo,
  versionFor,
} from '../releases';
import { SERVICE_NAMES, type ServiceName } from '../services';

const V1 = '20261124-050000-abc1234';
const V2 = '20261124-060000-def5678';
const V3 = '20261124-070000-0a1b2c3';

let database: TestDatabase;
let storeDir: string;
let store: LocalReleaseStore;

beforeAll(async () => {
  database = await createTestDatabase('gateway');
  await migrateLatest(database.db, 'gateway', migrations);
});
afterAll(() => database.drop());

beforeEach(async () => {
  await database.db('remote_releases').delete();
  storeDir = mkdtempSync(join(tmpdir(), 'releases-'));
  store = new LocalReleaseStore(storeDir);
});
afterEach(() => rmSync(storeDir, { recursive: true, force: true }));

const states = async () =>
  Object.fromEntries((await listReleases(database.db, 'gallery')).map((r) => [r.version, r.state]));

describe('the release registry', () => {
  it('makes a published release live and keeps the earlier ones, newest first, for a rollback', async () => {
    await recordRelease(database.db, { remote: 'gallery', version: V1 });
    await recordRelease(database.db, { remote: 'gallery', version: V2 });
    const releases = await listReleases(database.db, 'gallery');
    expect(releases.map((r) => [r.version, r.state, r.canaryPercent])).toEqual([
      [V2, 'live', null],
      [V1, 'previous', null],
    ]);
    expect(releases[0].publishedAt).toBeInstanceOf(Date);
    expect(await readLiveReleases(database.db)).toEqual({ gallery: { live: V2 } });
    expect(await listReleases(database.db, 'blog')).toEqual([]);
  });

  it('rolls back to any recorded version at once, and refuses one it does not know without changing anything', async () => {
    await recordRelease(database.db, { remote: 'gallery', version: V1 });
    await recordRelease(database.db, { remote: 'gallery', version: V2 });
    await recordRelease(database.db, { remote: 'gallery', version: V3, canaryPercent: 10 });
    await rollbackTo(database.db, 'gallery', V1);
    expect(await states()).toEqual({ [V1]: 'live', [V2]: 'previous', [V3]: 'previous' });
    expect(await readLiveReleases(database.db)).toEqual({ gallery: { live: V1 } });

    await expect(rollbackTo(database.db, 'gallery', '20991231-000000-fffffff')).rejects.toThrow(RegistryError);
    await expect(rollbackTo(database.db, 'blog', V1)).rejects.toThrow('blog has no release');
    expect(await states()).toEqual({ [V1]: 'live', [V2]: 'previous', [V3]: 'previous' });
  });

  it('keeps a canary beside the live release, replaces an earlier canary, and promotes it', async () => {
    await recordRelease(database.db, { remote: 'gallery', version: V1 });
    await recordRelease(database.db, { remote: 'gallery', version: V2, canaryPercent: 10 });
    await recordRelease(database.db, { remote: 'gallery', version: V3, canaryPercent: 25 });
    expect(await readLiveReleases(database.db)).toEqual({
      gallery: { live: V1, canary: { version: V3, percent: 25 } },
    });
    expect(await states()).toEqual({ [V1]: 'live', [V2]: 'previous', [V3]: 'canary' });

    expect(await promoteCanary(database.db, 'gallery')).toBe(V3);
    expect(await readLiveReleases(database.db)).toEqual({ gallery: { live: V3 } });
    await expect(promoteCanary(database.db, 'gallery')).rejects.toThrow('gallery has no canary to promote');
  });

  it('records a version once, and a canary share only from 0 to 100', async () => {
    await recordRelease(database.db, { remote: 'gallery', version: V1 });
    await expect(recordRelease(database.db, { remote: 'gallery', version: V1 })).rejects.toThrow(RegistryError);
    await expect(recordRelease(database.db, { remote: 'gallery', version: V2, canaryPercent: 101 })).rejects.toThrow(
      'whole number from 0 to 100',
    );
    expect(await states()).toEqual({ [V1]: 'live' });
  });

  it('gives a bucket below the canary share the canary and every other bucket the live release', () => {
    const choice = { live: V1, canary: { version: V2, percent: 10 } };
    expect(versionFor(choice, 0)).toBe(V2);
    expect(versionFor(choice, 9)).toBe(V2);
    expect(versionFor(choice, 10)).toBe(V1);
    expect(versionFor(choice, 99)).toBe(V1);
    expect(versionFor({ live: V1, canary: { version: V2, percent: 100 } }, 99)).toBe(V2);
    expect(versionFor({ live: V1, canary: { version: V2, percent: 0 } }, 0)).toBe(V1);
    expect(versionFor({ canary: { version: V2, percent: 50 } }, 70)).toBeUndefined();
    expect(versionFor(undefined, 0)).toBeUndefined();
  });
});

describe('release names', () => {
  it('take no name that leaves its release', () => {
    expect(() => releaseKey('gallery', V1, '../../etc/passwd')).toThrow('invalid release file name');
    expect(() => releaseKey('gallery', '../x', 'a.js')).toThrow('invalid release version');
  });
});

describe('the gateway with releases', () => {
  let gateway: FastifyInstance;
  let webRoot: string;

  const manifest = (name: string) =>
    JSON.stringify({
      name,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          name: 'GalleryPage',
          path: './GalleryPage',
          assets: { js: { sync: ['page.1234abcd.js'], async: [] }, css: { sync: [], async: [] } },
        },
      ],
      shared: [],
    });

  beforeEach(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'gateway-releases-'));
    mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(
      join(webRoot, 'shell', 'dist', 'index.html'),
      '<html><head><title>x</title></head><body></body></html>',
    );
    for (const version of [V1, V2]) {
      await store.putNew(releaseKey('gallery', version, 'remoteEntry.js'), Buffer.from(`/* ${version} */`));
      await store.putNew(releaseKey('gallery', version, 'mf-manifest.json'), Buffer.from(manifest('gallery')));
    }
    const services = Object.fromEntries(SERVICE_NAMES.map((n) => [n, 'http://127.0.0.1:9'])) as Record<
      ServiceName,
      string
    >;
    gateway = await buildGateway({
      services,
      webRoot,
      releases: { live: new LiveReleaseCache(() => readLiveReleases(database.db), 0), store },
    });
  });
  afterEach(async () => {
    await gateway.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const remotesIn = async (bucket: number) =>
    (
      await gateway.inject({
        method: 'GET',
        url: '/config/remotes.json',
        headers: { cookie: `${BUCKET_COOKIE}=${bucket}` },
      })
    ).json().remotes;

  it('serves the in-place build while nothing is recorded', async () => {
    expect((await remotesIn(0)).gallery).toBe('/mf/gallery/mf-manifest.json');
  });

  it('names the live release by version, and the canary to buckets below its share', async () => {
    await recordRelease(database.db, { remote: 'gallery', version: V1 });
    expect(await remotesIn(0)).toEqual({
      blog: '/mf/blog/mf-manifest.json',
      donation: '/mf/donation/mf-manifest.json',
      gallery: `/mf/gallery/v/${V1}/mf-manifest.json`,
      account: '/mf/account/mf-manifest.json',
    });
    await recordRelease(database.db, { remote: 'gallery', version: V2, canaryPercent: 30 });
    expect((await remotesIn(29)).gallery).toBe(`/mf/gallery/v/${V2}/mf-manifest.json`);
    expect((await remotesIn(30)).gallery).toBe(`/mf/gallery/v/${V1}/mf-manifest.json`);

    // The page's inline config and its list of startup files follow the same choice.
    const page = await gateway.inject({ method: 'GET', url: '/galeri', headers: { cookie: `${BUCKET_COOKIE}=5` } });
    expect(page.body).toContain(`/mf/gallery/v/${V2}/mf-manifest.json`);
    expect(page.body).toContain(`{"href":"/mf/gallery/v/${V2}/remoteEntry.js","as":"script"}`);
    expect(page.body).toContain(`{"href":"/mf/gallery/v/${V2}/page.1234abcd.js","as":"script"}`);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.headers.vary).toMatch(/Cookie/);
    const compressed = await gateway.inject({
      method: 'GET',
      url: '/galeri',
      headers: { cookie: `${BUCKET_COOKIE}=5`, 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers.vary).toMatch(/Cookie/);
  });

  it('gives a browser without a bucket one on its first page, kept for a year', async () => {
    const page = await gateway.inject({ method: 'GET', url: '/galeri' });
    expect(page.headers['set-cookie']).toMatch(
      new RegExp(`^${BUCKET_COOKIE}=\\d{1,2}; Path=/; Max-Age=31536000; SameSite=Lax$`),
    );
  });

  it("sends a release's stored compressed copies as they are to a browser that takes them, and the file to one that does not", async () => {
    const file = releaseKey('gallery', V1, 'page.1234abcd.js');
    const text = 'console.log("halaman")'.repeat(100);
    await store.putNew(file, Buffer.from(text));
    await store.putNew(`${file}.br`, brotliCompressSync('/* stored brotli */'));
    await store.putNew(`${file}.gz`, gzipSync('/* stored gzip */'));
    const ask = (acceptEncoding?: string) =>
      gateway.inject({
        method: 'GET',
        url: `/mf/gallery/v/${V1}/page.1234abcd.js`,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('/* stored brotli */');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('/* stored gzip */');
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);
  });

  it('serves release files under their version for a year, also under a retry address, and nothing else', async () => {
    const file = await gateway.inject({ method: 'GET', url: `/mf/gallery/v/${V1}/remoteEntry.js` });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(`/* ${V1} */`);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-type']).toBe('application/javascript; charset=utf-8');
    const retried = await gateway.inject({ method: 'GET', url: `/mf/gallery/v/${V2}/retry/2/remoteEntry.js` });
    expect(retried.body).toBe(`/* ${V2} */`);

    const missing = await gateway.inject({ method: 'GET', url: `/mf/gallery/v/${V1}/missing.js` });
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/immutable/);
    for (const url of [
      `/mf/gallery/v/${V1}/missing.js`,
      `/mf/blog/v/${V1}/remoteEntry.js`,
      `/mf/gallery/v/not-a-version/remoteEntry.js`,
      `/mf/gallery/v/${V1}/..%2f..%2f${V2}/remoteEntry.js`,
    ]) {
      expect((await gateway.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
