import { Type } from '@yayasan/service-kit';

/**
 * The blog service's own variables, checked at start with the common ones (service-kit's CommonEnv:
 * database, port, token key, PUBLIC_URL, ...). It has none of its own yet.
 */
export const blogEnv = {
  schema: Type.Object({}),
  rules: {},
};
