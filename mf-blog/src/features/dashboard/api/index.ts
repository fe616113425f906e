import type { BlogList, DocCount, StatusAnswer } from '@yayasan/contracts';
import { checkAnswers } from '@yayasan/store';
import { BLOG_LISTS, blogApi, blogTag, post, type FeatureEndpoints } from '../../../lib/api';

export interface OwnBlogsArgs {
  draft: boolean;
  query: string;
}

/** An own-blogs page: its number, and how many items were removed from the list before it was asked for. */
export interface OwnBlogsPage {
  page: number;
  deletedDocCount: number;
}

/** The signed-in author's own articles: listed, counted and deleted. */
export const dashboardApi = blogApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in author's articles, page by page; a removal raises the next page's `deletedDocCount`. */
    userWrittenBlogPages: build.infiniteQuery<BlogList, OwnBlogsArgs, OwnBlogsPage>({
      infiniteQueryOptions: {
        initialPageParam: { page: 1, deletedDocCount: 0 },
        getNextPageParam: (last, _all, lastParam) =>
          last.blogs.length ? { page: lastParam.page + 1, deletedDocCount: lastParam.deletedDocCount } : undefined,
      },
      query: ({ queryArg, pageParam }) => post('/user-written-blogs', { ...pageParam, ...queryArg }),
      providesTags: [BLOG_LISTS],
    }),
    userWrittenBlogsCount: build.query<DocCount, OwnBlogsArgs>({
      query: (body) => post('/user-written-blogs-count', body),
      providesTags: [BLOG_LISTS],
    }),
    /**
     * Deletes an article and takes it out of the own-blogs list it was shown in (`list`): the count
     * drops and the next page asks with one more `deletedDocCount`, so no article is skipped.
     */
    deleteBlog: build.mutation<StatusAnswer, { blog_id: string; list: OwnBlogsArgs }>({
      query: ({ blog_id }) => post('/delete-blog', { blog_id }),
      invalidatesTags: (_r, _e, { blog_id }) => [blogTag(blog_id)],
      async onQueryStarted({ blog_id, list }, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(
          dashboardApi.util.updateQueryData('userWrittenBlogPages', list, (draft) => {
            for (const page of draft.pages) page.blogs = page.blogs.filter((b) => b.blog_id !== blog_id);
            // The next page follows the last one: only its parameter carries the removal.
            const last = draft.pageParams.at(-1);
            if (last) last.deletedDocCount += 1;
          }),
        );
        dispatch(
          dashboardApi.util.updateQueryData('userWrittenBlogsCount', list, (draft) => {
            draft.totalDocs = Math.max(draft.totalDocs - 1, 0);
          }),
        );
      },
    }),
  }),
});

if (process.env.NODE_ENV !== 'production') {
  checkAnswers<FeatureEndpoints<typeof dashboardApi>>(dashboardApi, () => import('./answers'));
}
