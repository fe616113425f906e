import { CAMPAIGN_SEARCH_PAGE_SIZE, type CampaignSearch } from '@yayasan/contracts';
import { api, checkAnswers } from '@yayasan/store';

/**
 * The running campaigns a site search finds (GET /search-donations): pages 1, 2, … until the last
 * the answer names.
 */
export const campaignSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchCampaignPages: build.infiniteQuery<CampaignSearch, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/search-donations',
        params: { query: queryArg, page: pageParam, limit: CAMPAIGN_SEARCH_PAGE_SIZE },
      }),
    }),
  }),
});

if (process.env.NODE_ENV !== 'production') checkAnswers(campaignSearchApi, () => import('./search-answers'));
