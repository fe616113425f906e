import type {
  AminAnswer,
  CampaignNews,
  CampaignNewsBody,
  CampaignNewsPage,
  Prayer,
  PrayerPage,
} from '@yayasan/contracts';
import { api, checkAnswers } from '@yayasan/store';

export type { CampaignNews, CampaignNewsBody, CampaignNewsPage, Prayer, PrayerPage } from '@yayasan/contracts';

export const NEWS_PAGE_SIZE = 5;
export const PRAYERS_PAGE_SIZE = 10;

interface PageArgs {
  id: string;
  page: number;
}

const enc = encodeURIComponent;
/** A campaign's news pages, and its details (whose `updates` carry the newest posts). */
const newsTags = (id: string) => [
  { type: 'CampaignNews' as const, id },
  { type: 'Campaign' as const, id },
];

/** Campaign news ("Kabar Terbaru") and donors' prayers ("Doa & dukungan") of one campaign. */
export const campaignNewsApi = api
  .enhanceEndpoints({ addTagTypes: ['Campaign', 'CampaignNews', 'Prayer'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getCampaignNews: build.query<CampaignNewsPage, PageArgs>({
        query: ({ id, page }) => ({ url: `/donation/${enc(id)}/updates`, params: { page, limit: NEWS_PAGE_SIZE } }),
        providesTags: (_result, _error, { id }) => [{ type: 'CampaignNews', id }],
      }),
      createCampaignNews: build.mutation<CampaignNews, { id: string; body: CampaignNewsBody }>({
        query: ({ id, body }) => ({ url: `/donation/${enc(id)}/updates`, method: 'POST', body }),
        invalidatesTags: (_result, _error, { id }) => newsTags(id),
      }),
      updateCampaignNews: build.mutation<CampaignNews, { id: string; updateId: string; body: CampaignNewsBody }>({
        query: ({ id, updateId, body }) => ({
          url: `/donation/${enc(id)}/updates/${enc(updateId)}`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: (_result, _error, { id }) => newsTags(id),
      }),
      deleteCampaignNews: build.mutation<{ deleted: boolean }, { id: string; updateId: string }>({
        query: ({ id, updateId }) => ({ url: `/donation/${enc(id)}/updates/${enc(updateId)}`, method: 'DELETE' }),
        invalidatesTags: (_result, _error, { id }) => newsTags(id),
      }),
      getPrayers: build.query<PrayerPage, PageArgs>({
        query: ({ id, page }) => ({ url: `/donation/${enc(id)}/prayers`, params: { page, limit: PRAYERS_PAGE_SIZE } }),
        // A settled payment invalidates the campaign: its prayer may now show.
        providesTags: (_result, _error, { id }) => [
          { type: 'Prayer', id },
          { type: 'Campaign', id },
        ],
      }),
      /** Toggles the user's Aamiin; the list shows the count the server stored, never a guess. */
      toggleAmin: build.mutation<AminAnswer, { campaignId: string; page: number; prayerId: string }>({
        query: ({ prayerId }) => ({ url: `/donation/prayers/${enc(prayerId)}/amin`, method: 'POST', body: {} }),
        async onQueryStarted({ campaignId, page, prayerId }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled;
          dispatch(
            campaignNewsApi.util.updateQueryData('getPrayers', { id: campaignId, page }, (draft) => {
              const prayer = draft.prayers.find((p) => p.prayer_id === prayerId);
              if (prayer) Object.assign(prayer, data);
            }),
          );
        },
      }),
      hidePrayer: build.mutation<Prayer, { campaignId: string; prayerId: string }>({
        query: ({ prayerId }) => ({ url: `/donation/prayers/${enc(prayerId)}`, method: 'PUT', body: { hidden: true } }),
        invalidatesTags: (_result, _error, { campaignId }) => [{ type: 'Prayer', id: campaignId }],
      }),
    }),
  });

if (process.env.NODE_ENV !== 'production') {
  checkAnswers(campaignNewsApi, () => import('./answers').then(({ newsAnswers }) => ({ answers: newsAnswers })));
}

export const {
  useGetCampaignNewsQuery,
  useCreateCampaignNewsMutation,
  useUpdateCampaignNewsMutation,
  useDeleteCampaignNewsMutation,
  useGetPrayersQuery,
  useToggleAminMutation,
  useHidePrayerMutation,
} = campaignNewsApi;
