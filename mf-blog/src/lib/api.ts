import type {
  BlogAnswer,
  BlogList,
  CommentDeleted,
  CommentItem,
  DocCount,
  LikeAnswer,
  LikedAnswer,
  RepliesAnswer,
  StatusAnswer,
  UserSearchAnswer,
} from '@yayasan/contracts';
import { api } from '@yayasan/store';

export type SearchFilter = { tag: string } | { query: string } | { author: number | string };

export interface SearchArgs {
  filter: SearchFilter;
  page: number;
  limit?: number;
  eliminate_blog?: string;
}

export interface OwnBlogsArgs {
  draft: boolean;
  query: string;
}

/** An own-blogs page: its number, and how many items were removed from the list before it was asked for. */
export interface OwnBlogsPage {
  page: number;
  deletedDocCount: number;
}

/** A comment as the drawer shows it: flattened in display order with its indentation level. */
export interface CommentNode extends CommentItem {
  childrenLevel: number;
  isReplyLoaded: boolean;
}

const BLOG = 'Blog' as const;
const LIKE = 'Like' as const;
/** Every list of articles (latest, trending, search, own, counts): a publish or delete changes them all. */
export const BLOG_LISTS = { type: BLOG, id: 'LIST' } as const;

const post = (url: string, body: object = {}) => ({ url, method: 'POST', body });

/** Pages 1, 2, … of a list whose total comes from its own count call; an empty page ends it. */
const numberedPages = {
  initialPageParam: 1,
  getNextPageParam: (last: BlogList, _all: unknown, lastParam: number) =>
    last.blogs.length ? lastParam + 1 : undefined,
};

/** Every blog-service call mf-blog makes (plus /search-users of the account service). */
export const blogApi = api.enhanceEndpoints({ addTagTypes: [BLOG, LIKE] }).injectEndpoints({
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
    searchUsers: build.query<UserSearchAnswer, string>({
      query: (query) => post('/search-users', { query }),
    }),
    getBlog: build.query<BlogAnswer, string>({
      query: (blogId) => post('/get-blog', { blog_id: blogId }),
      providesTags: (_r, _e, blogId) => [{ type: BLOG, id: blogId }],
    }),
    /** Whether the signed-in user likes an article; the cache is emptied on sign-out, so it is never another user's. */
    isLikedByUser: build.query<LikedAnswer, number>({
      query: (_id) => post('/isliked-by-user', { _id }),
      providesTags: (_r, _e, _id) => [{ type: LIKE, id: _id }],
    }),
    /**
     * Toggles a like. The liked state and the count change at once in the cache (`blogId` names the
     * article whose count is shown); the server's answer then sets both, and a failure undoes them.
     */
    likeBlog: build.mutation<LikeAnswer, { _id: number; isLikedByUser: boolean; blogId: string }>({
      query: ({ _id, isLikedByUser }) => post('/like-blog', { _id, isLikedByUser }),
      async onQueryStarted({ _id, isLikedByUser: was, blogId }, { dispatch, queryFulfilled }) {
        const setLikes = (change: (likes: number) => number) =>
          blogApi.util.updateQueryData('getBlog', blogId, (draft) => {
            draft.blog.activity.total_likes = Math.max(change(draft.blog.activity.total_likes), 0);
          });
        const setLiked = (liked: boolean) =>
          blogApi.util.updateQueryData('isLikedByUser', _id, (draft) => {
            draft.result = liked;
          });
        const liked = dispatch(setLiked(!was));
        const count = dispatch(setLikes((n) => n + (was ? -1 : 1)));
        try {
          const { data } = await queryFulfilled;
          dispatch(setLiked(data.liked_by_user));
          dispatch(setLikes(() => data.total_likes));
        } catch {
          liked.undo();
          count.undo();
        }
      },
    }),
    /**
     * An article's comments as the drawer shows them: top-level comments page by page (`skip` =
     * how many are held), each followed by the replies opened under it (kept in its page).
     */
    blogComments: build.infiniteQuery<CommentNode[], number, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last, all) => (last.length ? all.flat().filter((c) => c.parent === null).length : undefined),
      },
      query: ({ queryArg, pageParam }) => post('/get-blog-comments', { blog_id: queryArg, skip: pageParam }),
      transformResponse: (items: CommentItem[]) => items.map((c) => ({ ...c, childrenLevel: 0, isReplyLoaded: false })),
    }),
    commentReplies: build.query<RepliesAnswer, { _id: number; skip: number }>({
      query: (body) => post('/get-replies', body),
    }),
    addComment: build.mutation<
      CommentItem,
      { _id: number; comment: string; blog_author: number; replying_to?: number }
    >({
      query: (body) => post('/add-comment', body),
    }),
    deleteComment: build.mutation<CommentDeleted, { _id: number }>({
      query: (body) => post('/delete-comment', body),
    }),
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
      invalidatesTags: (_r, _e, { blog_id }) => [{ type: BLOG, id: blog_id }],
      async onQueryStarted({ blog_id, list }, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(
          blogApi.util.updateQueryData('userWrittenBlogPages', list, (draft) => {
            for (const page of draft.pages) page.blogs = page.blogs.filter((b) => b.blog_id !== blog_id);
            // The next page follows the last one: only its parameter carries the removal.
            const last = draft.pageParams.at(-1);
            if (last) last.deletedDocCount += 1;
          }),
        );
        dispatch(
          blogApi.util.updateQueryData('userWrittenBlogsCount', list, (draft) => {
            draft.totalDocs = Math.max(draft.totalDocs - 1, 0);
          }),
        );
      },
    }),
  }),
});
