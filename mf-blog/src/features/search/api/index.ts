import type { UserSearchAnswer } from '@yayasan/contracts';
import { checkAnswers } from '@yayasan/store';
import { blogApi, post, type FeatureEndpoints } from '../../../lib/api';

/** Authors found by name (the account service's /search-users). */
export const searchApi = blogApi.injectEndpoints({
  endpoints: (build) => ({
    searchUsers: build.query<UserSearchAnswer, string>({
      query: (query) => post('/search-users', { query }),
    }),
  }),
});

if (process.env.NODE_ENV !== 'production') {
  checkAnswers<FeatureEndpoints<typeof searchApi>>(searchApi, () => import('./answers'));
}
