import type { FastifyInstance } from 'fastify';
import { buildTestService, type TestService } from '@yayasan/service-kit/testing';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { buildAccount } from '@yayasan/service-account/testing';
import { migrations as blogMigrations } from '@yayasan/service-blog/migrations';
import blogApp from '@yayasan/service-blog';
import { migrations as donationMigrations } from '@yayasan/service-donation/migrations';
import donationApp from '@yayasan/service-donation';
import { migrations as galleryMigrations } from '@yayasan/service-gallery/migrations';
import galleryApp from '@yayasan/service-gallery';
import { buildMedia } from '@yayasan/service-media/testing';
import { SERVICE_NAMES, type ServiceName } from '../services';

export interface AllServices {
  services: Record<ServiceName, TestService>;
  /** Each service's base URL, listening on a free port. */
  urls: Record<ServiceName, string>;
  close(): Promise<void>;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

/** Every real service, each on its own fresh database, listening on 127.0.0.1. */
export async function startAllServices(): Promise<AllServices> {
  const [account, blog, donation, gallery, media] = await Promise.all([
    buildAccount(),
    buildTestService({ name: 'blog', app: blogApp, migrations: { account: accountMigrations, blog: blogMigrations } }),
    buildTestService({
      name: 'donation',
      app: donationApp,
      migrations: { account: accountMigrations, donation: donationMigrations },
    }),
    buildTestService({
      name: 'gallery',
      app: galleryApp,
      appOptions: { mediaPrefix: 'http://site.test/media/' },
      migrations: { account: accountMigrations, gallery: galleryMigrations },
    }),
    buildMedia(),
  ]);
  const services: Record<ServiceName, TestService> = { account, blog, donation, gallery, media };
  const urls = Object.fromEntries(
    await Promise.all(SERVICE_NAMES.map(async (name) => [name, await listen(services[name].app)] as const)),
  ) as Record<ServiceName, string>;
  return {
    services,
    urls,
    close: async () => {
      await Promise.all(SERVICE_NAMES.map((name) => services[name].close()));
    },
  };
}
