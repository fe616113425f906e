import type {
  Campaign,
  CampaignPage,
  CampaignShare,
  CampaignSort,
  CampaignStatus,
  CampaignUpdate,
} from '@yayasan/contracts';
import { REGULAR_PROGRAMME_API_PATH } from '@yayasan/contracts';
import { api, checkAnswers } from '@yayasan/store';

export type {
  Campaign,
  CampaignPage,
  CampaignSort,
  CampaignStatus,
  CampaignUpdate,
  DonorEntry,
} from '@yayasan/contracts';

export interface CampaignListArgs {
  page: number;
  limit: number;
  draft: boolean;
  status?: CampaignStatus;
  /** Sorted on the server; newest first when left out. */
  sort?: CampaignSort;
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
  /** Marks (or unmarks) the foundation's regular programme; sent only when the administrator changed it. */
  regular_programme?: boolean;
  updates: Omit<CampaignUpdate, 'update_id'>[];
}

export const MANAGEMENT_PAGE_SIZE = 10;

const LIST = { type: 'Campaign' as const, id: 'LIST' };

export const campaignsApi = api.enhanceEndpoints({ addTagTypes: ['Campaign'] }).injectEndpoints({
  endpoints: (build) => ({
    getCampaigns: build.query<CampaignPage, CampaignListArgs>({
      query: ({ status, sort, ...params }) => ({
        url: '/get-donation',
        params: { ...params, ...(status && { status }), ...(sort && sort !== 'newest' && { sort }) },
      }),
      providesTags: (result) => [
        LIST,
        ...(result?.donations ?? []).map((c) => ({ type: 'Campaign' as const, id: c.donation_id })),
      ],
    }),
    getCampaign: build.query<Campaign, string>({
      query: (id) => `/donation/${encodeURIComponent(id)}/details`,
      providesTags: (_result, _error, id) => [{ type: 'Campaign', id }],
    }),
    /** The foundation's regular programme (Program Donasi Rutin); 404 while none is marked. */
    getRegularProgramme: build.query<Campaign, void>({
      query: () => REGULAR_PROGRAMME_API_PATH,
      // Any campaign's edit may mark or unmark it.
      providesTags: [LIST],
    }),
    getCampaignShare: build.query<CampaignShare, string>({
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

if (process.env.NODE_ENV !== 'production') checkAnswers(campaignsApi, () => import('./answers'));

export const {
  useGetCampaignsQuery,
  useGetCampaignQuery,
  useGetRegularProgrammeQuery,
  useLazyGetCampaignShareQuery,
  useCreateCampaignMutation,
  useUpdateCampaignMutation,
  useSetCampaignDraftMutation,
} = campaignsApi;
