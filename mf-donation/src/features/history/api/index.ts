import { HISTORY_LIMIT, type DonationHistory, type UnpaidDonations } from '@yayasan/contracts';
import { api, checkAnswers } from '@yayasan/store';

export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDonationHistory: build.query<DonationHistory, string>({
      query: (username) => ({
        url: `/user/${encodeURIComponent(username)}/transactions`,
        params: { page: 1, limit: HISTORY_LIMIT },
      }),
      keepUnusedDataFor: 0,
    }),
    /** The signed-in donor's unpaid donations (pending first), kept by the server for any device. */
    getUnpaidDonations: build.query<UnpaidDonations, void>({
      query: () => '/donation/pending',
      keepUnusedDataFor: 0,
    }),
  }),
});

if (process.env.NODE_ENV !== 'production') checkAnswers(historyApi, () => import('./answers'));

export const { useGetDonationHistoryQuery, useGetUnpaidDonationsQuery } = historyApi;
