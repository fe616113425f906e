import { api } from '@yayasan/store';
import type { DonateCampaign, PayRequest, PayResponse } from './types';

export const donateApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDonateCampaign: build.query<DonateCampaign, string>({
      query: (id) => `/donation/${encodeURIComponent(id)}/details`,
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

export const { useGetDonateCampaignQuery, usePayDonationMutation, useGetPaymentStatusQuery, useLazyGetPaymentStatusQuery } = donateApi;
