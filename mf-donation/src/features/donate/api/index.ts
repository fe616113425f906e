import type {
  Campaign,
  PayAnswer,
  PayBody,
  PaymentOptions,
  PaymentRecord,
  PaymentStatusAnswer,
  PledgePayPrefill,
} from '@yayasan/contracts';
import { api, API_BASE, checkAnswers } from '@yayasan/store';

/** Campaign caches are tagged 'Campaign' (id = donation_id, 'LIST' for lists) across the remote. */
export const campaignTags = (donationId: string) => [
  { type: 'Campaign' as const, id: donationId },
  { type: 'Campaign' as const, id: 'LIST' },
];

export const donateApi = api.enhanceEndpoints({ addTagTypes: ['Campaign'] }).injectEndpoints({
  endpoints: (build) => ({
    getDonateCampaign: build.query<Campaign, string>({
      query: (id) => `/donation/${encodeURIComponent(id)}/details`,
      providesTags: (_result, _error, id) => [{ type: 'Campaign', id }],
    }),
    payDonation: build.mutation<PayAnswer, PayBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/donation/${encodeURIComponent(id)}/pay`, method: 'POST', body }),
    }),
    /** The donor's payment as the server keeps it: resumed on any device, or after the wallet app returns. */
    getPaymentRecord: build.query<PaymentRecord, string>({
      query: (orderId) => `/donation/payment/${encodeURIComponent(orderId)}`,
      keepUnusedDataFor: 0,
    }),
    /** Card payments, when the site has a Midtrans client key (with the token endpoint the browser calls). */
    getPaymentOptions: build.query<PaymentOptions, void>({
      query: () => '/donation/payment-options',
    }),
    /** A pledge month's donation as the reminder's one-tap link opens it (409 once that month is paid). */
    getPledgePayPrefill: build.query<PledgePayPrefill, { pledgeId: number; month: string }>({
      query: ({ pledgeId, month }) => `/pledges/${pledgeId}/months/${encodeURIComponent(month)}/pay`,
      keepUnusedDataFor: 0,
    }),
    getPaymentStatus: build.query<PaymentStatusAnswer, string>({
      query: (transactionId) => `/donation/status/${encodeURIComponent(transactionId)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

if (process.env.NODE_ENV !== 'production') checkAnswers(donateApi, () => import('./answers'));

export const {
  useGetDonateCampaignQuery,
  usePayDonationMutation,
  useGetPaymentRecordQuery,
  useGetPaymentOptionsQuery,
  useGetPaymentStatusQuery,
  useLazyGetPaymentStatusQuery,
  useGetPledgePayPrefillQuery,
} = donateApi;

/** A QRIS payment's code served by the site itself (same origin: it can be saved and shared on a phone). */
export const paymentQrPath = (orderId: string) => `${API_BASE}/donation/payment/${encodeURIComponent(orderId)}/qr.png`;
