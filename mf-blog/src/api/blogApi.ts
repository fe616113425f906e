import { api } from '@yayasan/store';

export interface PersonalInfo {
  fullname: string;
  username: string;
  profile_img: string;
}

export interface BlogActivity {
  total_likes: number;
  total_comments: number;
  total_parent_comments: number;
  total_reads: number;
}

/** A blog in a list. */
export interface BlogCard {
  _id: number;
  blog_id: string;
  title: string;
  des: string;
  banner: string;
  tags: string[];
  publishedAt: string | null;
  draft: boolean;
  activity: BlogActivity;
  author: { _id: number; personal_info: PersonalInfo };
}

/** A blog with its content (`content[0]` is the stored document). */
export interface Blog extends BlogCard {
  content: unknown;
}

export interface CommentItem {
  _id: number;
  comment: string;
  commentedAt: string;
  blog_id: string;
  isReply: boolean;
  parent: number | null;
  commented_by: { _id: number; personal_info: PersonalInfo };
  children: number[];
}

export interface UserCard {
  _id: number;
  personal_info: PersonalInfo;
}

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

export interface LikeAnswer {
  liked_by_user: boolean;
  total_likes: number;
}

const post = (url: string, body: object = {}) => ({ url, method: 'POST', body });

/** Every blog-service call mf-blog makes (plus /search-users of the account service). */
export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    latestBlogs: build.query<{ blogs: BlogCard[] }, { page: number; limit?: number }>({
      query: (body) => post('/latest-blogs', body),
    }),
    latestBlogsCount: build.query<{ totalDocs: number }, void>({
      query: () => post('/all-latest-blogs-count'),
    }),
    trendingBlogs: build.query<{ blogs: BlogCard[] }, void>({
      query: () => '/trending-blogs',
    }),
    searchBlogs: build.query<{ blogs: BlogCard[] }, SearchArgs>({
      query: ({ filter, ...rest }) => post('/search-blogs', { ...filter, ...rest }),
    }),
    searchBlogsCount: build.query<{ totalDocs: number }, SearchFilter>({
      query: (filter) => post('/search-blogs-count', filter),
    }),
    searchUsers: build.query<{ users: UserCard[] }, string>({
      query: (query) => post('/search-users', { query }),
    }),
    getBlog: build.query<{ blog: Blog }, string>({
      query: (blogId) => post('/get-blog', { blog_id: blogId }),
      keepUnusedDataFor: 0,
    }),
    isLikedByUser: build.query<{ result: boolean }, { _id: number; token: string }>({
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
    commentReplies: build.query<{ replies: CommentItem[] }, { _id: number; skip: number }>({
      query: (body) => post('/get-replies', body),
      keepUnusedDataFor: 0,
    }),
    addComment: build.mutation<
      CommentItem,
      { _id: number; comment: string; blog_author: number; replying_to?: number }
    >({
      query: (body) => post('/add-comment', body),
    }),
    deleteComment: build.mutation<{ status: string; deleted: number[] }, { _id: number }>({
      query: (body) => post('/delete-comment', body),
    }),
    userWrittenBlogs: build.query<{ blogs: BlogCard[] }, OwnBlogsArgs>({
      query: (body) => post('/user-written-blogs', body),
      keepUnusedDataFor: 0,
    }),
    userWrittenBlogsCount: build.query<{ totalDocs: number }, { draft: boolean; query: string }>({
      query: (body) => post('/user-written-blogs-count', body),
      keepUnusedDataFor: 0,
    }),
    deleteBlog: build.mutation<{ status: string }, { blog_id: string }>({
      query: (body) => post('/delete-blog', body),
    }),
  }),
});
