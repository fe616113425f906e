import { resolve } from 'node:path';
import Fastify from 'fastify';
import { assertEnv, closeGracefully, GATEWAY_PORT, serveMetrics } from '@yayasan/service-kit';
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
