import { BlogListSchema, DocCountSchema } from '@yayasan/contracts/schemas/blog';

/** The shared article search's answers as their contracts state them, checked in development and tests. */
export const answers = {
  searchBlogs: BlogListSchema,
  searchBlogPages: BlogListSchema,
  searchBlogsCount: DocCountSchema,
};
