import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { recordOf } from '@yayasan/contracts';
import { dropDatabase } from '@yayasan/service-kit';
import { freePorts } from '@yayasan/service-kit/testing';
import { buildStale } from './build';
import { buildServices } from './build-services';
import { resolveDatabaseServer } from './database';
import { DATA_DIR } from './paths';
import { ensureSecrets } from './secrets';
import { SERVICES, startStack, type Replica, type Service, type StackPorts } from './stack';

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
  /** The renderer's own address (the gateway asks it for each page's body). */
  renderUrl: string;
  /** Each service's own address, bypassing the gateway (for measuring the gateway's overhead). */
  serviceUrls: Record<keyof StackPorts['services'], string>;
  /** Every replica of each service (one each unless `replicas` asked for more). */
  replicas: Record<Service, Replica[]>;
  /** The settings every process was started with (keys, provider addresses). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export interface EphemeralOptions {
  /** Replicas of account, blog and donation behind the gateway (the services that hold per-user state). */
  replicas?: number;
  /** Build what is stale first; false when the caller's run has built everything already. */
  build?: boolean;
  /** An existing database (e.g. the large data set) to run on: neither seeded nor dropped. */
  database?: string;
  /** Requests per minute an address may make to each sign-in route (default far above what a suite needs). */
  authRateLimitMax?: number;
}

/** Far above the page views a suite makes in a minute (the field signals are every page view's outside production). */
const SUITE_FIELD_BEACONS_PER_MINUTE = 10_000;

/** The services a replicated stack runs several of. */
export const REPLICATED_SERVICES: readonly Service[] = ['account', 'blog', 'donation'];

/**
 * The whole site on free ports against a fresh database with demo data, for tests and benchmarks.
 * `stop()` ends every process, drops the database and removes the run's files.
 */
export async function startEphemeralStack(
  kind: 'e2e' | 'bench' | 'replicas',
  { replicas = 1, build = true, database, authRateLimitMax = 10_000 }: EphemeralOptions = {},
): Promise<EphemeralStack> {
  const server = await resolveDatabaseServer();
  if (build) {
    await buildStale();
    // Tests and benchmarks run the services as production does: compiled.
    await buildServices(() => undefined);
  }
  const runDir = join(DATA_DIR, kind, randomBytes(4).toString('hex'));
  mkdirSync(runDir, { recursive: true });
  const more = replicas - 1;
  const [gateway, render, account, blog, donation, gallery, media, midtrans, oauth, ...extra] = await freePorts(
    9 + more * REPLICATED_SERVICES.length,
  );
  const ports: StackPorts = {
    gateway,
    render,
    services: { account, blog, donation, gallery, media },
    midtrans,
    oauth,
  };
  const replicaPorts: Partial<Record<Service, number[]>> = {};
  REPLICATED_SERVICES.forEach((s, i) => (replicaPorts[s] = extra.slice(i * more, (i + 1) * more)));
  const databaseUrl = `${server}/${database ?? `yayasan_${kind}_${randomBytes(4).toString('hex')}`}`;
  const secrets = ensureSecrets(runDir);
  const logFile = join(runDir, 'stack.log');
  const stack = await startStack({
    databaseUrl,
    dataDir: runDir,
    secrets,
    ports,
    seedDemo: !database,
    logFile,
    logLevel: 'info',
    // Every browser test reaches the account service, and sends its page views' field signals, from this
    // one address; the per-address limits are proven by the account service's and the gateway's own tests,
    // so they must not throttle the suite here.
    // A Redis shared with other runs or `npm start` (REDIS_URL from the test runner) gets a namespace per run.
    extraEnv: {
      AUTH_RATE_LIMIT_MAX: String(authRateLimitMax),
      FIELD_BEACONS_PER_MINUTE: String(SUITE_FIELD_BEACONS_PER_MINUTE),
      REDIS_PREFIX: `yayasan:${kind}:${randomBytes(4).toString('hex')}:`,
      // A browser test checks the page the renderer wrote, whole: on a busy machine it waits for it rather
      // than get the page without a body, or an area left to the browser, that a slow start leaves (the
      // renderer's tests prove those; the bench keeps the production limits). Likewise a service call
      // queued behind others on a busy machine is waited for, not answered 504 (the gateway's tests prove that).
      ...(kind === 'bench'
        ? {}
        : { RENDER_TIMEOUT_MS: '60000', RENDER_REMOTE_TIMEOUT_MS: '30000', UPSTREAM_TIMEOUT_MS: '30000' }),
    },
    compiled: true,
    replicaPorts,
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
    renderUrl: `http://127.0.0.1:${ports.render}`,
    serviceUrls: recordOf(SERVICES, (name) => `http://127.0.0.1:${ports.services[name]}`),
    replicas: stack.replicas,
    env: stack.env,
    async stop() {
      await stack.stop();
      if (!database) await dropDatabase(databaseUrl).catch(() => undefined);
      if (!process.env.KEEP_E2E_DATA) rmSync(runDir, { recursive: true, force: true });
    },
  };
}
