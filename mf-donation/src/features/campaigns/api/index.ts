import type { Campaign, CampaignStatus, CampaignUpdate } from '@yayasan/contracts';
import { api } from '@yayasan/store';

export type { Campaign, CampaignStatus, CampaignUpdate, DonorEntry } from '@yayasan/contracts';

export interface CampaignPage {
  donations: Campaign[];
  currentPage: number;
  totalPages: number;
  totalDonations: number;
}

export interface CampaignListArgs {
  page: number;
  limit: number;
  draft: boolean;
  status?: CampaignStatus;
}

/** What the form sends: the editable fields plus the one initial update the spec describes. */
export interface CampaignPayload {
  title: string;
  description: string;
  content: string;
  thumbnail: string;
  target_amount: number;
  expiry_time: string;
  /** infaq, sedekah or a program (see FUNDS); the server keeps the default when absent. */
  fund?: string;
  updates: Omit<CampaignUpdate, 'update_id'>[];
}

export const MANAGEMENT_PAGE_SIZE = 10;

const LIST = { type: 'Campaign' as const, id: 'LIST' };

export const campaignsApi = api.enhanceEndpoints({ addTagTypes: ['Campaign'] }).injectEndpoints({
  endpoints: (build) => ({
    getCampaigns: build.query<CampaignPage, CampaignListArgs>({
      query: ({ status, ...params }) => ({ url: '/get-donation', params: status ? { ...params, status } : params }),
      providesTags: (result) => [
        LIST,
        ...(result?.donations ?? []).map((c) => ({ type: 'Campaign' as const, id: c.donation_id })),
      ],
    }),
    getCampaign: build.query<Campaign, string>({
      query: (id) => `/donation/${encodeURIComponent(id)}/details`,
      providesTags: (_result, _error, id) => [{ type: 'Campaign', id }],
    }),
    getCampaignShare: build.query<{ link: string; qrCodeImageUrl: string }, string>({
      query: (id) => `/donation/detail/${encodeURIComponent(id)}/share`,
    }),
    createCampaign: build.mutation<Campaign, CampaignPayload>({
      query: (body) => ({ url: '/donation', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateCampaign: build.mutation<Campaign, { id: string } & Partial<CampaignPayload>>({
      query: ({ id, ...body }) => ({ url: `/donation/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Campaign', id }],
    }),
    /** The draft/publish toggle: a PUT with the draft flag alone. */
    setCampaignDraft: build.mutation<Campaign, { id: string; draft: boolean }>({
      query: ({ id, draft }) => ({ url: `/donation/${encodeURIComponent(id)}`, method: 'PUT', body: { draft } }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Campaign', id }],
    }),
  }),
});

export const {
  useGetCampaignsQuery,
  useGetCampaignQuery,
  useLazyGetCampaignShareQuery,
  useCreateCampaignMutation,
  useUpdateCampaignMutation,
  useSetCampaignDraftMutation,
} = campaignsApi;
