import { assertEnv, closeGracefully, closeRedis, redisFromEnv, RENDER_PORT } from '@yayasan/service-kit';
import { releaseStoreFromEnv } from '@yayasan/service-gateway/releases';
import { buildRenderer } from './build';
import { defaultReleasesDir, renderConfigFromEnv, renderEnv } from './config';

async function main() {
  assertEnv('render', renderEnv.schema, renderEnv.rules);
  const config = renderConfigFromEnv();
  const redis = redisFromEnv();
  const renderer = await buildRenderer({
    config,
    redis,
    store: releaseStoreFromEnv(defaultReleasesDir(config.webRoot)),
    logger: { level: process.env.LOG_LEVEL ?? 'info', base: { service: 'render' } },
  });
  if (redis) renderer.addHook('onClose', async () => closeRedis(redis));
  closeGracefully(renderer);
  await renderer.listen({ port: Number(process.env.PORT ?? RENDER_PORT), host: process.env.HOST ?? '127.0.0.1' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
