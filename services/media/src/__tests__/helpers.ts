import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestService, type TestService } from '@yayasan/service-kit/testing';
import { migrations as accountMigrations } from '../../../account/migrations';
import { migrations } from '../../migrations';
import app from '../app';
import { LocalDiskStorage } from '../plugins/storage';
import { encodePng } from '../plugins/png';

export const PUBLIC_URL = 'http://site.test';
export const USER = { id: 7, username: 'budi', isAdmin: false };

export async function buildMedia(
  options: { uploadUrlTtlSeconds?: number } = {},
): Promise<TestService & { dir: string; storage: LocalDiskStorage }> {
  const dir = mkdtempSync(join(tmpdir(), 'media-test-'));
  const storage = new LocalDiskStorage(dir);
  const service = await buildTestService({
    name: 'media',
    app,
    appOptions: { storage, publicUrl: PUBLIC_URL, signingSecret: 'test-secret', ...options },
    // Tokens are checked against the account service's users table.
    migrations: { account: accountMigrations, media: migrations },
  });
  return {
    ...service,
    dir,
    storage,
    async close() {
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const tinyPng = () => encodePng(2, 2, new Uint8Array(12).fill(200));
export const tinyJpeg = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1), Buffer.from([0xff, 0xd9])]);

/** A multipart/form-data body with one file part. */
export function multipart(file: { field?: string; filename: string; type: string; body: Buffer }) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.body, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
