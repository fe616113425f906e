import type {
  Campaign,
  CampaignPage,
  PaymentOptions,
  Pledge,
  PledgeCreateBody,
  PledgeList,
  PledgePatchBody,
} from '@yayasan/contracts';
import { api, checkAnswers } from '@yayasan/store';

/** How many running campaigns are offered to move a pledge to. */
export const CAMPAIGN_CHOICES = 50;

/** Pledge caches are tagged 'Pledge' (id = pledge id, 'LIST' for the donor's list). */
const listTag = { type: 'Pledge' as const, id: 'LIST' };
const pledgeTags = (id: number) => [{ type: 'Pledge' as const, id }, listTag];

export const pledgesApi = api.enhanceEndpoints({ addTagTypes: ['Pledge'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in donor's own pledges, newest first, each with its latest months. */
    getPledges: build.query<PledgeList, void>({
      query: () => '/pledges',
      providesTags: (result) => [
        listTag,
        ...(result?.pledges ?? []).map((p) => ({ type: 'Pledge' as const, id: p.id })),
      ],
      keepUnusedDataFor: 0,
    }),
    /** The campaign a new pledge is for (its title, and whether it still runs). */
    getPledgeCampaign: build.query<Campaign, string>({
      query: (id) => `/donation/${encodeURIComponent(id)}/details`,
    }),
    /** The running campaigns a pledge whose campaign ended may move to. */
    getPledgeCampaignChoices: build.query<CampaignPage, void>({
      query: () => ({ url: '/get-donation', params: { page: 1, limit: CAMPAIGN_CHOICES, status: 'Open' } }),
    }),
    /** Whether the site takes cards (the client key and Midtrans's endpoints the browser calls). */
    getPledgePaymentOptions: build.query<PaymentOptions, void>({
      query: () => '/donation/payment-options',
    }),
    createPledge: build.mutation<Pledge, PledgeCreateBody>({
      query: (body) => ({ url: '/pledges', method: 'POST', body }),
      invalidatesTags: [listTag],
    }),
    updatePledge: build.mutation<Pledge, PledgePatchBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/pledges/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_r, _e, { id }) => pledgeTags(id),
    }),
    pausePledge: build.mutation<Pledge, number>({
      query: (id) => ({ url: `/pledges/${id}/pause`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => pledgeTags(id),
    }),
    resumePledge: build.mutation<Pledge, number>({
      query: (id) => ({ url: `/pledges/${id}/resume`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => pledgeTags(id),
    }),
    stopPledge: build.mutation<Pledge, number>({
      query: (id) => ({ url: `/pledges/${id}/stop`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => pledgeTags(id),
    }),
    /** After GoPay linking: the server checks the linked account and starts the monthly charges. */
    activatePledge: build.mutation<Pledge, number>({
      query: (id) => ({ url: `/pledges/${id}/activate`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => pledgeTags(id),
    }),
  }),
});

if (process.env.NODE_ENV !== 'production') checkAnswers(pledgesApi, () => import('./answers'));

export const {
  useGetPledgesQuery,
  useGetPledgeCampaignQuery,
  useGetPledgeCampaignChoicesQuery,
  useGetPledgePaymentOptionsQuery,
  useCreatePledgeMutation,
  useUpdatePledgeMutation,
  usePausePledgeMutation,
  useResumePledgeMutation,
  useStopPledgeMutation,
  useActivatePledgeMutation,
} = pledgesApi;
