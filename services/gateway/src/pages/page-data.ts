import {
  CAMPAIGN_LIST_PAGE_SIZE,
  GALLERY_PAGE_SIZE,
  type Campaign,
  type CampaignPage,
  type GalleryList,
  type Profile,
  type PublishedBlog,
  type PublishedBlogAnswer,
  type PublishedBlogList,
} from '@yayasan/contracts';
import type { ServiceName } from '../services';
import type { Reading, ServiceReader } from './service-reader';

/** The public records pages are about, as their owning services answer them. */
export const readArticle = async (reader: ServiceReader, blogId: string): Promise<Reading<PublishedBlog>> =>
  unwrap(
    await reader.get<PublishedBlogAnswer>('blog', `/published-blogs/${encodeURIComponent(blogId)}`),
    (a) => a.blog,
  );

export const readNewestArticles = (reader: ServiceReader, limit: number) =>
  reader.get<PublishedBlogList>('blog', `/published-blogs?limit=${limit}`);

export const readProfile = (reader: ServiceReader, username: string): Promise<Reading<Profile>> =>
  reader.post<Profile>('account', '/get-profile', { username });

/** A read call as the page makes it (RTK Query's fetch arguments), without the `/api` prefix. */
interface ReadCall {
  url: string;
  method?: 'GET' | 'POST';
  params?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** A page's first call, which the gateway reads too for the page's head (its lead picture). */
export interface PageCall<T> {
  service: ServiceName;
  call: ReadCall;
  /** Never set: carries the answer's type to `readCall`. */
  answer?: T;
}

/** A published campaign's details; drafts are answered 404 by the service to anyone without admin rights. */
const campaignDetailsCall = (donationId: string): PageCall<Campaign> => ({
  service: 'donation',
  call: { url: `/donation/${encodeURIComponent(donationId)}/details` },
});

export const readCampaign = (reader: ServiceReader, donationId: string) =>
  readCall(reader, campaignDetailsCall(donationId));

/** /donation's first call: the first page of running campaigns. */
export const CAMPAIGN_LIST_CALL: PageCall<CampaignPage> = {
  service: 'donation',
  call: { url: '/get-donation', params: { page: 1, limit: CAMPAIGN_LIST_PAGE_SIZE, draft: false } },
};

/** /galeri's first call: the newest pictures. */
export const GALLERY_CALL: PageCall<GalleryList> = {
  service: 'gallery',
  call: { url: '/gallery', params: { order: 'desc', page: 1, limit: GALLERY_PAGE_SIZE } },
};

export function readCall<T>(reader: ServiceReader, { service, call }: PageCall<T>): Promise<Reading<T>> {
  const query = new URLSearchParams(Object.entries(call.params ?? {}).map(([k, v]) => [k, String(v)])).toString();
  const path = query ? `${call.url}?${query}` : call.url;
  return call.method === 'POST' ? reader.post<T>(service, path, call.body ?? {}) : reader.get<T>(service, path);
}

function unwrap<A, T>(reading: Reading<A>, pick: (a: A) => T): Reading<T> {
  return reading.kind === 'found' ? { kind: 'found', data: pick(reading.data) } : reading;
}
