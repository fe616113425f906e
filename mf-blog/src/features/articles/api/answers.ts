import { BlogListSchema, DocCountSchema } from '@yayasan/contracts/schemas/blog';

/** Each article list endpoint's answer as its contract states it, checked in development and tests. */
export const answers = {
  latestBlogs: BlogListSchema,
  latestBlogPages: BlogListSchema,
  latestBlogsCount: DocCountSchema,
  trendingBlogs: BlogListSchema,
};
