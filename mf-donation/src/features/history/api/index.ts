import { HISTORY_LIMIT } from '@yayasan/contracts';
import { api } from '@yayasan/store';

export interface HistoryDonor {
  transaction_id: string;
  donation_amount: number;
  donation_date: string;
  payment_method: string;
}

export interface HistoryCampaign {
  title: string;
  donation_id: string;
  donors: HistoryDonor[];
}

export interface HistoryResponse {
  transactions: HistoryCampaign[];
  /** Sum of every successful donation of the user (not only the rows returned). */
  total_amount?: number;
}

export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDonationHistory: build.query<HistoryResponse, string>({
      query: (username) => ({
        url: `/user/${encodeURIComponent(username)}/transactions`,
        params: { page: 1, limit: HISTORY_LIMIT },
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetDonationHistoryQuery } = historyApi;
