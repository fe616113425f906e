import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { dropDatabase } from '@yayasan/service-kit';
import { buildStale } from '../dev/build';
import { resolveDatabaseServer } from '../dev/database';
import { DATA_DIR } from '../dev/paths';
import { ensureSecrets } from '../dev/secrets';
import { startStack, type StackPorts } from '../dev/stack';
import { E2E_STATE_FILE, type E2eState } from './state';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Boots the whole site on free ports against a fresh database with demo data; tears it down after. */
export default async function globalSetup(_config: FullConfig) {
  const server = await resolveDatabaseServer();
  await buildStale();
  const runDir = join(DATA_DIR, 'e2e', randomBytes(4).toString('hex'));
  mkdirSync(runDir, { recursive: true });
  const ports: StackPorts = {
    gateway: await freePort(),
    services: {
      account: await freePort(),
      blog: await freePort(),
      donation: await freePort(),
      gallery: await freePort(),
      media: await freePort(),
    },
    midtrans: await freePort(),
    oauth: await freePort(),
  };
  const databaseUrl = `${server}/yayasan_e2e_${randomBytes(4).toString('hex')}`;
  const stack = await startStack({
    databaseUrl,
    dataDir: runDir,
    secrets: ensureSecrets(runDir),
    ports,
    seedDemo: true,
    logFile: join(runDir, 'stack.log'),
    logLevel: 'info',
  });
  const state: E2eState = {
    baseURL: stack.url,
    midtransUrl: `http://127.0.0.1:${ports.midtrans}`,
    oauthUrl: `http://localhost:${ports.oauth}`,
    outboxDir: join(runDir, 'outbox'),
    logFile: join(runDir, 'stack.log'),
    databaseUrl,
  };
  writeFileSync(E2E_STATE_FILE, JSON.stringify(state, null, 2));
  process.env.E2E_BASE_URL = stack.url;

  return async () => {
    await stack.stop();
    await dropDatabase(databaseUrl).catch(() => undefined);
    if (!process.env.KEEP_E2E_DATA) rmSync(runDir, { recursive: true, force: true });
  };
}
