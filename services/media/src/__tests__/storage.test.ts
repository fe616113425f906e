import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestService, startLocalS3, type LocalS3 } from '@yayasan/service-kit/testing';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { migrations } from '../../migrations';
import app from '../app';
import { S3Storage } from '../domain/s3-storage';
import { LocalDiskStorage, type Storage } from '../domain/storage';
import { multipart, PUBLIC_URL, tinyPng, USER } from './helpers';

// A real S3 API on loopback (s3rver): it checks the access key of every request.
const BUCKET = 'yayasan-media';
let s3: LocalS3;
let endpoint: string;
let diskDir: string;

beforeAll(async () => {
  diskDir = mkdtempSync(join(tmpdir(), 'disk-test-'));
  s3 = await startLocalS3(BUCKET);
  endpoint = s3.endpoint;
});

afterAll(async () => {
  await s3.close();
  rmSync(diskDir, { recursive: true, force: true });
});

const s3Storage = (accessKeyId = 'S3RVER') =>
  new S3Storage({
    endpoint,
    bucket: BUCKET,
    region: 'us-east-1',
    accessKeyId,
    secretAccessKey: 'S3RVER',
    prefix: 'media/',
  });

describe.each([
  ['local disk', () => new LocalDiskStorage(diskDir) as Storage],
  ['S3', () => s3Storage() as Storage],
])('%s storage', (_kind, make) => {
  it('stores, finds and returns a file with its type', async () => {
    const storage = make();
    const body = await tinyPng();
    expect(await storage.exists('abc-1.png')).toBe(false);
    expect(await storage.get('abc-1.png')).toBeNull();
    await storage.put('abc-1.png', body, 'image/png');
    expect(await storage.exists('abc-1.png')).toBe(true);
    const got = await storage.get('abc-1.png');
    expect(got?.contentType).toBe('image/png');
    expect(got?.body.equals(body)).toBe(true);
  });

  it('never touches a name the service did not generate', async () => {
    const storage = make();
    expect(await storage.get('../secret.png')).toBeNull();
    expect(await storage.exists('a/../../b.png')).toBe(false);
    await expect(storage.put('../x.png', await tinyPng(), 'image/png')).rejects.toThrow('invalid storage name');
  });
});

describe('S3 storage', () => {
  it('keeps objects under its prefix in the bucket', async () => {
    await s3Storage().put('prefixed.png', await tinyPng(), 'image/png');
    const unprefixed = new S3Storage({
      endpoint,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    expect(await unprefixed.exists('prefixed.png')).toBe(false);
    expect(await s3Storage().exists('prefixed.png')).toBe(true);
  });

  it('fails loudly when the bucket refuses the credentials', async () => {
    await expect(s3Storage('UNKNOWN').put('denied.png', await tinyPng(), 'image/png')).rejects.toThrow();
  });

  it('serves what the media service uploaded into the bucket', async () => {
    const svc = await buildTestService({
      name: 'media',
      app,
      appOptions: { storage: s3Storage(), publicUrl: PUBLIC_URL, signingSecret: 'test-secret' },
      migrations: { account: accountMigrations, media: migrations },
    });
    try {
      const { payload, headers } = multipart({ filename: 'foto.png', type: 'image/png', body: await tinyPng() });
      const up = await svc.app.inject({
        method: 'POST',
        url: '/upload-image',
        payload,
        headers: { ...headers, ...(await svc.auth(USER)) },
      });
      expect(up.statusCode).toBe(200);
      const got = await svc.app.inject({ method: 'GET', url: new URL(up.json().file.url, PUBLIC_URL).pathname });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toMatch(/^image\//);
      expect(got.rawPayload.length).toBeGreaterThan(0);
    } finally {
      await svc.close();
    }
  });
});
