import type { MigrationList } from '@yayasan/service-kit';
import { m001Blogs } from './001_blogs';
import { m002Interactions } from './002_interactions';

export const migrations: MigrationList = {
  '001_blogs': m001Blogs,
  '002_interactions': m002Interactions,
};
