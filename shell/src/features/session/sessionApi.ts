import type { NewNotificationAnswer } from '@yayasan/contracts';
import { api, checkAnswers } from '@yayasan/store';

/** The bell's flag: asked whenever a token exists or changes. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    newNotification: build.query<NewNotificationAnswer, string>({
      // The token is the cache key, so a new session asks again.
      query: () => '/new-notification',
      keepUnusedDataFor: 0,
    }),
  }),
});

if (process.env.NODE_ENV !== 'production') checkAnswers(sessionApi, () => import('./sessionAnswers'));
