import type { BlogList, DocCount } from '@yayasan/contracts';
import { BLOG_LISTS, blogApi, numberedPages, post } from '../../../lib/api';

/** The latest and trending articles. */
export const articlesApi = blogApi.injectEndpoints({
  endpoints: (build) => ({
    latestBlogs: build.query<BlogList, { page: number; limit?: number }>({
      query: (body) => post('/latest-blogs', body),
      providesTags: [BLOG_LISTS],
    }),
    latestBlogPages: build.infiniteQuery<BlogList, void, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ pageParam }) => post('/latest-blogs', { page: pageParam }),
      providesTags: [BLOG_LISTS],
    }),
    latestBlogsCount: build.query<DocCount, void>({
      query: () => post('/all-latest-blogs-count'),
      providesTags: [BLOG_LISTS],
    }),
    trendingBlogs: build.query<BlogList, void>({
      query: () => '/trending-blogs',
      providesTags: [BLOG_LISTS],
    }),
  }),
});
