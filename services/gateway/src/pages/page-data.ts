import {
  CAMPAIGN_LIST_PAGE_SIZE,
  type Campaign,
  type CampaignPage,
  type Profile,
  type PublishedBlog,
  type PublishedBlogAnswer,
  type PublishedBlogList,
} from '@yayasan/contracts';
import type { Reading, ServiceReader } from './service-reader';

/** The public records pages are about, as their owning services answer them. */
export const readArticle = async (reader: ServiceReader, blogId: string): Promise<Reading<PublishedBlog>> =>
  unwrap(
    await reader.get<PublishedBlogAnswer>('blog', `/published-blogs/${encodeURIComponent(blogId)}`),
    (a) => a.blog,
  );

export const readNewestArticles = (reader: ServiceReader, limit: number) =>
  reader.get<PublishedBlogList>('blog', `/published-blogs?limit=${limit}`);

/** A campaign's details as the donation service answers them, and as the browser asks under `/api`. */
export const campaignDetailsPath = (donationId: string) => `/donation/${encodeURIComponent(donationId)}/details`;

/** A published campaign; drafts are answered 404 by the service to anyone without admin rights. */
export const readCampaign = (reader: ServiceReader, donationId: string): Promise<Reading<Campaign>> =>
  reader.get<Campaign>('donation', campaignDetailsPath(donationId));

/** The first page of running campaigns as /donation asks for it: the path under `/api` and its parameters. */
export const CAMPAIGN_LIST_CALL = {
  path: '/get-donation',
  params: { page: 1, limit: CAMPAIGN_LIST_PAGE_SIZE, draft: false },
} as const;

export const readCampaignList = (reader: ServiceReader): Promise<Reading<CampaignPage>> =>
  reader.get<CampaignPage>(
    'donation',
    `${CAMPAIGN_LIST_CALL.path}?${new URLSearchParams(Object.entries(CAMPAIGN_LIST_CALL.params).map(([k, v]) => [k, String(v)]))}`,
  );

export const readProfile = (reader: ServiceReader, username: string): Promise<Reading<Profile>> =>
  reader.post<Profile>('account', '/get-profile', { username });

function unwrap<A, T>(reading: Reading<A>, pick: (a: A) => T): Reading<T> {
  return reading.kind === 'found' ? { kind: 'found', data: pick(reading.data) } : reading;
}
