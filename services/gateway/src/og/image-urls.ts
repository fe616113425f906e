import { createHash } from 'node:crypto';
import type { Campaign, PublishedBlog } from '@yayasan/contracts';
import { SITE } from '@yayasan/site-config';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Bump when the drawing changes, so every share image gets a new URL. */
const DESIGN_VERSION = '1';

/** A short hash of everything drawn on an image: any change gives the image a new URL. */
const hashOf = (...parts: unknown[]) =>
  createHash('sha256')
    .update(JSON.stringify([DESIGN_VERSION, SITE.name, ...parts]))
    .digest('base64url')
    .slice(0, 16);

export const campaignImageHash = (c: Campaign) => hashOf(c.title, c.total_collected, c.target_amount, c.thumbnail);
export const articleImageHash = (b: PublishedBlog) => hashOf(b.title, b.banner);
export const siteImageHash = () => hashOf(SITE.tagline);

/** Paths of the share images (the page composer makes them absolute). */
export const ogPaths = {
  campaign: (c: Campaign) => `/og/campaign/${encodeURIComponent(c.donation_id)}/${campaignImageHash(c)}.jpg`,
  article: (b: PublishedBlog) => `/og/article/${encodeURIComponent(b.blog_id)}/${articleImageHash(b)}.jpg`,
  site: () => `/og/site/${siteImageHash()}.jpg`,
};
