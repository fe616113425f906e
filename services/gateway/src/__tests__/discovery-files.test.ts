import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { PUBLIC_URL, publishArticle, type Site } from './site-harness';
import { siteForTests, createCampaign as createCampaignIn, HOSTILE } from './site-pages';

/** What crawlers read to find the site: robots.txt, the sitemap and the feed. */
const useSite = siteForTests();
let site: Site;
beforeAll(() => {
  site = useSite();
});

const createCampaign = (over: Record<string, unknown> = {}) => createCampaignIn(site, over);

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
