import { listCursor, type BlogList, type DocCount } from '@yayasan/contracts';
import { checkAnswers } from '@yayasan/store';
import { BLOG_LISTS, blogApi, post, type FeatureEndpoints } from '../../../lib/api';

/** A page of the latest articles: its number, and the cursor of the previous page's last card. */
interface LatestPageParam {
  page: number;
  after?: string;
}

/** The latest and trending articles. */
export const articlesApi = blogApi.injectEndpoints({
  endpoints: (build) => ({
    latestBlogs: build.query<BlogList, { page: number; limit?: number }>({
      query: (body) => post('/latest-blogs', body),
      providesTags: [BLOG_LISTS],
    }),
    latestBlogPages: build.infiniteQuery<BlogList, void, LatestPageParam>({
      infiniteQueryOptions: {
        initialPageParam: { page: 1 },
        // The next page is asked for as "after the last card shown": it costs the server what the first
        // page costs, however deep the reader has gone. The number stays for the cards without a cursor.
        getNextPageParam: (last, _all, lastParam) => {
          const card = last.blogs.at(-1);
          return card ? { page: lastParam.page + 1, after: listCursor(card.publishedAt, card._id) } : undefined;
        },
      },
      query: ({ pageParam }) => post('/latest-blogs', pageParam),
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

if (process.env.NODE_ENV !== 'production') {
  checkAnswers<FeatureEndpoints<typeof articlesApi>>(articlesApi, () => import('./answers'));
}
