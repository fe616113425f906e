import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalS3, type LocalS3 } from '@yayasan/service-kit/testing';
import {
  AlreadyPublishedError,
  LocalReleaseStore,
  releaseKey,
  releaseStoreFromEnv,
  S3ReleaseStore,
  type ReleaseStore,
} from '../releases';

// A real S3 API on loopback, as the media service's storage tests use.
const BUCKET = 'yayasan-media';
const V1 = '20261124-050000-abc1234';
let s3: LocalS3;
let diskDir: string;
let endpoint: string;

beforeAll(async () => {
  diskDir = mkdtempSync(join(tmpdir(), 'disk-releases-'));
  s3 = await startLocalS3(BUCKET);
  endpoint = s3.endpoint;
});

afterAll(async () => {
  await s3.close();
  rmSync(diskDir, { recursive: true, force: true });
});

const s3Env = () => ({
  MEDIA_S3_BUCKET: BUCKET,
  MEDIA_S3_ENDPOINT: endpoint,
  MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
  MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
  MEDIA_S3_PREFIX: 'site/',
});

describe.each([
  ['local disk', () => new LocalReleaseStore(diskDir) as ReleaseStore],
  ['S3', () => releaseStoreFromEnv(diskDir, s3Env())],
])('%s release store', (_kind, make) => {
  it('stores a release file once and never overwrites it', async () => {
    const store = make();
    const key = releaseKey('gallery', V1, 'assets/photo.0badf00d.png');
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    await store.putNew(key, Buffer.from('first'));
    expect(await store.exists(key)).toBe(true);
    await expect(store.putNew(key, Buffer.from('second'))).rejects.toThrow(AlreadyPublishedError);
    expect((await store.get(key))?.toString()).toBe('first');
  });
});

describe('choosing the release store', () => {
  it("uses the media service's bucket, under releases/, when one is configured", async () => {
    const store = releaseStoreFromEnv(diskDir, s3Env());
    expect(store).toBeInstanceOf(S3ReleaseStore);
    expect(store.description).toBe(`s3://${BUCKET}/site/releases/`);
  });

  it('refuses a bucket without its address and credentials', () => {
    expect(() => releaseStoreFromEnv(diskDir, { MEDIA_S3_BUCKET: BUCKET })).toThrow(
      'MEDIA_S3_BUCKET is set but MEDIA_S3_ENDPOINT, MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY not',
    );
  });

  it('uses RELEASES_DIR, else the given folder, without a bucket', () => {
    expect(releaseStoreFromEnv('/srv/site/.data/releases', {}).description).toBe('/srv/site/.data/releases');
    expect(releaseStoreFromEnv('/srv/site/.data/releases', { RELEASES_DIR: '/data/releases' }).description).toBe(
      '/data/releases',
    );
  });
});
