import { RELEASE_HEALTH_PATH, type ReleaseHealth } from '@yayasan/contracts';
import { api, checkAnswers } from '@yayasan/store';

export const releaseHealthApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every remote's versions and verdicts over the last `hours` (the gateway answers; administrators only). */
    releaseHealth: build.query<ReleaseHealth, number>({
      query: (hours) => `${RELEASE_HEALTH_PATH}?hours=${hours}`,
      // Figures arrive every minute: a page opened again asks afresh.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useReleaseHealthQuery } = releaseHealthApi;

if (process.env.NODE_ENV !== 'production') checkAnswers(releaseHealthApi, () => import('./answers'));
