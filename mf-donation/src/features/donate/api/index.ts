import { api } from '@yayasan/store';
import type { DonateCampaign, PayRequest, PayResponse } from '../types';

/** Campaign caches are tagged 'Campaign' (id = donation_id, 'LIST' for lists) across the remote. */
export const campaignTags = (donationId: string) => [
  { type: 'Campaign' as const, id: donationId },
  { type: 'Campaign' as const, id: 'LIST' },
];

export const donateApi = api.enhanceEndpoints({ addTagTypes: ['Campaign'] }).injectEndpoints({
  endpoints: (build) => ({
    getDonateCampaign: build.query<DonateCampaign, string>({
      query: (id) => `/donation/${encodeURIComponent(id)}/details`,
      providesTags: (_result, _error, id) => [{ type: 'Campaign', id }],
    }),
    payDonation: build.mutation<PayResponse, PayRequest>({
      query: ({ id, ...body }) => ({ url: `/donation/${encodeURIComponent(id)}/pay`, method: 'POST', body }),
    }),
    getPaymentStatus: build.query<{ payment_status: string }, string>({
      query: (transactionId) => `/donation/status/${encodeURIComponent(transactionId)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetDonateCampaignQuery,
  usePayDonationMutation,
  useGetPaymentStatusQuery,
  useLazyGetPaymentStatusQuery,
} = donateApi;
