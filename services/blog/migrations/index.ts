import type { MigrationList } from '@yayasan/service-kit';
import { m001Blogs } from './001_blogs';

export const migrations: MigrationList = {
  '001_blogs': m001Blogs,
};
