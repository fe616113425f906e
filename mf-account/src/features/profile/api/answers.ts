import { ProfileSchema } from '@yayasan/contracts/schemas/account';
import { BlogListSchema, DocCountSchema } from '@yayasan/contracts/schemas/blog';

/** Each profile page endpoint's answer as its contract states it, checked in development and tests. */
export const answers = {
  getProfile: ProfileSchema,
  getAuthorArticles: BlogListSchema,
  countAuthorArticles: DocCountSchema,
};
