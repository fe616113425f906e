import type { MigrationList } from '@yayasan/service-kit';
import { m001Users } from './001_users';
import { m002PasswordResets } from './002_password_resets';
import { m003TokenVersion } from './003_token_version';

export const migrations: MigrationList = {
  '001_users': m001Users,
  '002_password_resets': m002PasswordResets,
  '003_token_version': m003TokenVersion,
};
