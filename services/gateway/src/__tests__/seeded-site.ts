import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { outboxMailer, TokenSigner, type AuthUser } from '@yayasan/service-kit';
import { buildTestService, freePort, type TestService } from '@yayasan/service-kit/testing';
import { buildMidtransSimulator } from '@yayasan/infra/midtrans-sim/app';
import accountApp from '@yayasan/service-account';
import { seedDemo as seedAccounts } from '@yayasan/service-account/seed';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import blogApp from '@yayasan/service-blog';
import { seedDemo as seedBlogs } from '@yayasan/service-blog/seed';
import { migrations as blogMigrations } from '@yayasan/service-blog/migrations';
import donationApp from '@yayasan/service-donation';
import { seedDemoCampaigns } from '@yayasan/service-donation/seed';
import { migrations as donationMigrations } from '@yayasan/service-donation/migrations';
import galleryApp from '@yayasan/service-gallery';
import { seedDemo as seedGallery } from '@yayasan/service-gallery/seed';
import { migrations as galleryMigrations } from '@yayasan/service-gallery/migrations';
import mediaApp from '@yayasan/service-media';
import { LocalDiskStorage } from '@yayasan/service-media/storage';
import { migrations as mediaMigrations } from '@yayasan/service-media/migrations';
import { buildGateway } from '../app';
import { SERVICE_NAMES, type ServiceName } from '../services';

/** The whole site as a client meets it: the gateway before every real service, on seeded databases. */
export interface SeededSite {
  services: Record<ServiceName, TestService>;
  gateway: FastifyInstance;
  gatewayUrl: string;
  /** Bearer headers: the demo administrator, the demo user, and a token that is not one. */
  tokens: { admin: string; user: string; garbage: string };
  close(): Promise<void>;
}

/**
 * Every service with the demo data (articles, campaigns, gallery, the demo sign-ins) behind a listening
 * gateway, payments against the local Midtrans simulator, mail to a folder, sign-in limits out of the way.
 * `onRoute` sees every route of every service as it is registered.
 */
export async function startSeededSite(
  onRoute: (service: ServiceName, route: RouteOptions) => void = () => {},
): Promise<SeededSite> {
  const scratch: string[] = [];
  const services = {} as Record<ServiceName, TestService>;
  const signerHolder: { signer?: TokenSigner } = {};
  const outbox = mkdtempSync(join(tmpdir(), 'site-outbox-'));
  const mediaDir = mkdtempSync(join(tmpdir(), 'site-media-'));
  const webRoot = mkdtempSync(join(tmpdir(), 'site-web-'));
  mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  scratch.push(outbox, mediaDir, webRoot);
  const sim = buildMidtransSimulator({
    serverKey: 'SB-Mid-server-site',
    notificationUrl: 'http://127.0.0.1:9/none',
    retryDelaysMs: [],
    expirySweepMs: 0,
  });
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  const collect = (service: ServiceName) => (route: RouteOptions) => onRoute(service, route);

  services.account = await buildTestService({
    name: 'account',
    app: accountApp,
    appOptions: {
      signer: { sign: (user: AuthUser) => signerHolder.signer!.sign(user) },
      mailer: outboxMailer(outbox, () => undefined),
      publicUrl: 'http://site.test',
      // The stub is not running: a well-formed token reaches a provider that is down (503 is honest there).
      googleUserinfoUrl: `${simUrl}/no-such-userinfo`,
      rateLimits: { authMax: 100000, failedSignInMax: 100000 },
    },
    migrations: { account: accountMigrations },
    onRoute: collect('account'),
  });
  signerHolder.signer = new TokenSigner(services.account.keys.privateKey);
  // Blog and donation have the media service copy pictures from other sites: its address is known before it listens.
  const mediaPort = await freePort();
  const mediaUrl = `http://127.0.0.1:${mediaPort}`;
  services.blog = await buildTestService({
    name: 'blog',
    app: blogApp,
    appOptions: { mediaUrl },
    // The blog service reads campaign news and settled donors from the donation tables.
    migrations: { account: accountMigrations, donation: donationMigrations, blog: blogMigrations },
    onRoute: collect('blog'),
  });
  services.donation = await buildTestService({
    name: 'donation',
    app: donationApp,
    appOptions: {
      mediaUrl,
      payments: {
        midtrans: { serverKey: 'SB-Mid-server-site', clientKey: 'SB-Mid-client-site', baseUrl: simUrl },
        publicUrl: 'http://site.test',
        invoiceSigningSecret: 'site-invoice-secret',
      },
    },
    migrations: { account: accountMigrations, donation: donationMigrations },
    onRoute: collect('donation'),
  });
  services.gallery = await buildTestService({
    name: 'gallery',
    app: galleryApp,
    appOptions: { mediaPrefix: 'http://site.test/media/' },
    migrations: { account: accountMigrations, gallery: galleryMigrations },
    onRoute: collect('gallery'),
  });
  services.media = await buildTestService({
    name: 'media',
    app: mediaApp,
    appOptions: { storage: new LocalDiskStorage(mediaDir), publicUrl: 'http://site.test', signingSecret: 's' },
    migrations: { account: accountMigrations, media: mediaMigrations },
    onRoute: collect('media'),
  });

  // Real rows to aim at, so that requests reach rules and queries, not only "not found".
  for (const name of ['account', 'blog', 'donation', 'gallery'] as const) await seedAccounts(services[name].db);
  await seedBlogs(services.blog.db);
  await seedDemoCampaigns(services.donation.db);
  await seedGallery(services.gallery.db);
  const [admin] = await services.account.db('users').where({ email: 'admin@yayasan.test' }).limit(1);
  const [user] = await services.account.db('users').where({ email: 'budi@yayasan.test' }).limit(1);
  const tokens = {
    admin: (await services.account.auth({ id: admin.id, username: admin.username, isAdmin: true })).authorization,
    user: (await services.account.auth({ id: user.id, username: user.username, isAdmin: false })).authorization,
    garbage: 'Bearer not.a.token',
  };

  const urls = {} as Record<ServiceName, string>;
  for (const name of SERVICE_NAMES) {
    urls[name] = await services[name].app.listen({ port: name === 'media' ? mediaPort : 0, host: '127.0.0.1' });
  }
  const gateway = await buildGateway({ services: urls, webRoot });
  const gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });

  return {
    services,
    gateway,
    gatewayUrl,
    tokens,
    close: async () => {
      await gateway.close();
      await Promise.all(SERVICE_NAMES.map((name) => services[name].close()));
      await sim.close();
      for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on a connection of its own (a refused body closes its connection, as it should). */
export function send(baseUrl: string, call: Call): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method: call.method, path: call.path, headers: call.headers, agent: false },
      (res) => {
        const answer = { status: res.statusCode ?? 0, headers: res.headers };
        // A live event stream never ends by itself: its status and headers are the answer.
        if (res.headers['content-type']?.startsWith('text/event-stream')) {
          resolve({ ...answer, body: '' });
          req.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ ...answer, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    // An answer that never comes is a failure too (a request stuck until the client gives up).
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    req.end(call.body);
  });
}
