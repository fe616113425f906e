import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import knex, { type Knex } from 'knex';
import { buildService, connectionFromUrl, createDb } from '@yayasan/service-kit';
import { freePort } from '@yayasan/service-kit/testing';
import { migrations as blogMigrations } from '@yayasan/service-blog/migrations';
import blogApp from '@yayasan/service-blog';
import { migrations as galleryMigrations } from '@yayasan/service-gallery/migrations';
import { migrations as mediaMigrations } from '@yayasan/service-media/migrations';
import mediaApp from '@yayasan/service-media';
import { LocalDiskStorage } from '@yayasan/service-media/storage';
import { authFor, DONOR, insertUsers, simulator, startPayEnv, type PayEnv } from '@yayasan/service-donation/testing';
import { startMariaDb, type MariaDbServer } from '../../dev/database';
import { FolderLocation } from '../location';
import { folderSource } from '../stores';

/**
 * The site on a MariaDB of the drill's own that keeps binary logs (the machine's may not): the donation
 * service paid through the local Midtrans simulator, the blog and media services on the same database,
 * as in production, and folders for the stores and the backups.
 */
export interface Drill {
  server: MariaDbServer;
  pay: PayEnv;
  blog: FastifyInstance;
  media: FastifyInstance;
  /** The live database's URL and name. */
  url: string;
  database: string;
  /** An administrative connection to the server (no database). */
  admin: Knex;
  dirs: { media: string; releases: string; backups: string; work: string };
  location: FolderLocation;
  stores: { media: ReturnType<typeof folderSource>; releases: ReturnType<typeof folderSource> };
  close(): Promise<void>;
}

export async function startDrill(): Promise<Drill> {
  const work = mkdtempSync(join(tmpdir(), 'backup-drill-'));
  const server = await startMariaDb({
    dir: join(work, 'mariadb'),
    port: await freePort(),
    args: ['--log-bin', '--binlog-format=ROW', '--server-id=1', '--innodb-buffer-pool-size=64M'],
  });
  // The service kit's test helpers create their databases on this server.
  const previousServer = process.env.TEST_DATABASE_URL;
  process.env.TEST_DATABASE_URL = server.url;
  const pay = await startPayEnv({
    migrations: { blog: blogMigrations, gallery: galleryMigrations, media: mediaMigrations },
  });
  await insertUsers(pay.svc);
  const dirs = {
    work,
    media: join(work, 'media'),
    releases: join(work, 'releases'),
    backups: join(work, 'backups'),
  };
  const blogDb = createDb(pay.svc.url, { min: 0, max: 3 });
  const blog = await buildService({
    name: 'blog',
    db: blogDb,
    publicKeyPem: pay.svc.keys.publicKey,
    app: blogApp,
    appOptions: { db: blogDb },
    closeDbOnClose: true,
  });
  const mediaDb = createDb(pay.svc.url, { min: 0, max: 3 });
  const media = await buildService({
    name: 'media',
    db: mediaDb,
    publicKeyPem: pay.svc.keys.publicKey,
    app: mediaApp,
    appOptions: { storage: new LocalDiskStorage(dirs.media), publicUrl: 'http://site.test', signingSecret: 'drill' },
    closeDbOnClose: true,
  });
  await Promise.all([blog.ready(), media.ready()]);
  const admin = knex({ client: 'mysql2', connection: connectionFromUrl(server.url), pool: { min: 0, max: 2 } });
  return {
    server,
    pay,
    blog,
    media,
    url: pay.svc.url,
    database: connectionFromUrl(pay.svc.url).database!,
    admin,
    dirs,
    location: new FolderLocation(dirs.backups),
    stores: { media: folderSource(dirs.media), releases: folderSource(dirs.releases) },
    async close() {
      await blog.close();
      await media.close();
      await pay.close();
      await admin.destroy();
      await server.stop();
      if (previousServer === undefined) delete process.env.TEST_DATABASE_URL;
      else process.env.TEST_DATABASE_URL = previousServer;
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** A donation paid through the real path: the pay route charges the simulator, whose notification settles it. */
export async function donate(d: Drill, donationId: string, amount: number): Promise<string> {
  const res = await d.pay.svc.app.inject({
    method: 'POST',
    url: `/donation/${donationId}/pay`,
    headers: await authFor(d.pay.svc, DONOR),
    payload: { amount, payment_method: 'qris' },
  });
  if (res.statusCode !== 201) throw new Error(`pay answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { order_id: string }).order_id;
}

export async function settle(d: Drill, orderId: string): Promise<void> {
  const paid = await simulator(d.pay.simUrl, 'pay', { order_id: orderId });
  if (!paid.body.notification.delivered) throw new Error(`the notification for ${orderId} was not delivered`);
}

/** The server's clock in whole seconds (what the binary log records). */
export async function serverSecond(admin: Knex): Promise<number> {
  const [[row]] = await admin.raw('SELECT UNIX_TIMESTAMP() AS t');
  return Number(row.t);
}

/** Waits until the server's clock has passed `second`: a later write is logged with a later second. */
export async function secondPassed(admin: Knex, second: number): Promise<number> {
  for (;;) {
    const now = await serverSecond(admin);
    if (now > second) return now;
    await new Promise((r) => setTimeout(r, 50));
  }
}
