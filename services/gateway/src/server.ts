import { resolve } from 'node:path';
import { assertEnv, GATEWAY_PORT } from '@yayasan/service-kit';
import { buildGateway } from './app';
import { gatewayEnv } from './config';
import { serviceUrlsFromEnv } from './services';

async function main() {
  assertEnv('gateway', gatewayEnv.schema, gatewayEnv.rules);
  const gateway = await buildGateway({
    services: serviceUrlsFromEnv(),
    webRoot: process.env.WEB_ROOT ?? resolve(__dirname, '../../..'),
    remoteUrls: {
      blog: process.env.REMOTE_BLOG_URL,
      donation: process.env.REMOTE_DONATION_URL,
      gallery: process.env.REMOTE_GALLERY_URL,
      account: process.env.REMOTE_ACCOUNT_URL,
    },
    publicUrl: process.env.PUBLIC_URL,
    midtransUrls: [process.env.MIDTRANS_BASE_URL, process.env.MIDTRANS_PUBLIC_URL],
    logger: { level: process.env.LOG_LEVEL ?? 'info', base: { service: 'gateway' } },
  });
  await gateway.listen({ port: Number(process.env.PORT ?? GATEWAY_PORT), host: process.env.HOST ?? '127.0.0.1' });
  const stop = async () => {
    await gateway.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
