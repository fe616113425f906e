import { HISTORY_LIMIT, type DonationHistory } from '@yayasan/contracts';
import { api } from '@yayasan/store';

export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDonationHistory: build.query<DonationHistory, string>({
      query: (username) => ({
        url: `/user/${encodeURIComponent(username)}/transactions`,
        params: { page: 1, limit: HISTORY_LIMIT },
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetDonationHistoryQuery } = historyApi;
