import type { FastifyInstance, FastifyReply } from 'fastify';
import { XMLBuilder } from 'fast-xml-parser';
import { PAGE_WORDS, paths, type Campaign, type PublishedBlog } from '@yayasan/contracts';
import { SITE } from '@yayasan/site-config';
import { readNewestArticles } from '../pages/page-data';
import type { Reading } from '../pages/service-reader';
import type { SiteContext } from '../site';

export const FEED_SIZE = 20;
/** The sitemap protocol's limit of URLs per file. */
const SITEMAP_MAX = 50_000;
const CAMPAIGN_PAGE = 100;

/** Public pages without a record of their own, listed in the sitemap. */
const STATIC_PAGES = [
  paths.home,
  paths.about,
  paths.contact,
  paths.privacy,
  paths.articles,
  paths.donations,
  paths.gallery,
  paths.ledgerReport,
  paths.verify(),
];
/** Never for crawlers: private areas and the API. */
const DISALLOWED = ['/dashboard', '/settings', '/editor', '/api'];

const xml = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
});
const XML_DECLARATION = { '?xml': { '@version': '1.0', '@encoding': 'UTF-8' } };
/** Characters XML 1.0 does not allow at all (escaping cannot help them). */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what must go
const xmlText = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');

interface CampaignPage {
  donations: Campaign[];
  totalPages: number;
}

/**
 * `/robots.txt`, `/sitemap.xml` (static pages, published articles and campaigns) and `/feed.xml`
 * (RSS 2.0, the newest articles). Absolute URLs come from PUBLIC_URL only.
 */
export async function discovery(fastify: FastifyInstance, site: SiteContext) {
  const url = (path: string) => `${site.publicUrl}${path}`;
  const absolute = (maybeRelative: string) => new URL(maybeRelative, `${site.publicUrl}/`).toString();

  /** Every published campaign, ongoing and completed, read a page at a time from the public list. */
  async function publishedCampaigns(): Promise<Reading<Campaign[]>> {
    const all: Campaign[] = [];
    for (const status of ['Open', 'Closed'] as const) {
      for (let page = 1; all.length < SITEMAP_MAX; page += 1) {
        const reading = await site.reader.get<CampaignPage>(
          'donation',
          `/get-donation?status=${status}&limit=${CAMPAIGN_PAGE}&page=${page}`,
        );
        if (reading.kind !== 'found') return reading.kind === 'missing' ? { kind: 'unavailable' } : reading;
        all.push(...reading.data.donations);
        if (page >= reading.data.totalPages) break;
      }
    }
    return { kind: 'found', data: all };
  }

  const unavailable = (reply: FastifyReply) =>
    reply.code(503).header('retry-after', '30').send({ error: 'Layanan sedang tidak tersedia, coba lagi nanti' });

  fastify.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          ...DISALLOWED.map((p) => `Disallow: ${p}`),
          '',
          `Sitemap: ${url('/sitemap.xml')}`,
          '',
        ].join('\n'),
      ),
  );

  fastify.get('/sitemap.xml', async (_request, reply) => {
    const [articles, campaigns] = await Promise.all([
      readNewestArticles(site.reader, SITEMAP_MAX),
      publishedCampaigns(),
    ]);
    // A partial sitemap would tell crawlers less than the truth: ask them to come back instead.
    if (articles.kind !== 'found' || campaigns.kind !== 'found') return unavailable(reply);
    const entries = [
      ...STATIC_PAGES.map((path) => ({ loc: url(path) })),
      ...articles.data.blogs.map((b: PublishedBlog) => ({ loc: url(paths.article(b.blog_id)), lastmod: b.updatedAt })),
      ...campaigns.data.map((c) => ({ loc: url(paths.donationDetail(c.donation_id)), lastmod: c.created_at })),
    ].slice(0, SITEMAP_MAX);
    const body = xml.build({
      ...XML_DECLARATION,
      urlset: { '@xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9', url: entries },
    });
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(body);
  });

  fastify.get('/feed.xml', async (_request, reply) => {
    const articles = await readNewestArticles(site.reader, FEED_SIZE);
    if (articles.kind !== 'found') return unavailable(reply);
    const items = articles.data.blogs.map((b) => {
      const link = url(paths.article(b.blog_id));
      return {
        title: xmlText(b.title),
        link,
        guid: { '#text': link, '@isPermaLink': 'true' },
        pubDate: new Date(b.publishedAt ?? b.updatedAt).toUTCString(),
        'dc:creator': xmlText(b.author.personal_info.fullname || b.author.personal_info.username),
        description: xmlText(b.des),
        ...(b.banner ? { 'media:content': { '@url': absolute(b.banner), '@medium': 'image' } } : {}),
      };
    });
    const body = xml.build({
      ...XML_DECLARATION,
      rss: {
        '@version': '2.0',
        '@xmlns:atom': 'http://www.w3.org/2005/Atom',
        '@xmlns:dc': 'http://purl.org/dc/elements/1.1/',
        '@xmlns:media': 'http://search.yahoo.com/mrss/',
        channel: {
          title: `Artikel ${SITE.name}`,
          link: url(paths.articles),
          description: PAGE_WORDS[paths.articles].description ?? SITE.tagline,
          language: 'id',
          'atom:link': { '@href': url('/feed.xml'), '@rel': 'self', '@type': 'application/rss+xml' },
          ...(items[0] ? { lastBuildDate: items[0].pubDate } : {}),
          item: items,
        },
      },
    });
    return reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(body);
  });
}
