import type { AuthorArticleRow, NotificationFlagRow } from '@yayasan/service-kit';
import type { DataExportRow } from '../domain/data-exports';
import type { ErasureRow } from '../domain/erasures';
import type { UserRow } from '../domain/users';
import type { SecondFactorRow } from '../domain/second-factor';
import type { SessionRow } from '../domain/sessions';
import type { PasskeyRow } from '../domain/passkeys';

/**
 * The account service's tables (migrations 001–008) and the views published for it, as the driver
 * answers them: TINYINT(1) as 0/1 (written as true/false), JSON parsed, times as Dates.
 */

/** `users` (001, 003, 005, 008): an account; e-mail and erasure time change when it is erased. */
export type UserTableRow = UserRow &
  SecondFactorRow & {
    email_campaign_news: number | boolean;
    updated_at: Date;
    erased_at: Date | null;
  };

/** `password_resets` (002): one reset link, by its token's hash. */
export interface PasswordResetRow {
  id: number;
  user_id: number;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

/** `data_exports` (008): a requested export and its worker's lease. */
export type DataExportTableRow = DataExportRow & {
  next_attempt_at: Date;
  claimed_until: Date | null;
  last_error: string | null;
};

/** `account_erasures` (008): a scheduled erasure and its worker's lease. */
export type ErasureTableRow = ErasureRow & {
  claimed_until: Date | null;
  last_error: string | null;
  created_at: Date;
  finished_at: Date | null;
};

/** `recovery_codes` (010): a second factor's single-use recovery code, by its SHA-256. */
export interface RecoveryCodeRow {
  id: number;
  user_id: number;
  code_hash: string;
  used_at: Date | null;
}

/** `passkey_challenges` (013): a WebAuthn ceremony's challenge, deleted as it is used. */
export interface PasskeyChallengeRow {
  challenge: string;
  purpose: 'register' | 'signin';
  user_id: number | null;
  expires_at: Date;
}

declare module 'knex/types/tables' {
  interface Tables {
    users: UserTableRow;
    password_resets: PasswordResetRow;
    data_exports: DataExportTableRow;
    account_erasures: ErasureTableRow;
    recovery_codes: RecoveryCodeRow;
    sessions: SessionRow;
    passkeys: PasskeyRow;
    passkey_challenges: PasskeyChallengeRow;
    notification_flags: NotificationFlagRow;
    author_articles: AuthorArticleRow;
  }
}
