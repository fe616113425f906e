import { BlogAnswerSchema, CreatedBlogSchema } from '@yayasan/contracts/schemas/blog';
import { UploadImageAnswerSchema } from '@yayasan/contracts/schemas/media';

/** Each editor endpoint's answer as its contract states it, checked in development and tests. */
export const answers = {
  blogForEdit: BlogAnswerSchema,
  createBlog: CreatedBlogSchema,
  importImage: UploadImageAnswerSchema,
};
