import { join } from 'node:path';
import { buildStale } from './build';
import { databaseName, resolveDatabaseServer } from './database';
import { findRedis } from './redis';
import { DATA_DIR } from './paths';
import { ensureSecrets } from './secrets';
import { DEFAULT_PORTS, startStack } from './stack';

/** `npm start`: build what is stale, then run the whole site with demo data. */
async function main() {
  const started = Date.now();
  const server = await resolveDatabaseServer();
  const redisUrl = await findRedis();
  await buildStale();
  const secrets = ensureSecrets(DATA_DIR);
  const ports = { ...DEFAULT_PORTS, gateway: Number(process.env.PORT ?? DEFAULT_PORTS.gateway) };
  const stack = await startStack({
    databaseUrl: `${server}/${databaseName('yayasan')}`,
    dataDir: DATA_DIR,
    secrets,
    ports,
    seedDemo: process.env.NODE_ENV !== 'production',
    logLevel: process.env.LOG_LEVEL,
    restart: true,
    extraEnv: {
      // The same release store `npm run release` writes to.
      ...(process.env.RELEASES_DIR ? { RELEASES_DIR: process.env.RELEASES_DIR } : {}),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    },
  });
  const sharedState = redisUrl
    ? `Redis ${redisUrl.replace(/\/\/[^@/]*@/, '//')}`
    : 'di memori (tidak ada Redis di 127.0.0.1:6379 atau REDIS_URL)';
  console.log(`
  Situs berjalan di ${stack.url}   (siap dalam ${((Date.now() - started) / 1000).toFixed(1)} s)

  Akun demo:
    admin  admin@yayasan.test / Admin12345
    user   budi@yayasan.test  / Budi12345

  Batas, cache dan notifikasi langsung: ${sharedState}
  Simulator Midtrans: http://localhost:${ports.midtrans}/simulator
  Kotak surat (reset password): ${join(DATA_DIR, 'outbox')}
  Tekan Ctrl-C untuk berhenti.
`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
