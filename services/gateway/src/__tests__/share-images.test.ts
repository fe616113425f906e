import sharp from 'sharp';
import { OG_MAX_BYTES } from '../og/render';
import { PUBLIC_URL, publishArticle, type Site } from './site-harness';
import {
  siteForTests,
  crawl,
  createCampaign as createCampaignIn,
  setCollected as setCollectedIn,
  HOSTILE,
} from './site-pages';

/** The share images link previews show: sizes, format, weight, and a new URL when the figures change. */
const useSite = siteForTests();
let site: Site;
beforeAll(() => {
  site = useSite();
});

const page = (url: string, headers: Record<string, string> = {}) => crawl(site.gateway, url, headers);
const createCampaign = (over: Record<string, unknown> = {}) => createCampaignIn(site, over);
const setCollected = (donationId: string, total: number) => setCollectedIn(site, donationId, total);

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
