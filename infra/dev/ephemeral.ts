import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { dropDatabase } from '@yayasan/service-kit';
import { freePort } from '@yayasan/service-kit/testing';
import { buildStale } from './build';
import { buildServices } from './build-services';
import { resolveDatabaseServer } from './database';
import { DATA_DIR } from './paths';
import { ensureSecrets } from './secrets';
import { startStack, type StackPorts } from './stack';

/** Where a running stack's pieces are. */
export interface StackDetails {
  baseURL: string;
  midtransUrl: string;
  oauthUrl: string;
  outboxDir: string;
  logFile: string;
  databaseUrl: string;
  /** The release store the gateway serves remote releases from (RELEASES_DIR). */
  releasesDir: string;
  /** The secret the services sign unsubscribe links with (tests sign a news mail's link with it). */
  unsubscribeSigningSecret: string;
}

export interface EphemeralStack extends StackDetails {
  /** Each service's own address, bypassing the gateway (for measuring the gateway's overhead). */
  serviceUrls: Record<keyof StackPorts['services'], string>;
  stop(): Promise<void>;
}

/**
 * The whole site on free ports against a fresh database with demo data, for tests and benchmarks.
 * `stop()` ends every process, drops the database and removes the run's files.
 */
export async function startEphemeralStack(kind: 'e2e' | 'bench'): Promise<EphemeralStack> {
  const server = await resolveDatabaseServer();
  await buildStale();
  // Tests and benchmarks run the services as production does: compiled.
  await buildServices(() => undefined);
  const runDir = join(DATA_DIR, kind, randomBytes(4).toString('hex'));
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
  const databaseUrl = `${server}/yayasan_${kind}_${randomBytes(4).toString('hex')}`;
  const secrets = ensureSecrets(runDir);
  const logFile = join(runDir, 'stack.log');
  const stack = await startStack({
    databaseUrl,
    dataDir: runDir,
    secrets,
    ports,
    seedDemo: true,
    logFile,
    logLevel: 'info',
    // Every browser test reaches the account service from this one address; the per-address
    // limit is proven by the account service's own tests, so it must not throttle the suite here.
    // A Redis shared with other runs or `npm start` (REDIS_URL from the test runner) gets a namespace per run.
    extraEnv: { AUTH_RATE_LIMIT_MAX: '10000', REDIS_PREFIX: `yayasan:${kind}:${randomBytes(4).toString('hex')}:` },
    compiled: true,
  });
  return {
    baseURL: stack.url,
    midtransUrl: `http://127.0.0.1:${ports.midtrans}`,
    oauthUrl: `http://localhost:${ports.oauth}`,
    outboxDir: join(runDir, 'outbox'),
    unsubscribeSigningSecret: secrets.unsubscribeSigningSecret,
    logFile,
    databaseUrl,
    releasesDir: join(runDir, 'releases'),
    serviceUrls: Object.fromEntries(
      Object.entries(ports.services).map(([name, port]) => [name, `http://127.0.0.1:${port}`]),
    ) as EphemeralStack['serviceUrls'],
    async stop() {
      await stack.stop();
      await dropDatabase(databaseUrl).catch(() => undefined);
      if (!process.env.KEEP_E2E_DATA) rmSync(runDir, { recursive: true, force: true });
    },
  };
}
