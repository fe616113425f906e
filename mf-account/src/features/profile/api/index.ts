import type { BlogList, DocCount, Profile } from '@yayasan/contracts';
import { api, checkAnswers } from '@yayasan/store';

const PROFILE = 'Profile' as const;

export const profileApi = api.enhanceEndpoints({ addTagTypes: [PROFILE] }).injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, string>({
      query: (username) => ({ url: '/get-profile', method: 'POST', body: { username } }),
      providesTags: (_r, _e, username) => [{ type: PROFILE, id: username }],
    }),
    /** The author's published articles, page by page (blog service). */
    getAuthorArticles: build.infiniteQuery<BlogList, number, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) => (last.blogs.length ? lastParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/search-blogs',
        method: 'POST',
        body: { author: queryArg, page: pageParam },
      }),
    }),
    countAuthorArticles: build.query<DocCount, number>({
      query: (author) => ({ url: '/search-blogs-count', method: 'POST', body: { author } }),
    }),
  }),
  overrideExisting: false,
});

if (process.env.NODE_ENV !== 'production') checkAnswers(profileApi, () => import('./answers'));

export const { useGetProfileQuery, useGetAuthorArticlesInfiniteQuery, useCountAuthorArticlesQuery } = profileApi;
