import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { migrateLatest } from '@yayasan/service-kit';
import { createTestDatabase, type TestDatabase } from '@yayasan/service-kit/testing';
import { migrations } from '@yayasan/service-gateway/migrations';
import { listReleases, LocalReleaseStore, readLiveReleases } from '@yayasan/service-gateway/releases';
import { modulesShellNeeds } from '../gate';
import { filesUnder, publishRelease, ReleaseRefused, versionStamp } from '../publish';
import { writeServerContainer } from './server-container-fixture';

const NOW = new Date('2026-11-24T05:07:20.123Z');
const SHELL_SHARED = { react: '19.3.1' };

let database: TestDatabase;
let work: string;

beforeAll(async () => {
  database = await createTestDatabase('release');
  await migrateLatest(database.db, 'gateway', migrations);
});
afterAll(() => database.drop());
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'publish-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Publishes the gallery build in `dir` into the test's store, against the shell's shared versions unless told otherwise. */
const publishGallery = (dir: string, options: Partial<Parameters<typeof publishRelease>[0]> = {}) =>
  publishRelease({
    db: database.db,
    store: new LocalReleaseStore(join(work, 'store')),
    remote: 'gallery',
    dir,
    shellShared: SHELL_SHARED,
    ...options,
  });

/**
 * A gallery build as webpack writes it: entry, one chunk per exposed module, the manifest, a build
 * stamp, and the server container.
 */
function galleryBuild(label: string, exposes = modulesShellNeeds('gallery')): string {
  const dir = join(work, label);
  writeServerContainer(dir, exposes);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${label} */`);
  writeFileSync(join(dir, 'assets', 'photo.0badf00d.png'), 'png');
  writeFileSync(join(dir, '.build-stamp'), '1');
  for (const module of exposes) writeFileSync(join(dir, `${module.slice(2)}.js`), `/* ${label} ${module} */`);
  const manifest = {
    name: 'gallery',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: exposes.map((module) => ({
      name: module.slice(2),
      path: module,
      assets: { js: { sync: [`${module.slice(2)}.js`], async: [] }, css: { sync: [], async: [] } },
    })),
    shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.2.0', singleton: true }],
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('publishing a release', () => {
  it('names versions <yyyymmdd>-<hhmmss>-<sha> in UTC', () => {
    expect(versionStamp(NOW, 'ABC1234')).toBe('20261124-050720-abc1234');
  });

  it('copies the build (without hidden files) under a new version, records it live, and never overwrites one', async () => {
    const first = galleryBuild('first');
    const v1 = await publishGallery(first, { now: NOW, sha: 'abc1234' });
    expect(v1).toBe('20261124-050720-abc1234');
    expect(filesUnder(join(work, 'store', 'gallery', v1))).toEqual(filesUnder(first));
    expect(filesUnder(first)).not.toContain('.build-stamp');

    // The same second and commit again: a new name, the first release's files as they were.
    const second = galleryBuild('second');
    const v2 = await publishGallery(second, { now: NOW, sha: 'abc1234', canaryPercent: 10 });
    expect(v2).toBe('20261124-050720-abc1234.1');
    expect(readFileSync(join(work, 'store', 'gallery', v1, 'remoteEntry.js'), 'utf8')).toBe('/* first */');
    expect(readFileSync(join(work, 'store', 'gallery', v2, 'remoteEntry.js'), 'utf8')).toBe('/* second */');
    expect((await readLiveReleases(database.db)).gallery).toEqual({ live: v1, canary: { version: v2, percent: 10 } });
  });

  it('refuses a build the gate rejects, writing and recording nothing', async () => {
    const broken = galleryBuild('broken', ['./HomeWidget', './GalleryManagementPage', './GalleryEditorPage']);
    const before = await listReleases(database.db, 'gallery');
    const attempt = publishGallery(broken, { now: new Date() });
    await expect(attempt).rejects.toThrow(ReleaseRefused);
    await expect(attempt).rejects.toThrow('it does not expose ./GalleryPage, which the shell loads');
    expect(await listReleases(database.db, 'gallery')).toEqual(before);
    expect(() => readdirSync(join(work, 'store'))).toThrow();

    const tooNew = galleryBuild('too-new');
    await expect(publishGallery(tooNew, { shellShared: { react: '18.3.1' }, now: new Date() })).rejects.toThrow(
      'it requires react ^19.2.0, but the shell provides 18.3.1',
    );
  });

  it('publishes compressed copies that are their files, and refuses a build holding one that is not', async () => {
    const build = galleryBuild('copies');
    const entry = readFileSync(join(build, 'remoteEntry.js'));
    writeFileSync(join(build, 'remoteEntry.js.br'), brotliCompressSync(entry));
    writeFileSync(join(build, 'remoteEntry.js.gz'), gzipSync(entry));
    const version = await publishGallery(build);
    expect(filesUnder(join(work, 'store', 'gallery', version))).toEqual(
      expect.arrayContaining(['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz']),
    );

    // The file changed after the build, its copies left as they were; and a copy whose file is gone.
    const stale = galleryBuild('stale-copies');
    writeFileSync(join(stale, 'remoteEntry.js.br'), brotliCompressSync(entry));
    writeFileSync(join(stale, 'gone.js.gz'), gzipSync('/* gone */'));
    writeFileSync(join(stale, 'GalleryPage.js.gz'), 'not gzip at all');
    const before = await listReleases(database.db, 'gallery');
    const attempt = publishGallery(stale);
    await expect(attempt).rejects.toThrow(ReleaseRefused);
    await expect(attempt).rejects.toThrow('remoteEntry.js.br is not remoteEntry.js compressed');
    await expect(attempt).rejects.toThrow('gone.js.gz is a compressed copy of gone.js, which the build does not hold');
    await expect(attempt).rejects.toThrow('GalleryPage.js.gz is not GalleryPage.js compressed');
    expect(await listReleases(database.db, 'gallery')).toEqual(before);
  });

  it('refuses a build whose server container does not load, writing and recording nothing', async () => {
    const build = galleryBuild('no-server');
    rmSync(join(build, 'server'), { recursive: true });
    const before = await listReleases(database.db, 'gallery');
    await expect(publishGallery(build)).rejects.toThrow('the build has no server container (server/remoteEntry.js)');
    expect(await listReleases(database.db, 'gallery')).toEqual(before);
    expect(() => readdirSync(join(work, 'store'))).toThrow();
  });
});
