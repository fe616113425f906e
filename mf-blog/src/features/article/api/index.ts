import type {
  BlogAnswer,
  CommentDeleted,
  CommentItem,
  LikeAnswer,
  LikedAnswer,
  RepliesAnswer,
} from '@yayasan/contracts';
import { checkAnswers } from '@yayasan/store';
import { blogApi, blogTag, likeTag, post, type FeatureEndpoints } from '../../../lib/api';

/** A comment as the drawer shows it: flattened in display order with its indentation level. */
export interface CommentNode extends CommentItem {
  childrenLevel: number;
  isReplyLoaded: boolean;
}

/** One article, its like and its comments. */
export const articleApi = blogApi.injectEndpoints({
  endpoints: (build) => ({
    getBlog: build.query<BlogAnswer, string>({
      query: (blogId) => post('/get-blog', { blog_id: blogId }),
      providesTags: (_r, _e, blogId) => [blogTag(blogId)],
    }),
    /** Whether the signed-in user likes an article; the cache is emptied on sign-out, so it is never another user's. */
    isLikedByUser: build.query<LikedAnswer, number>({
      query: (_id) => post('/isliked-by-user', { _id }),
      providesTags: (_r, _e, _id) => [likeTag(_id)],
    }),
    /**
     * Toggles a like. The liked state and the count change at once in the cache (`blogId` names the
     * article whose count is shown); the server's answer then sets both, and a failure undoes them.
     */
    likeBlog: build.mutation<LikeAnswer, { _id: number; isLikedByUser: boolean; blogId: string }>({
      query: ({ _id, isLikedByUser }) => post('/like-blog', { _id, isLikedByUser }),
      async onQueryStarted({ _id, isLikedByUser: was, blogId }, { dispatch, queryFulfilled }) {
        const setLikes = (change: (likes: number) => number) =>
          articleApi.util.updateQueryData('getBlog', blogId, (draft) => {
            draft.blog.activity.total_likes = Math.max(change(draft.blog.activity.total_likes), 0);
          });
        const setLiked = (liked: boolean) =>
          articleApi.util.updateQueryData('isLikedByUser', _id, (draft) => {
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
    blogComments: build.infiniteQuery<CommentNode[], number, number, CommentItem[]>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last, all) => (last.length ? all.flat().filter((c) => c.parent === null).length : undefined),
      },
      query: ({ queryArg, pageParam }) => post('/get-blog-comments', { blog_id: queryArg, skip: pageParam }),
      transformResponse: (items) => items.map((c) => ({ ...c, childrenLevel: 0, isReplyLoaded: false })),
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
  }),
});

if (process.env.NODE_ENV !== 'production') {
  checkAnswers<FeatureEndpoints<typeof articleApi>>(articleApi, () => import('./answers'));
}
