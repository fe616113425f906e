import type { MigrationList } from '@yayasan/service-kit';
import { m001Users } from './001_users';

export const migrations: MigrationList = {
  '001_users': m001Users,
};
