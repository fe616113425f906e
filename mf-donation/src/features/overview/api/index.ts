import {
  PLEDGE_OVERVIEW_PATH,
  type DonationHistory,
  type DonationOverview,
  type PledgeOverview,
} from '@yayasan/contracts';
import { api, checkAnswers, LIVE_NOTIFICATION_TAG } from '@yayasan/store';

/** How many of a member's own latest donations their summary lists. */
export const MY_LATEST = 5;

export const overviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The foundation's donations at a glance (administrators). Asked again when the notification stream
     * says a notification arrived: each settled donation brings administrators one.
     */
    getDonationOverview: build.query<DonationOverview, void>({
      query: () => '/admin/overview',
      providesTags: [LIVE_NOTIFICATION_TAG],
      keepUnusedDataFor: 0,
    }),
    /** The foundation's steady income (administrators): pledged and arrived per month, pledges by state. */
    getPledgeOverview: build.query<PledgeOverview, void>({
      query: () => PLEDGE_OVERVIEW_PATH,
      providesTags: [LIVE_NOTIFICATION_TAG],
      keepUnusedDataFor: 0,
    }),
    /** A member's own totals and latest donations: the first page of their history. */
    getMyDonations: build.query<DonationHistory, string>({
      query: (username) => ({
        url: `/user/${encodeURIComponent(username)}/transactions`,
        params: { page: 1, limit: MY_LATEST },
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

if (process.env.NODE_ENV !== 'production') checkAnswers(overviewApi, () => import('./answers'));

export const { useGetDonationOverviewQuery, useGetMyDonationsQuery, useGetPledgeOverviewQuery } = overviewApi;
