import { BlogListSchema, DocCountSchema } from '@yayasan/contracts/schemas/blog';
import { StatusAnswerSchema } from '@yayasan/contracts/schemas/common';

/** Each own-articles endpoint's answer as its contract states it, checked in development and tests. */
export const answers = {
  userWrittenBlogPages: BlogListSchema,
  userWrittenBlogsCount: DocCountSchema,
  deleteBlog: StatusAnswerSchema,
};
