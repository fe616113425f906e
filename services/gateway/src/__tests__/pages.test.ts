import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  CAMPAIGN_LIST_PAGE_SIZE,
  FIRST_VIEW_ELEMENT_ID,
  FIRST_VIEW_PICTURE_TIMING,
  GALLERY_PAGE_SIZE,
  imageVariants,
  INITIAL_ANSWERS_ELEMENT_ID,
  LEAD_IMAGE_SIZES,
  REMOTE_NAMES,
  REMOTES_CONFIG_ELEMENT_ID,
  initialAnswerKey,
} from '@yayasan/contracts';
import { ABOUT_TEASER, ARTICLE_CATEGORIES, SITE } from '@yayasan/site-config';
import { buildGateway } from '../app';
import { OG_MAX_BYTES } from '../og/render';
import { ADMIN, fakeWebRoot, PUBLIC_URL, publishArticle, startSite, type Site } from './site-harness';

const HOSTILE = `Judul "kutip" & 'apostrof' </title><script>alert(1)</script> 🎉 <b>tebal</b>`;
const DAY = 24 * 60 * 60 * 1000;

// Four services with their own databases and migrations: generous limits for a busy machine.
jest.setTimeout(120_000);
let site: Site;
beforeAll(async () => {
  site = await startSite();
}, 600_000);
afterAll(() => site.close());

/** A page as a link-preview crawler reads it: plain HTML, no script run. */
async function page(url: string, headers: Record<string, string> = {}) {
  const res = await site.gateway.inject({ method: 'GET', url, headers });
  const doc = new JSDOM(res.body).window.document;
  const meta = (key: string) =>
    doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!));
  const links = (rel: string) => [...doc.querySelectorAll(`link[rel="${rel}"]`)];
  return { res, doc, meta, jsonLd, links, title: doc.title };
}

async function createCampaign(over: Record<string, unknown> = {}) {
  const res = await site.gateway.inject({
    method: 'POST',
    url: '/api/donation',
    headers: site.admin,
    payload: {
      title: 'Beasiswa anak asrama',
      description: 'Biaya sekolah setahun untuk 30 anak.',
      content: 'Isi lengkap.',
      target_amount: 1_000_000,
      thumbnail: site.pictureUrl,
      expiry_time: new Date(Date.now() + 30 * DAY).toISOString(),
      ...over,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { donation_id: string; title: string };
}

const setCollected = (donationId: string, total: number) =>
  site.donation.db('donations').where({ donation_id: donationId }).update({ total_collected: total });

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

  test('the first view: the top of the home page, an article and a campaign, written before the app root', async () => {
    const firstView = (p: Awaited<ReturnType<typeof page>>) => p.doc.getElementById(FIRST_VIEW_ELEMENT_ID);
    const home = await page('/');
    expect(firstView(home)?.nextElementSibling?.id).toBe('root');
    expect(firstView(home)?.querySelector('main h1')?.textContent).toBe('Bersama Kita Wujudkan Masa Depan Anak Yatim');
    expect(firstView(home)?.querySelector('main p')?.textContent).toBe(SITE.tagline);
    expect(firstView(home)?.querySelector('a[href="/donation"]')?.textContent).toBe('Donasi Sekarang');
    expect(firstView(home)?.querySelector('main h2 + p')?.textContent).toBe(ABOUT_TEASER);
    expect(home.doc.head.querySelector('style')?.textContent).toContain('.fv-hero');

    // The banner as the article's <img> shows it: the same source, variants and slot as its preload.
    const blog = await publishArticle(site, { title: 'Panen di kebun' });
    const article = firstView(await page(`/blog/${blog.blog_id}`));
    expect(article?.querySelector('main h1')?.textContent).toBe('Panen di kebun');
    const banner = article?.querySelector('main img');
    expect(banner?.getAttribute('src')).toBe(site.pictureUrl);
    expect(banner?.getAttribute('srcset')).toBe(imageVariants(site.pictureUrl)?.srcSet);
    expect(banner?.getAttribute('sizes')).toBe(LEAD_IMAGE_SIZES.article);
    expect(banner?.getAttribute('alt')).toBe('');
    // The browser reports when it has been painted: the shell keeps the first view up until then.
    expect(banner?.getAttribute('elementtiming')).toBe(FIRST_VIEW_PICTURE_TIMING);

    const campaign = await createCampaign();
    const detail = firstView(await page(`/donation/detail/${campaign.donation_id}`));
    expect(detail?.querySelector('main h1')?.textContent).toBe('Detail Donasi Berjalan');
    expect(detail?.querySelector('main img')?.getAttribute('alt')).toBe('Beasiswa anak asrama');
    expect(detail?.querySelector('main img')?.getAttribute('sizes')).toBe(LEAD_IMAGE_SIZES.campaign);

    // Pages without one, and pages that are not found, have neither the view nor its styles.
    for (const path of ['/kontak', '/dashboard/blogs', '/blog/tidak-ada-artikel-ini']) {
      const p = await page(path);
      expect(firstView(p)).toBeNull();
      expect(p.doc.head.querySelector('style')).toBeNull();
    }
  });

  test("the campaign list's first view: its first cards, the first picture preloaded, page one answered inline", async () => {
    const campaign = await createCampaign({ title: HOSTILE, description: `${HOSTILE} "><img src=x onerror=alert(2)>` });
    const p = await page('/donation');
    const view = p.doc.getElementById(FIRST_VIEW_ELEMENT_ID);
    expect(view?.querySelector('main h1')?.textContent).toBe('Donasi Yang Sedang Berjalan');
    // Newest first: the campaign just made leads, its title and description kept as text.
    const cards = [...(view?.querySelectorAll('main a.fv-card') ?? [])];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(4);
    expect(cards[0].getAttribute('href')).toBe(`/donation/detail/${campaign.donation_id}`);
    expect(cards[0].querySelector('h2')?.textContent).toBe(HOSTILE);
    expect(cards[0].querySelector('p')?.textContent).toBe(`${HOSTILE} "><img src=x onerror=alert(2)>`);
    expect(p.doc.querySelectorAll('b, img[src="x"], [onerror]')).toHaveLength(0);
    const picture = cards[0].querySelector('img');
    expect(picture?.getAttribute('sizes')).toBe(LEAD_IMAGE_SIZES.campaignCard);
    expect(picture?.getAttribute('fetchpriority')).toBe('high');
    const preload = p.doc.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('imagesrcset')).toBe(picture?.getAttribute('srcset'));
    expect(preload?.getAttribute('imagesizes')).toBe(LEAD_IMAGE_SIZES.campaignCard);

    // The list's first call, as the page makes it, is answered from the page.
    const params = { page: 1, limit: CAMPAIGN_LIST_PAGE_SIZE, draft: false };
    const api = await site.gateway.inject({
      method: 'GET',
      url: '/api/get-donation',
      query: { page: '1', limit: String(CAMPAIGN_LIST_PAGE_SIZE), draft: 'false' },
    });
    const block = p.doc.getElementById(INITIAL_ANSWERS_ELEMENT_ID);
    expect(JSON.parse(block!.textContent!)).toEqual({
      [initialAnswerKey({ url: '/api/get-donation', params })]: api.json(),
    });

    // Another tab or page than the one the view draws: the page's words only.
    for (const path of ['/donation?tab=selesai', '/donation?page=2']) {
      const other = await page(path);
      expect(other.doc.getElementById(FIRST_VIEW_ELEMENT_ID)).toBeNull();
      expect(other.doc.getElementById(INITIAL_ANSWERS_ELEMENT_ID)).toBeNull();
    }
  });

  test("the article list's first view: the latest articles' cards and the categories, the list and its count answered inline", async () => {
    const blog = await publishArticle(site, {
      title: HOSTILE,
      des: `${HOSTILE} "><img src=x onerror=alert(2)>`,
      tags: ['<i>tag</i>'],
    });
    const p = await page('/artikel');
    const view = p.doc.getElementById(FIRST_VIEW_ELEMENT_ID);
    expect(view?.querySelector('main h1')?.textContent).toBe('Artikel Terbaru');
    expect([...(view?.querySelectorAll('main aside span') ?? [])].map((c) => c.textContent)).toEqual([
      ...ARTICLE_CATEGORIES,
    ]);
    // Newest first: the article just published leads, every word of it kept as text.
    const cards = [...(view?.querySelectorAll('main a.fv-blog') ?? [])];
    expect(cards[0].getAttribute('href')).toBe(`/blog/${blog.blog_id}`);
    expect(cards[0].querySelector('h2')?.textContent).toBe(HOSTILE);
    expect(cards[0].querySelector('p')?.textContent).toBe(`${HOSTILE} "><img src=x onerror=alert(2)>`);
    expect(cards[0].querySelector('.fv-tag')?.textContent).toBe('<i>tag</i>');
    expect(cards[0].querySelector('.fv-meta span')?.textContent).toBe('Siti Penulis @siti');
    expect(p.doc.querySelectorAll('b, i, img[src="x"], [onerror]')).toHaveLength(0);
    expect(cards[0].querySelector('img.fv-banner')?.getAttribute('sizes')).toBe(LEAD_IMAGE_SIZES.articleCard);

    // Both first calls of the list, as the page makes them, are answered from the page.
    const [list, count] = await Promise.all(
      ['/api/latest-blogs', '/api/all-latest-blogs-count'].map((url, i) =>
        site.gateway.inject({ method: 'POST', url, payload: i === 0 ? { page: 1 } : {} }),
      ),
    );
    expect(cards).toHaveLength(list.json().blogs.length);
    expect(JSON.parse(p.doc.getElementById(INITIAL_ANSWERS_ELEMENT_ID)!.textContent!)).toEqual({
      [initialAnswerKey({ url: '/api/latest-blogs', method: 'POST', body: { page: 1 } })]: list.json(),
      [initialAnswerKey({ url: '/api/all-latest-blogs-count', method: 'POST', body: {} })]: count.json(),
    });
  });

  test("the gallery's first view: its title, the video's frame and its newest pictures, the first preloaded", async () => {
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
    const view = p.doc.getElementById(FIRST_VIEW_ELEMENT_ID);
    expect(view?.querySelector('main h1')?.textContent).toBe('Galeri');
    // Before any script the video's button is a link to it.
    expect(view?.querySelector('main h1 + div a')?.getAttribute('href')).toBe(SITE.videoUrl);
    const pictures = [...(view?.querySelectorAll('main li img') ?? [])];
    expect(pictures[0].getAttribute('alt')).toBe(HOSTILE);
    expect(pictures[0].getAttribute('fetchpriority')).toBe('high');
    expect(pictures[0].getAttribute('sizes')).toBe(LEAD_IMAGE_SIZES.galleryCell);
    expect(pictures[1].getAttribute('alt')).toBe('Foto lama');
    expect(pictures[1].getAttribute('loading')).toBe('lazy');
    expect([...(view?.querySelectorAll('[elementtiming]') ?? [])]).toEqual([pictures[0]]);
    const preload = p.doc.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('imagesrcset')).toBe(pictures[0].getAttribute('srcset'));
    expect(preload?.getAttribute('imagesizes')).toBe(LEAD_IMAGE_SIZES.galleryCell);
    expect(p.doc.querySelectorAll('b, img[src="x"], [onerror]')).toHaveLength(0);

    const params = { order: 'desc', page: 1, limit: GALLERY_PAGE_SIZE };
    const api = await site.gateway.inject({
      method: 'GET',
      url: '/api/gallery',
      query: { order: 'desc', page: '1', limit: String(GALLERY_PAGE_SIZE) },
    });
    expect(JSON.parse(p.doc.getElementById(INITIAL_ANSWERS_ELEMENT_ID)!.textContent!)).toEqual({
      [initialAnswerKey({ url: '/api/gallery', params })]: api.json(),
    });
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
    expect(p.doc.querySelector(`#${FIRST_VIEW_ELEMENT_ID} h1`)?.textContent).toBe(HOSTILE);
    // Only the shell's own script and the JSON blocks: none executable added.
    const scripts = [...p.doc.querySelectorAll('script')];
    expect(scripts.filter((s) => !s.getAttribute('src')).map((s) => s.getAttribute('type'))).toEqual([
      'application/ld+json',
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

  test('campaign: the details answer is in the page as inert JSON, equal to the API answer, a hostile title included', async () => {
    const campaign = await createCampaign({ title: HOSTILE, description: `${HOSTILE} </SCRIPT ><!--` });
    const p = await page(`/donation/detail/${campaign.donation_id}`);
    expect(p.res.statusCode).toBe(200);
    // No break-out: the page holds only the scripts it is built with, none of them running the title.
    expect(p.res.body).not.toMatch(/<\/script><script>alert/i);
    expect([...p.doc.querySelectorAll('script')].every((s) => s.type !== '' || s.src !== '')).toBe(true);
    const block = p.doc.getElementById(INITIAL_ANSWERS_ELEMENT_ID);
    expect(block?.getAttribute('type')).toBe('application/json');
    const path = `/api/donation/${campaign.donation_id}/details`;
    const api = await site.gateway.inject({ method: 'GET', url: path });
    expect(JSON.parse(block!.textContent!)).toEqual({ [initialAnswerKey({ url: path })]: api.json() });
    expect(api.json().title).toBe(HOSTILE);
  });

  test('a remote page preloads its remote entry and module chunks from the manifest; a retry address serves the same files', async () => {
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
    const preloads = (p: Awaited<ReturnType<typeof page>>) =>
      p
        .links('preload')
        .map((l) => `${l.getAttribute('as')} ${l.getAttribute('href')} ${l.getAttribute('fetchpriority')}`);
    expect(preloads(await page('/galeri'))).toEqual(
      expect.arrayContaining([
        'script /mf/gallery/remoteEntry.js low',
        'script /mf/gallery/__federation_expose_GalleryPage.0123abcd.js low',
      ]),
    );
    // The home page's widgets load on the way down: nothing of them is fetched with the page.
    expect(preloads(await page('/')).filter((l) => l.includes('/mf/'))).toEqual([]);

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

describe('share images', () => {
  async function image(url: string) {
    const res = await site.gateway.inject({ method: 'GET', url: url.replace(PUBLIC_URL, '') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThanOrEqual(OG_MAX_BYTES);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    return res;
  }

  test('a campaign image is 1200×630 JPEG within 300 KB; a new total makes a new URL and the old one redirects', async () => {
    const campaign = await createCampaign({ title: `${HOSTILE} dengan judul yang sangat panjang`.repeat(2) });
    await setCollected(campaign.donation_id, 400_000);
    const first = (await page(`/donation/${campaign.donation_id}`)).meta('og:image')!;
    await image(first);

    // New figures (here a new target, written through the gateway) give the image a new URL.
    const put = await site.gateway.inject({
      method: 'PUT',
      url: `/api/donation/${campaign.donation_id}`,
      headers: site.admin,
      payload: { target_amount: 2_000_000 },
    });
    expect(put.statusCode).toBe(200);
    const second = (await page(`/donation/${campaign.donation_id}`)).meta('og:image')!;
    expect(second).not.toBe(first);
    await image(second);
    const old = await site.gateway.inject({ method: 'GET', url: first.replace(PUBLIC_URL, '') });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(second.replace(PUBLIC_URL, ''));
  });

  test('an article image and the site image are 1200×630 JPEG', async () => {
    const blog = await publishArticle(site, { title: 'Panen sayur di kebun asrama' });
    await image((await page(`/blog/${blog.blog_id}`)).meta('og:image')!);
    await image((await page('/')).meta('og:image')!);
  });

  test('an unknown record has no image', async () => {
    const res = await site.gateway.inject({ method: 'GET', url: '/og/campaign/tidak-ada/abc.jpg' });
    expect(res.statusCode).toBe(404);
  });
});

describe('discovery files', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

  test('robots.txt allows the public site, keeps crawlers out of private areas and names the sitemap', async () => {
    const res = await site.gateway.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Allow: /\n');
    for (const path of ['/dashboard', '/settings', '/editor', '/api'])
      expect(res.body).toContain(`Disallow: ${path}\n`);
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  test('sitemap.xml is well-formed and lists static pages, published articles and campaigns, never drafts', async () => {
    const blog = await publishArticle(site, { title: 'Artikel untuk peta situs' });
    const draft = await publishArticle(site, { title: 'Draf peta situs', draft: true });
    const campaign = await createCampaign({ title: 'Kampanye untuk peta situs' });
    const hidden = await createCampaign({ title: 'Kampanye draf peta', draft: true });
    const res = await site.gateway.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const urls = parser.parse(res.body).urlset.url as { loc: string; lastmod?: string }[];
    const locs = urls.map((u) => u.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/artikel`,
        `${PUBLIC_URL}/donation`,
        `${PUBLIC_URL}/laporan`,
        `${PUBLIC_URL}/verifikasi`,
      ]),
    );
    expect(urls.find((u) => u.loc === `${PUBLIC_URL}/blog/${blog.blog_id}`)?.lastmod).toMatch(/^\d{4}-/);
    expect(locs).toContain(`${PUBLIC_URL}/donation/detail/${campaign.donation_id}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/blog/${draft.blog_id}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/donation/detail/${hidden.donation_id}`);
  });

  test('feed.xml is well-formed RSS with the 20 newest published articles', async () => {
    for (let i = 0; i < 21; i += 1) await publishArticle(site, { title: `Artikel umpan ${i}` });
    await publishArticle(site, { title: HOSTILE, des: 'Ringkasan & <em>penting</em>' });
    const res = await site.gateway.inject({ method: 'GET', url: '/feed.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const channel = parser.parse(res.body).rss.channel;
    expect(channel.item).toHaveLength(20);
    const newest = channel.item[0];
    expect(newest.title).toBe(HOSTILE);
    expect(newest.description).toBe('Ringkasan & <em>penting</em>');
    expect(newest.link).toMatch(new RegExp(`^${PUBLIC_URL}/blog/`));
    expect(new Date(newest.pubDate).getTime()).not.toBeNaN();
    expect(newest['dc:creator']).toBe('Siti Penulis');
    expect(newest['media:content']['@url']).toBe(site.pictureUrl);
  });
});
