import type { UserSearchAnswer } from '@yayasan/contracts';
import { blogApi, post } from '../../../lib/api';

/** Authors found by name (the account service's /search-users). */
export const searchApi = blogApi.injectEndpoints({
  endpoints: (build) => ({
    searchUsers: build.query<UserSearchAnswer, string>({
      query: (query) => post('/search-users', { query }),
    }),
  }),
});
