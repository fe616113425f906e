import { join, resolve } from 'node:path';
import Fastify from 'fastify';
import {
  assertEnv,
  closeGracefully,
  closeRedis,
  createDb,
  ensureDatabase,
  GATEWAY_PORT,
  migrateLatest,
  MIGRATE_ONLY_FLAG,
  redisFromEnv,
  redisReady,
  serveMetrics,
  type SharedRedis,
} from '@yayasan/service-kit';
import { migrations } from '../migrations';
import { buildGateway, type GatewayOptions } from './app';
import { fieldBeaconsPerMinuteFromEnv, fieldSampleRateFromEnv, gatewayEnv } from './config';
import { FieldReleaseCache, fieldWindowFor, readFieldReleases } from './field';
import { LiveReleaseCache, readLiveReleases, releaseStoreFromEnv } from './releases';
import type { SiteReleases } from './site';
import { serviceUrlsFromEnv } from './services';

/**
 * The release registry (the gateway's own table, migrated here) and the release store, when the
 * gateway has a database; without one it serves the in-place builds as before.
 */
async function releasesFromEnv(
  webRoot: string,
  redis: SharedRedis | null,
): Promise<{
  releases?: SiteReleases;
  field?: GatewayOptions['field'];
  canaryWatch?: GatewayOptions['canaryWatch'];
  close(): Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) return { close: async () => undefined };
  await ensureDatabase(url);
  const db = createDb(url, { min: 0, max: 2 });
  await migrateLatest(db, 'gateway', migrations);
  const live = new LiveReleaseCache(
    () => readLiveReleases(db),
    undefined,
    (err) => console.error('gateway: release registry unavailable, keeping the last answer:', err),
  );
  // Field signals judge beacons' versions by the same registry, and keep their window in Redis or here.
  const fieldReleases = new FieldReleaseCache(
    () => readFieldReleases(db),
    undefined,
    (err) => console.error('gateway: release registry unavailable for field signals, keeping the last answer:', err),
  );
  const window = fieldWindowFor(db, redis);
  const everyMs = process.env.CANARY_WATCH_EVERY_MS;
  return {
    releases: { live, store: releaseStoreFromEnv(join(webRoot, '.data', 'releases')) },
    field: { releases: fieldReleases, window, perMinute: fieldBeaconsPerMinuteFromEnv() },
    canaryWatch: { db, window, everyMs: everyMs ? Number(everyMs) : undefined },
    close: () => db.destroy(),
  };
}

async function main() {
  assertEnv('gateway', gatewayEnv.schema, gatewayEnv.rules);
  const webRoot = process.env.WEB_ROOT ?? resolve(__dirname, '../../..');
  // The page composer's cache and the field signals are shared by the replicas in Redis when REDIS_URL is set.
  const migrateOnly = process.argv.includes(MIGRATE_ONLY_FLAG);
  const redis = migrateOnly ? null : redisFromEnv();
  const { releases, field, canaryWatch, close } = await releasesFromEnv(webRoot, redis);
  // The deployment's migration Job: the release registry's table is now up to date.
  if (migrateOnly) return close();
  if (redis && !(await redisReady(redis))) console.warn('gateway: Redis not answering yet; pages read the services');
  const gateway = await buildGateway({
    redis,
    services: serviceUrlsFromEnv(),
    webRoot,
    releases,
    field,
    canaryWatch,
    remoteUrls: {
      blog: process.env.REMOTE_BLOG_URL,
      donation: process.env.REMOTE_DONATION_URL,
      gallery: process.env.REMOTE_GALLERY_URL,
      account: process.env.REMOTE_ACCOUNT_URL,
    },
    publicUrl: process.env.PUBLIC_URL,
    renderUrl: process.env.RENDER_URL,
    renderTimeoutMs: process.env.RENDER_TIMEOUT_MS ? Number(process.env.RENDER_TIMEOUT_MS) : undefined,
    upstreamTimeoutMs: process.env.UPSTREAM_TIMEOUT_MS ? Number(process.env.UPSTREAM_TIMEOUT_MS) : undefined,
    fieldSampleRate: fieldSampleRateFromEnv(),
    midtransUrls: [process.env.MIDTRANS_BASE_URL, process.env.MIDTRANS_PUBLIC_URL],
    logger: { level: process.env.LOG_LEVEL ?? 'info', base: { service: 'gateway' } },
  });
  gateway.addHook('onClose', close);
  if (redis) gateway.addHook('onClose', () => closeRedis(redis));
  const host = process.env.HOST ?? '127.0.0.1';
  // Prometheus scrapes the gateway on a port of its own, which the public never reaches.
  const internal = process.env.METRICS_PORT ? Fastify() : null;
  if (internal) {
    serveMetrics(internal, gateway.metrics);
    gateway.addHook('onClose', () => internal.close());
  }
  closeGracefully(gateway);
  await gateway.listen({ port: Number(process.env.PORT ?? GATEWAY_PORT), host });
  await internal?.listen({ port: Number(process.env.METRICS_PORT), host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
