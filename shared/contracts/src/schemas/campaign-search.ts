import { Type } from '@sinclair/typebox';
import {
  CAMPAIGN_SEARCH_MAX_LIMIT,
  CAMPAIGN_SEARCH_MAX_PAGE,
  CAMPAIGN_SEARCH_PAGE_SIZE,
  CAMPAIGN_SEARCH_QUERY_MAX,
} from '../campaign-search-bounds';
import { CampaignSchema } from './donation';

/**
 * The running campaigns a site search finds (`GET /search-donations`): the search page lists them
 * above the articles it finds. The same words rule as the article search (every word as the start of
 * a word of the title or the description), most relevant first, then newest.
 */

export const CampaignSearchQuerySchema = Type.Object({
  query: Type.String({ minLength: 1, maxLength: CAMPAIGN_SEARCH_QUERY_MAX, description: 'The search text, as typed' }),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: CAMPAIGN_SEARCH_MAX_PAGE })),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: CAMPAIGN_SEARCH_MAX_LIMIT,
      description: `Campaigns per page (${CAMPAIGN_SEARCH_PAGE_SIZE} when absent)`,
    }),
  ),
});

export const CampaignSearchSchema = Type.Object(
  {
    donations: Type.Array(CampaignSchema),
    currentPage: Type.Integer(),
    totalPages: Type.Integer(),
    totalDonations: Type.Integer(),
  },
  { description: 'One page of the running campaigns matching a search, most relevant first' },
);
