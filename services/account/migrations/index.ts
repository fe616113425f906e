import type { MigrationList } from '@yayasan/service-kit';
import { m001Users } from './001_users';
import { m002PasswordResets } from './002_password_resets';
import { m003TokenVersion } from './003_token_version';
import { m004EmailBinary } from './004_email_binary';
import { m005EmailPreferences } from './005_email_preferences';
import { m006UserSearch } from './006_user_search';
import { m007UsersChangedIndex } from './007_users_changed_index';
import { m008DataRights } from './008_data_rights';
import { m009PublishedViews } from './009_published_views';
import { m010SecondFactor } from './010_second_factor';
import { m011Sessions } from './011_sessions';
import { m012AuditTrail } from './012_audit_trail';
import { m013Passkeys } from './013_passkeys';

export const migrations: MigrationList = {
  '001_users': m001Users,
  '002_password_resets': m002PasswordResets,
  '003_token_version': m003TokenVersion,
  '004_email_binary': m004EmailBinary,
  '005_email_preferences': m005EmailPreferences,
  '006_user_search': m006UserSearch,
  '007_users_changed_index': m007UsersChangedIndex,
  '008_data_rights': m008DataRights,
  '009_published_views': m009PublishedViews,
  '010_second_factor': m010SecondFactor,
  '011_sessions': m011Sessions,
  '012_audit_trail': m012AuditTrail,
  '013_passkeys': m013Passkeys,
};
