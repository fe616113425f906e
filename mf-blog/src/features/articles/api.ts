import { api } from '@yayasan/store';

export interface BlogCard {
  blog_id: string;
  title: string;
  des: string;
  banner: string;
  tags: string[];
  publishedAt: string;
  activity: { total_likes: number; total_comments?: number; total_reads?: number };
  author: { personal_info: { fullname: string; username: string; profile_img: string } };
}

export const articlesApi = api.injectEndpoints({
  endpoints: (build) => ({
    latestBlogs: build.query<{ blogs: BlogCard[] }, { page: number }>({
      query: (body) => ({ url: '/latest-blogs', method: 'POST', body }),
    }),
  }),
});
