import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestService, type TestService } from '@yayasan/service-kit/testing';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { migrations as blogMigrations } from '@yayasan/service-blog/migrations';
import blogApp from '@yayasan/service-blog';
import { migrations as donationMigrations } from '@yayasan/service-donation/migrations';
import donationApp from '@yayasan/service-donation';
import { migrations as galleryMigrations } from '@yayasan/service-gallery/migrations';
import galleryApp from '@yayasan/service-gallery';
import { buildAccount } from '@yayasan/service-account/testing';
import { buildMedia } from '@yayasan/service-media/testing';
import { buildGateway } from '../app';
import type { ServiceName } from '../services';

export const PUBLIC_URL = 'https://yayasan.example';
export const ADMIN = { id: 1, username: 'admin', isAdmin: true };

/** The shell page as the build writes it (title and description are replaced per page). */
const SHELL_HTML = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="utf-8" />
    <title>Yayasan Peduli Anak Yatim</title>
    <meta name="description" content="Bawaan" />
    <script type="application/json" data-startup-files>[{"href":"/vendors.js","as":"script"}]</script>
    <script defer src="/main.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

export function fakeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'gateway-site-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), SHELL_HTML);
  return root;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

export interface Site {
  gateway: FastifyInstance;
  services: Record<ServiceName, string>;
  blog: TestService;
  donation: TestService;
  account: TestService;
  gallery: TestService;
  webRoot: string;
  admin: { authorization: string };
  /** A picture stored in the media service, by its public URL. */
  pictureUrl: string;
  /** The article author's bearer header (an administrator: articles are written by admins). */
  authorHeaders: { authorization: string };
  close(): Promise<void>;
}

/** An uploaded picture, named as the media service names uploads (so it has variants). */
const PICTURE = '3f6c1d2e-8a4b-4c5d-9e6f-7a8b9c0d1e2f.jpg';

/** The real account, blog, donation, gallery and media services, each on its own database, behind a gateway. */
export async function startSite(): Promise<Site> {
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
      appOptions: { mediaPrefix: `${PUBLIC_URL}/media/` },
      migrations: { account: accountMigrations, gallery: galleryMigrations },
    }),
    buildMedia(),
  ]);
  const picture = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .toBuffer();
  await media.storage.put(PICTURE, picture);

  const [accountUrl, blogUrl, donationUrl, galleryUrl, mediaUrl] = await Promise.all(
    [account, blog, donation, gallery, media].map((s) => listen(s.app)),
  );
  const services = { account: accountUrl, blog: blogUrl, donation: donationUrl, gallery: galleryUrl, media: mediaUrl };
  const webRoot = fakeWebRoot();
  const gateway = await buildGateway({ services, webRoot, publicUrl: PUBLIC_URL });

  const [authorId] = await blog.db('users').insert({
    fullname: 'Siti Penulis',
    email: 'siti@test.local',
    username: 'siti',
    is_admin: true,
    social_links: '{}',
  });
  return {
    gateway,
    services,
    blog,
    donation,
    account,
    gallery,
    webRoot,
    admin: await donation.auth(ADMIN),
    pictureUrl: `${PUBLIC_URL}/media/${PICTURE}`,
    authorHeaders: await blog.auth({ id: authorId, username: 'siti', isAdmin: true }),
    async close() {
      await gateway.close();
      await Promise.all([account, blog, donation, gallery, media].map((s) => s.close()));
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

export interface ArticleInput {
  title?: string;
  des?: string;
  tags?: string[];
  draft?: boolean;
}

/** Publishes (or saves as a draft) an article the way the editor does: through the gateway. */
export async function publishArticle(site: Site, over: ArticleInput = {}) {
  const res = await site.gateway.inject({
    method: 'POST',
    url: '/api/create-blog',
    headers: site.authorHeaders,
    payload: {
      title: 'Kabar dari asrama',
      banner: site.pictureUrl,
      des: 'Cerita anak-anak asrama minggu ini.',
      content: { time: 1700000000000, blocks: [{ type: 'paragraph', data: { text: 'Isi.' } }] },
      tags: ['Kabar'],
      draft: false,
      ...over,
    },
  });
  if (res.statusCode >= 300) throw new Error(`create-blog answered ${res.statusCode}: ${res.body}`);
  const blogId = (res.json() as { id: string }).id;
  return (await site.blog.db('blogs').where({ blog_id: blogId }).first()) as { id: number; blog_id: string };
}
