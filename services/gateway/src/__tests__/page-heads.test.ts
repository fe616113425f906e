import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import {
  FIELD_SAMPLE_RATE_META,
  imageVariants,
  LEAD_IMAGE_SIZES,
  REMOTE_NAMES,
  REMOTES_CONFIG_ELEMENT_ID,
  STARTUP_FILES_ATTRIBUTE,
  type StartupFile,
} from '@yayasan/contracts';
import { SITE } from '@yayasan/site-config';
import { buildGateway } from '../app';
import { ADMIN, fakeWebRoot, PUBLIC_URL, publishArticle, type Site } from './site-harness';
import {
  siteForTests,
  crawl,
  createCampaign as createCampaignIn,
  setCollected as setCollectedIn,
  HOSTILE,
} from './site-pages';

/**
 * What a page's head says to crawlers and link previews: titles, descriptions, JSON-LD, preloads,
 * canonical URLs and 404s; also while a service is slow or down.
 */
const useSite = siteForTests();
let site: Site;
beforeAll(() => {
  site = useSite();
});

const page = (url: string, headers: Record<string, string> = {}) => crawl(site.gateway, url, headers);
/** The files a page lists for the shell to ask for once it is painted, as `<as> <href>`. */
const startupFiles = (p: Awaited<ReturnType<typeof page>>) =>
  [...p.doc.querySelectorAll(`script[${STARTUP_FILES_ATTRIBUTE}]`)]
    .flatMap((list) => JSON.parse(list.textContent ?? '[]') as StartupFile[])
    .map((f) => `${f.as} ${f.href}`);
const createCampaign = (over: Record<string, unknown> = {}) => createCampaignIn(site, over);
const setCollected = (donationId: string, total: number) => setCollectedIn(site, donationId, total);

describe('page heads', () => {
  test('home: the foundation as an Organization, its own words, feed link and the inline remotes config', async () => {
    const p = await page('/');
    expect(p.res.statusCode).toBe(200);
    expect(p.res.headers['content-type']).toMatch(/^text\/html/);
    expect(p.title).toBe(SITE.name);
    expect(p.meta('description')).toBe(SITE.tagline);
    expect(p.doc.querySelectorAll('title')).toHaveLength(1);
    expect(p.doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(p.links('canonical')[0].getAttribute('href')).toBe(`${PUBLIC_URL}/`);
    expect(p.meta('og:site_name')).toBe(SITE.name);
    expect(p.meta('og:locale')).toBe('id_ID');
    expect(p.meta('og:type')).toBe('website');
    expect(p.meta('og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/og/site/[\\w-]+\\.jpg$`));
    expect(p.meta('twitter:card')).toBe('summary_large_image');
    expect(p.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: SITE.name, email: SITE.contact.email }),
    ]);
    const feed = p.doc.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(feed?.getAttribute('href')).toBe(`${PUBLIC_URL}/feed.xml`);
    // The shell's scripts stay.
    expect(p.doc.querySelector('script[src="/main.js"]')).not.toBeNull();

    const inline = p.doc.getElementById(REMOTES_CONFIG_ELEMENT_ID);
    expect(inline?.getAttribute('type')).toBe('application/json');
    const config = await site.gateway.inject({ method: 'GET', url: '/config/remotes.json' });
    expect(JSON.parse(inline!.textContent!)).toEqual(config.json());
    expect(config.json().remotes.blog).toBe('/mf/blog/mf-manifest.json');
    // Every page view's field signals are reported unless the gateway is told a smaller share.
    expect(p.meta(FIELD_SAMPLE_RATE_META)).toBe('1');
  });

  test.each([
    ['/kontak', 'Kontak'],
    ['/tentang-kami', 'Tentang Kami'],
    ['/artikel', 'Artikel'],
    ['/donation', 'Donasi Yang Sedang Berjalan'],
    ['/galeri', 'Galeri'],
  ])('%s has its own title, description and canonical URL', async (path, title) => {
    const p = await page(path);
    expect(p.res.statusCode).toBe(200);
    expect(p.title).toBe(`${title} | ${SITE.name}`);
    expect(p.meta('description')).toBeTruthy();
    expect(p.meta('description')).not.toBe(SITE.tagline);
    expect(p.links('canonical')[0].getAttribute('href')).toBe(`${PUBLIC_URL}${path}`);
    expect(p.meta('og:url')).toBe(`${PUBLIC_URL}${path}`);
  });

  test('private pages are not indexed', async () => {
    const p = await page('/dashboard/blogs');
    expect(p.res.statusCode).toBe(200);
    expect(p.title).toBe(`Artikel Saya | ${SITE.name}`);
    expect(p.meta('robots')).toBe('noindex');
    expect(p.links('canonical')).toHaveLength(0);
  });

  test('an unknown path answers 404 with the shell page', async () => {
    const p = await page('/tidak/ada/halaman-ini');
    expect(p.res.statusCode).toBe(404);
    expect(p.title).toBe(`Halaman tidak ditemukan | ${SITE.name}`);
    expect(p.doc.getElementById('root')).not.toBeNull();
    expect(p.meta('robots')).toBe('noindex');
  });

  test('article: its title, description, banner preload, Article JSON-LD with author and dates', async () => {
    const blog = await publishArticle(site, { title: 'Kabar dari asrama', tags: ['Kabar', 'Asrama'] });
    const p = await page(`/blog/${blog.blog_id}`);
    expect(p.res.statusCode).toBe(200);
    expect(p.title).toBe(`Kabar dari asrama | ${SITE.name}`);
    expect(p.meta('description')).toBe('Cerita anak-anak asrama minggu ini.');
    expect(p.meta('og:type')).toBe('article');
    expect(p.meta('og:url')).toBe(`${PUBLIC_URL}/blog/${blog.blog_id}`);
    expect(p.meta('og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/og/article/${blog.blog_id}/[\\w-]+\\.jpg$`));
    expect(p.meta('og:image:width')).toBe('1200');
    expect(p.meta('og:image:height')).toBe('630');
    expect(p.meta('article:author')).toBe('Siti Penulis');
    // The banner's preload names the variants and slot of its <img>, so it fetches the one the page shows.
    const lead = p.doc.querySelector('link[rel="preload"][as="image"]');
    expect(lead?.getAttribute('href')).toBe(site.pictureUrl);
    expect(lead?.getAttribute('imagesrcset')).toBe(imageVariants(site.pictureUrl)?.srcSet);
    expect(lead?.getAttribute('imagesrcset')).toContain('-640w.webp 640w');
    expect(lead?.getAttribute('imagesizes')).toBe(LEAD_IMAGE_SIZES.article);
    expect(lead?.getAttribute('fetchpriority')).toBe('high');
    // It is asked for before the shell's scripts: the head's first preload, the charset still first.
    expect(p.doc.head.querySelector('link[rel="preload"]')).toBe(lead);
    expect(p.doc.head.firstElementChild?.getAttribute('charset')).toBe('utf-8');
    expect(p.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Article',
        headline: 'Kabar dari asrama',
        author: expect.objectContaining({ '@type': 'Person', name: 'Siti Penulis' }),
        datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        dateModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);
    // Reading a page for its preview is not a read of the article.
    const [{ total_reads }] = await site.blog.db('blogs').where({ id: blog.id }).select('total_reads');
    expect(total_reads).toBe(0);
  });

  test("the campaign list: its first picture preloaded at the card's sizes", async () => {
    const campaign = await createCampaign({ title: HOSTILE, description: `${HOSTILE} "><img src=x onerror=alert(2)>` });
    const p = await page('/donation');
    expect(p.doc.querySelectorAll('b, img[src="x"], [onerror]')).toHaveLength(0);
    const preload = p.doc.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('imagesrcset')).toBe(imageVariants(site.pictureUrl)?.srcSet);
    expect(preload?.getAttribute('imagesizes')).toBe(LEAD_IMAGE_SIZES.campaignCard);
    expect(campaign.donation_id).toBeTruthy();

    // Another tab or page: the page's words only.
    for (const path of ['/donation?tab=selesai', '/donation?page=2']) {
      expect((await page(path)).doc.querySelector('link[rel="preload"][as="image"]')).toBeNull();
    }
  });

  test("the gallery: its newest picture preloaded at the cell's sizes", async () => {
    const admin = await site.gallery.auth(ADMIN);
    for (const title of ['Foto lama', HOSTILE]) {
      const res = await site.gateway.inject({
        method: 'POST',
        url: '/api/gallery',
        headers: admin,
        payload: { title, description: 'Kegiatan.', image_url: site.pictureUrl, draft: false },
      });
      expect(res.statusCode).toBe(201);
    }
    const p = await page('/galeri');
    const preload = p.doc.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('imagesrcset')).toBe(imageVariants(site.pictureUrl)?.srcSet);
    expect(preload?.getAttribute('imagesizes')).toBe(LEAD_IMAGE_SIZES.galleryCell);
    expect(p.doc.querySelectorAll('b, img[src="x"], [onerror]')).toHaveLength(0);
  });

  test('a hostile title and description stay text: no tag, no attribute break-out', async () => {
    const blog = await publishArticle(site, { title: HOSTILE, des: `${HOSTILE} "><img src=x onerror=alert(2)>` });
    const p = await page(`/blog/${blog.blog_id}`);
    expect(p.res.statusCode).toBe(200);
    expect(p.title).toBe(`${HOSTILE} | ${SITE.name}`);
    expect(p.meta('og:title')).toBe(`${HOSTILE} | ${SITE.name}`);
    expect(p.meta('description')).toContain('onerror=alert(2)');
    expect(p.doc.querySelectorAll('title')).toHaveLength(1);
    expect(p.doc.querySelectorAll('b, img[src="x"], [onerror]')).toHaveLength(0);
    // Only the shell's own script and the JSON blocks (JSON-LD, the remotes, the shell's startup files): none executable added.
    const scripts = [...p.doc.querySelectorAll('script')];
    expect(scripts.filter((s) => !s.getAttribute('src')).map((s) => s.getAttribute('type'))).toEqual([
      'application/ld+json',
      'application/json',
      'application/json',
    ]);
    expect(p.res.body).not.toContain('<script>alert(1)');
    expect(p.res.body).not.toContain('</title><script>');
    expect(p.jsonLd[0].headline).toBe(HOSTILE);
    expect(p.res.body).toContain('🎉');
  });

  test('a draft or unknown article answers 404 with the shell page', async () => {
    const draft = await publishArticle(site, { title: 'Masih draf', draft: true });
    for (const path of [`/blog/${draft.blog_id}`, '/blog/tidak-ada-artikel-ini']) {
      const p = await page(path);
      expect(p.res.statusCode).toBe(404);
      expect(p.title).toBe(`Halaman tidak ditemukan | ${SITE.name}`);
      expect(p.res.body).not.toContain('Masih draf');
      expect(p.doc.getElementById('root')).not.toBeNull();
    }
  });

  test('campaign: progress in the description, one canonical for both URLs, a WebPage about a DonateAction', async () => {
    const campaign = await createCampaign();
    await setCollected(campaign.donation_id, 250_000);
    const detail = await page(`/donation/detail/${campaign.donation_id}`);
    const short = await page(`/donation/${campaign.donation_id}`);
    for (const p of [detail, short]) {
      expect(p.res.statusCode).toBe(200);
      expect(p.title).toBe(`Beasiswa anak asrama | ${SITE.name}`);
      expect(p.meta('description')).toBe(
        'Terkumpul Rp 250.000 dari Rp 1.000.000 (25%). Biaya sekolah setahun untuk 30 anak.',
      );
      expect(p.links('canonical')[0].getAttribute('href')).toBe(
        `${PUBLIC_URL}/donation/detail/${campaign.donation_id}`,
      );
      expect(p.meta('og:image')).toMatch(
        new RegExp(`^${PUBLIC_URL}/og/campaign/${campaign.donation_id}/[\\w-]+\\.jpg$`),
      );
      const lead = p.doc.querySelector('link[rel="preload"][as="image"]');
      expect(lead?.getAttribute('fetchpriority')).toBe('high');
      expect(lead?.getAttribute('imagesizes')).toBe(LEAD_IMAGE_SIZES.campaign);
      expect(p.jsonLd).toEqual([
        expect.objectContaining({
          '@type': 'WebPage',
          name: 'Beasiswa anak asrama',
          about: expect.objectContaining({ '@type': 'DonateAction' }),
        }),
      ]);
    }
  });

  test('campaign: a hostile title stays inert in the page: no script of the page runs it', async () => {
    const campaign = await createCampaign({ title: HOSTILE, description: `${HOSTILE} </SCRIPT ><!--` });
    const p = await page(`/donation/detail/${campaign.donation_id}`);
    expect(p.res.statusCode).toBe(200);
    // No break-out: the page holds only the scripts it is built with, none of them running the title.
    expect(p.res.body).not.toMatch(/<\/script><script>alert/i);
    expect([...p.doc.querySelectorAll('script')].every((s) => s.type !== '' || s.src !== '')).toBe(true);
    expect(p.title).toBe(`${HOSTILE} | ${SITE.name}`);
  });

  test('a remote page lists its remote entry and module chunks from the manifest; a retry address serves the same files', async () => {
    const dist = join(site.webRoot, 'mf-gallery', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'remoteEntry.js'), 'var gallery;');
    writeFileSync(
      join(dist, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            name: 'GalleryPage',
            path: './GalleryPage',
            assets: { js: { sync: ['__federation_expose_GalleryPage.0123abcd.js'] }, css: { sync: [] } },
          },
        ],
      }),
    );
    const galeri = await page('/galeri');
    expect(startupFiles(galeri)).toEqual(
      expect.arrayContaining([
        'script /mf/gallery/remoteEntry.js',
        'script /mf/gallery/__federation_expose_GalleryPage.0123abcd.js',
      ]),
    );
    // Listed, not preloaded: the shell asks for them once the page is painted.
    expect(galeri.links('preload').filter((l) => l.getAttribute('as') === 'script')).toEqual([]);
    expect(startupFiles(await page('/')).filter((l) => l.includes('/mf/'))).toEqual([]);

    const retried = await site.gateway.inject({ method: 'GET', url: '/mf/gallery/retry/2/remoteEntry.js' });
    expect(retried.statusCode).toBe(200);
    expect(retried.body).toBe('var gallery;');
    for (const url of [
      '/mf/tidak-ada/retry/1/remoteEntry.js',
      '/mf/gallery/retry/x/remoteEntry.js',
      '/mf/gallery/retry/1/..%2F..%2Fshell%2Fdist%2Findex.html',
    ]) {
      expect((await site.gateway.inject({ method: 'GET', url })).statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  test('a page another remote fills lists both: the search page and the campaign results in it', async () => {
    const exposing = (remote: string, name: string) => {
      const dist = join(site.webRoot, `mf-${remote}`, 'dist');
      mkdirSync(dist, { recursive: true });
      writeFileSync(join(dist, 'remoteEntry.js'), `var ${remote};`);
      writeFileSync(
        join(dist, 'mf-manifest.json'),
        JSON.stringify({
          metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [{ name, path: `./${name}`, assets: { js: { sync: [`${name}.0123abcd.js`] }, css: { sync: [] } } }],
        }),
      );
    };
    exposing('blog', 'SearchPage');
    exposing('donation', 'CampaignSearchResults');
    const p = await page('/search/sembako');
    expect(startupFiles(p)).toEqual(
      expect.arrayContaining([
        'script /mf/blog/SearchPage.0123abcd.js',
        'script /mf/donation/CampaignSearchResults.0123abcd.js',
      ]),
    );
  });

  test('a write through the gateway shows at once: the cache is dropped for that service', async () => {
    const campaign = await createCampaign({ title: 'Judul lama' });
    expect((await page(`/donation/${campaign.donation_id}`)).title).toBe(`Judul lama | ${SITE.name}`);
    const put = await site.gateway.inject({
      method: 'PUT',
      url: `/api/donation/${campaign.donation_id}`,
      headers: site.admin,
      payload: { title: 'Judul baru' },
    });
    expect(put.statusCode).toBe(200);
    expect((await page(`/donation/${campaign.donation_id}`)).title).toBe(`Judul baru | ${SITE.name}`);
  });

  test("the spec's reading POSTs leave the cache: only a write drops it", async () => {
    const blog = await publishArticle(site, { title: 'Judul pertama' });
    expect((await page(`/blog/${blog.blog_id}`)).title).toBe(`Judul pertama | ${SITE.name}`);
    // Changed behind the gateway's back: the cached page stays until a write passes through it.
    await site.blog.db('blogs').where({ blog_id: blog.blog_id }).update({ title: 'Judul kedua' });
    for (const url of ['/api/latest-blogs', '/api/get-blog', '/api/search-blogs-count']) {
      const res = await site.gateway.inject({
        method: 'POST',
        url,
        payload: { page: 1, blog_id: blog.blog_id, tag: 'x' },
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
    expect((await page(`/blog/${blog.blog_id}`)).title).toBe(`Judul pertama | ${SITE.name}`);
    const like = await site.gateway.inject({
      method: 'POST',
      url: '/api/like-blog',
      headers: site.authorHeaders,
      payload: { _id: blog.id, isLikedByUser: false },
    });
    expect(like.statusCode).toBe(200);
    expect((await page(`/blog/${blog.blog_id}`)).title).toBe(`Judul kedua | ${SITE.name}`);
  });

  test('a draft or unknown campaign answers 404', async () => {
    const draft = await createCampaign({ title: 'Kampanye draf', draft: true });
    for (const path of [`/donation/detail/${draft.donation_id}`, '/donation/tidak-ada']) {
      const p = await page(path);
      expect(p.res.statusCode).toBe(404);
      expect(p.res.body).not.toContain('Kampanye draf');
    }
  });

  test('profile: the person name and bio; an unknown person answers 404', async () => {
    const [id] = await site.account.db('users').insert({
      fullname: 'Budi Santoso',
      email: 'budi@test.local',
      username: 'budi',
      bio: 'Relawan pengajar di asrama.',
      social_links: '{}',
    });
    expect(id).toBeGreaterThan(0);
    const p = await page('/user/budi');
    expect(p.res.statusCode).toBe(200);
    expect(p.title).toBe(`Budi Santoso (@budi) | ${SITE.name}`);
    expect(p.meta('description')).toBe('Relawan pengajar di asrama.');
    expect((await page('/user/tidak-ada-orangnya')).res.statusCode).toBe(404);
  });

  test('absolute URLs never come from the Host header', async () => {
    const spoof = { host: 'evil.test', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'http' };
    const campaign = await createCampaign();
    for (const url of ['/', `/donation/${campaign.donation_id}`, '/sitemap.xml', '/robots.txt']) {
      const res = await site.gateway.inject({ method: 'GET', url, headers: spoof });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('evil.test');
      expect(res.body).toContain(PUBLIC_URL);
    }
    // The site's own remotes are named by path: no host at all.
    const remotes = await site.gateway.inject({ method: 'GET', url: '/config/remotes.json', headers: spoof });
    expect(Object.values(remotes.json().remotes)).toEqual(REMOTE_NAMES.map((n) => `/mf/${n}/mf-manifest.json`));
  });
});

describe('when a service is slow or down', () => {
  let hanging: Server;
  beforeAll(async () => {
    // Accepts connections and never answers.
    hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => hanging.close(() => resolve())));

  test('pages answer with the default head, never an error', async () => {
    const hangingUrl = `http://127.0.0.1:${(hanging.address() as { port: number }).port}`;
    const gateway = await buildGateway({
      services: { ...site.services, blog: 'http://127.0.0.1:9', donation: hangingUrl },
      webRoot: fakeWebRoot(),
      publicUrl: PUBLIC_URL,
    });
    try {
      const article = await gateway.inject({ method: 'GET', url: '/blog/apa-saja' });
      expect(article.statusCode).toBe(200);
      expect(article.body).toContain(`<title>Artikel | ${SITE.name}</title>`);
      const campaign = await gateway.inject({ method: 'GET', url: '/donation/abc' });
      expect(campaign.statusCode).toBe(200);
      expect(campaign.body).toContain(`<title>Donasi | ${SITE.name}</title>`);
      expect(campaign.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/donation/detail/abc" />`);
      hanging.closeAllConnections();
    } finally {
      await gateway.close();
    }
  });
});
