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
  page: number;
  draft: boolean;
  query: string;
  deletedDocCount: number;
}

const post = (url: string, body: object = {}) => ({ url, method: 'POST', body });

/** Every blog-service call mf-blog makes (plus /search-users of the account service). */
export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    latestBlogs: build.query<BlogList, { page: number; limit?: number }>({
      query: (body) => post('/latest-blogs', body),
    }),
    latestBlogsCount: build.query<DocCount, void>({
      query: () => post('/all-latest-blogs-count'),
    }),
    trendingBlogs: build.query<BlogList, void>({
      query: () => '/trending-blogs',
    }),
    searchBlogs: build.query<BlogList, SearchArgs>({
      query: ({ filter, ...rest }) => post('/search-blogs', { ...filter, ...rest }),
    }),
    searchBlogsCount: build.query<DocCount, SearchFilter>({
      query: (filter) => post('/search-blogs-count', filter),
    }),
    searchUsers: build.query<UserSearchAnswer, string>({
      query: (query) => post('/search-users', { query }),
    }),
    getBlog: build.query<BlogAnswer, string>({
      query: (blogId) => post('/get-blog', { blog_id: blogId }),
      keepUnusedDataFor: 0,
    }),
    isLikedByUser: build.query<LikedAnswer, { _id: number; token: string }>({
      // The token is part of the key so another session asks again.
      query: ({ _id }) => post('/isliked-by-user', { _id }),
      keepUnusedDataFor: 0,
    }),
    likeBlog: build.mutation<LikeAnswer, { _id: number; isLikedByUser: boolean }>({
      query: (body) => post('/like-blog', body),
    }),
    blogComments: build.query<CommentItem[], { blog_id: number; skip: number }>({
      query: (body) => post('/get-blog-comments', body),
      keepUnusedDataFor: 0,
    }),
    commentReplies: build.query<RepliesAnswer, { _id: number; skip: number }>({
      query: (body) => post('/get-replies', body),
      keepUnusedDataFor: 0,
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
    userWrittenBlogs: build.query<BlogList, OwnBlogsArgs>({
      query: (body) => post('/user-written-blogs', body),
      keepUnusedDataFor: 0,
    }),
    userWrittenBlogsCount: build.query<DocCount, { draft: boolean; query: string }>({
      query: (body) => post('/user-written-blogs-count', body),
      keepUnusedDataFor: 0,
    }),
    deleteBlog: build.mutation<StatusAnswer, { blog_id: string }>({
      query: (body) => post('/delete-blog', body),
    }),
  }),
});
