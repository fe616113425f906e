import type { BlogList, DocCount } from '@yayasan/contracts';
import { api, checkAnswers } from '@yayasan/store';

export type SearchFilter = { tag: string } | { query: string } | { author: number | string };

export interface SearchArgs {
  filter: SearchFilter;
  page: number;
  limit?: number;
  eliminate_blog?: string;
}

const BLOG = 'Blog' as const;
const LIKE = 'Like' as const;
/** One article: its page, its edit and its removal name it. */
export const blogTag = (id: string) => ({ type: BLOG, id });
/** Whether the signed-in user likes one article (by its numeric id). */
export const likeTag = (id: number) => ({ type: LIKE, id });
/** Every list of articles (latest, trending, search, own, counts): a publish or delete changes them all. */
export const BLOG_LISTS = { type: BLOG, id: 'LIST' } as const;

export const post = (url: string, body: object = {}) => ({ url, method: 'POST', body });

/** Pages 1, 2, … of a list whose total comes from its own count call; an empty page ends it. */
export const numberedPages = {
  initialPageParam: 1,
  getNextPageParam: (last: BlogList, _all: unknown, lastParam: number) =>
    last.blogs.length ? lastParam + 1 : undefined,
};

/**
 * The article search several features share (the articles page's tag lists, the search page, an
 * article's related articles); each feature adds its own calls in its api/ folder.
 */
export const blogApi = api.enhanceEndpoints({ addTagTypes: [BLOG, LIKE] }).injectEndpoints({
  endpoints: (build) => ({
    searchBlogs: build.query<BlogList, SearchArgs>({
      query: ({ filter, ...rest }) => post('/search-blogs', { ...filter, ...rest }),
      providesTags: [BLOG_LISTS],
    }),
    searchBlogPages: build.infiniteQuery<BlogList, SearchFilter, number>({
      infiniteQueryOptions: numberedPages,
      query: ({ queryArg, pageParam }) => post('/search-blogs', { ...queryArg, page: pageParam }),
      providesTags: [BLOG_LISTS],
    }),
    searchBlogsCount: build.query<DocCount, SearchFilter>({
      query: (filter) => post('/search-blogs-count', filter),
      providesTags: [BLOG_LISTS],
    }),
  }),
});

if (process.env.NODE_ENV !== 'production') checkAnswers(blogApi, () => import('./api-answers'));

/**
 * The endpoints a feature's slice adds to `blogApi`: the ones whose answer schemas it names (the
 * shared search's are named above, once).
 */
export type FeatureEndpoints<Slice extends { endpoints: object }> = Omit<
  Slice['endpoints'],
  keyof typeof blogApi.endpoints
>;
