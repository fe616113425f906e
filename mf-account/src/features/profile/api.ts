import { api } from '@yayasan/store';

export type SocialLinks = {
  youtube: string;
  facebook: string;
  twitter: string;
  github: string;
  instagram: string;
  website: string;
};

/** POST /get-profile (spec §3 user profile; the e-mail only for its owner or an admin). */
export interface Profile {
  _id: number;
  personal_info: { fullname: string; username: string; profile_img: string; bio: string; email?: string };
  account_info: { total_posts: number; total_reads: number };
  social_links: SocialLinks;
  joinedAt: string;
}

/** An article card as the blog service lists it (the fields shown here). */
export interface ArticleCard {
  _id: number;
  blog_id: string;
  title: string;
  des: string;
  banner: string;
  publishedAt: string | null;
  activity: { total_likes: number; total_comments: number; total_reads: number };
}

const PROFILE = 'Profile' as const;

export const profileApi = api.enhanceEndpoints({ addTagTypes: [PROFILE] }).injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, string>({
      query: (username) => ({ url: '/get-profile', method: 'POST', body: { username } }),
      providesTags: (_r, _e, username) => [{ type: PROFILE, id: username }],
    }),
    /** The author's published articles, page by page (blog service). */
    getAuthorArticles: build.infiniteQuery<{ blogs: ArticleCard[] }, number, number>({
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
    countAuthorArticles: build.query<{ totalDocs: number }, number>({
      query: (author) => ({ url: '/search-blogs-count', method: 'POST', body: { author } }),
    }),
  }),
  overrideExisting: false,
});

export const { useGetProfileQuery, useGetAuthorArticlesInfiniteQuery, useCountAuthorArticlesQuery } = profileApi;
