import {
  imageVariants,
  LEAD_IMAGE_SIZES,
  pageTitle,
  pageWords,
  withSiteName,
  paths,
  type Campaign,
  type Profile,
  type PublishedBlog,
} from '@yayasan/contracts';
import { formatRp } from '@yayasan/format';
import { SITE } from '@yayasan/site-config';
import { OG_HEIGHT, OG_WIDTH, ogPaths } from '../og/image-urls';
import type { SiteContext } from '../site';
import { CAMPAIGN_LIST_CALL, GALLERY_CALL, readArticle, readCall, readCampaign, readProfile } from './page-data';
import type { Reading } from './service-reader';

/** Everything a page's head says about it. Paths are made absolute from PUBLIC_URL when rendered. */
export interface Head {
  status: 200 | 404;
  title: string;
  description: string;
  /** Absent on private pages, which are not indexed. */
  canonicalPath?: string;
  type: 'website' | 'article';
  image: { path: string; width: number; height: number; alt: string };
  /** The page's lead picture (its LCP) and the `sizes` of its slot, fetched early. */
  leadImage?: { url: string; sizes: string };
  jsonLd: object[];
  article?: { publishedTime: string | null; modifiedTime: string; author: string; tags: string[] };
}

/**
 * A picture's variants and slot as `srcset`/`sizes`: the lead picture's `<img>` and its preload take
 * them alike, so both pick the same file; none for a picture that is not ours (it
 * has no variants).
 */
export function pictureSources({ url, sizes }: NonNullable<Head['leadImage']>) {
  const variants = imageVariants(url);
  return variants ? { srcset: variants.srcSet, sizes } : null;
}

const DESCRIPTION_MAX = 200;
const clip = (text: string, max = DESCRIPTION_MAX) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

const siteImage = (): Head['image'] => ({ path: ogPaths.site(), width: OG_WIDTH, height: OG_HEIGHT, alt: SITE.name });

/** The head of a page from its own words (and the site's when it has none). */
export function wordsHead(routePath: string, pagePath: string, status: 200 | 404 = 200): Head {
  const words = pageWords(status === 404 ? null : routePath);
  const indexable = status === 200 && !words.private;
  return {
    status,
    title: withSiteName(words.title),
    description: words.description ?? SITE.tagline,
    canonicalPath: indexable ? pagePath : undefined,
    type: 'website',
    image: siteImage(),
    jsonLd: [],
  };
}

export function homeHead(publicUrl: string): Head {
  return {
    status: 200,
    title: pageTitle(paths.home),
    description: SITE.tagline,
    canonicalPath: paths.home,
    type: 'website',
    image: siteImage(),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SITE.name,
        alternateName: SITE.shortName,
        description: SITE.tagline,
        url: `${publicUrl}/`,
        logo: `${publicUrl}${ogPaths.site()}`,
        foundingDate: SITE.foundedAt,
        email: SITE.contact.email,
        telephone: SITE.contact.phone,
        address: { '@type': 'PostalAddress', streetAddress: SITE.contact.address, addressCountry: 'ID' },
        sameAs: SITE.social.map((s) => s.url),
      },
    ],
  };
}

function articleHead(blog: PublishedBlog, publicUrl: string): Head {
  const canonicalPath = paths.article(blog.blog_id);
  const author = blog.author.personal_info.fullname || blog.author.personal_info.username;
  const image = { path: ogPaths.article(blog), width: OG_WIDTH, height: OG_HEIGHT, alt: blog.title };
  return {
    status: 200,
    title: withSiteName(blog.title),
    description: clip(blog.des || SITE.tagline),
    canonicalPath,
    type: 'article',
    image,
    leadImage: blog.banner ? { url: blog.banner, sizes: LEAD_IMAGE_SIZES.article } : undefined,
    article: { publishedTime: blog.publishedAt, modifiedTime: blog.updatedAt, author, tags: blog.tags },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: blog.title,
        description: blog.des,
        image: [`${publicUrl}${image.path}`],
        datePublished: blog.publishedAt ?? undefined,
        dateModified: blog.updatedAt,
        author: {
          '@type': 'Person',
          name: author,
          url: `${publicUrl}${paths.profile(blog.author.personal_info.username)}`,
        },
        publisher: { '@type': 'Organization', name: SITE.name, url: `${publicUrl}/` },
        mainEntityOfPage: `${publicUrl}${canonicalPath}`,
      },
    ],
  };
}

/** 'Terkumpul Rp 1.500.000 dari Rp 10.000.000 (15%).' */
export const campaignProgress = (c: Campaign) =>
  `Terkumpul ${formatRp(c.total_collected)} dari ${formatRp(c.target_amount)} (${Math.floor(c.percentage_collected)}%).`;

function campaignHead(campaign: Campaign, publicUrl: string): Head {
  // `/donation/:id` and `/donation/detail/:id` are one page: one canonical URL.
  const canonicalPath = paths.donationDetail(campaign.donation_id);
  const image = { path: ogPaths.campaign(campaign), width: OG_WIDTH, height: OG_HEIGHT, alt: campaign.title };
  const url = `${publicUrl}${canonicalPath}`;
  return {
    status: 200,
    title: withSiteName(campaign.title),
    description: clip(`${campaignProgress(campaign)} ${campaign.description}`.trim()),
    canonicalPath,
    type: 'website',
    image,
    leadImage: campaign.thumbnail ? { url: campaign.thumbnail, sizes: LEAD_IMAGE_SIZES.campaign } : undefined,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: campaign.title,
        description: campaign.description,
        url,
        image: `${publicUrl}${image.path}`,
        about: {
          '@type': 'DonateAction',
          name: campaign.title,
          recipient: { '@type': 'Organization', name: SITE.name, url: `${publicUrl}/` },
          target: `${publicUrl}${paths.donate(campaign.donation_id)}`,
          price: campaign.target_amount,
          priceCurrency: 'IDR',
        },
      },
    ],
  };
}

function profileHead(profile: Profile, pagePath: string): Head {
  const { fullname, username, bio } = profile.personal_info;
  return {
    ...wordsHead('/user/:username', pagePath),
    title: withSiteName(`${fullname || username} (@${username})`),
    description: clip(bio || `Profil ${fullname || username} di ${SITE.name}.`),
    canonicalPath: paths.profile(username),
    type: 'website',
  };
}

/** A page about one record: its head when found, 404 when the service says it does not exist. */
function fromReading<T>(reading: Reading<T>, found: (data: T) => Head, fallback: () => Head): Head {
  if (reading.kind === 'found') return found(reading.data);
  if (reading.kind === 'missing') return wordsHead('', '', 404);
  // The service is slow or down: the site's words, never an error page because of a preview.
  return fallback();
}

type Params = Record<string, string>;

/**
 * /donation as it opens (running campaigns, first page): its first card's picture preloaded. Any other
 * tab or page, or no campaign at all, gets the page's words only.
 */
async function campaignList(site: SiteContext, pagePath: string, query: Params): Promise<Head> {
  const head = wordsHead(paths.donations, pagePath);
  if (Object.keys(query).length > 0) return head;
  const reading = await readCall(site.reader, CAMPAIGN_LIST_CALL);
  if (reading.kind !== 'found' || reading.data.donations.length === 0) return head;
  const picture = reading.data.donations[0].thumbnail;
  return {
    ...head,
    leadImage: picture ? { url: picture, sizes: LEAD_IMAGE_SIZES.campaignCard } : undefined,
  };
}

/** /galeri: its first picture preloaded. */
async function gallery(site: SiteContext, pagePath: string): Promise<Head> {
  const head = wordsHead(paths.gallery, pagePath);
  const reading = await readCall(site.reader, GALLERY_CALL);
  if (reading.kind !== 'found' || reading.data.items.length === 0) return head;
  const items = reading.data.items;
  return {
    ...head,
    leadImage: { url: items[0].image_url, sizes: LEAD_IMAGE_SIZES.galleryCell },
  };
}

/** Route patterns whose head is built from the owning service's data. */
const DATA_HEADS: Record<
  string,
  (site: SiteContext, params: Params, pagePath: string, query: Params) => Promise<Head>
> = {
  [paths.donations]: (site, _params, pagePath, query) => campaignList(site, pagePath, query),
  [paths.gallery]: (site, _params, pagePath) => gallery(site, pagePath),
  '/blog/:blog_id': async (site, { blog_id }, pagePath) =>
    fromReading(
      await readArticle(site.reader, blog_id),
      (b) => articleHead(b, site.publicUrl),
      () => wordsHead('/blog/:blog_id', pagePath),
    ),
  '/donation/:id': (site, params, pagePath) => campaign(site, params, pagePath, '/donation/:id'),
  '/donation/detail/:id': (site, params, pagePath) => campaign(site, params, pagePath, '/donation/detail/:id'),
  '/user/:username': async (site, { username }, pagePath) =>
    fromReading(
      await readProfile(site.reader, username),
      (p) => profileHead(p, pagePath),
      () => wordsHead('/user/:username', pagePath),
    ),
  '/search/:query': async (_site, { query }, pagePath) => ({
    ...wordsHead('/search/:query', pagePath),
    title: withSiteName(`Hasil pencarian "${query}"`),
  }),
};

async function campaign(site: SiteContext, { id }: Params, pagePath: string, routePath: string): Promise<Head> {
  return fromReading(
    await readCampaign(site.reader, id),
    (c) => campaignHead(c, site.publicUrl),
    // Without the data the canonical still names the one detail URL.
    () => ({ ...wordsHead(routePath, pagePath), canonicalPath: paths.donationDetail(id) }),
  );
}

/**
 * The head of a page route (`routePath` is its pattern in the route table, `params` its values,
 * `query` the address's query parameters).
 */
export async function headFor(
  site: SiteContext,
  routePath: string,
  params: Params,
  pagePath: string,
  query: Params = {},
): Promise<Head> {
  if (routePath === paths.home) return homeHead(site.publicUrl);
  const data = DATA_HEADS[routePath];
  if (data) return data(site, params, pagePath, query);
  return wordsHead(routePath, pagePath, routePath === paths.notFound ? 404 : 200);
}
