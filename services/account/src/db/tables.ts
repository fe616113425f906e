import type { AuthorArticleRow, NotificationFlagRow } from '@yayasan/service-kit';
import type { ErasureContentChoice } from '@yayasan/validation';

/**
 * The account service's tables (migrations 001–013) and the views published for it, as the driver
 * answers them: TINYINT(1) as 0/1 (written as true/false), JSON parsed, times as Dates. The rows are
 * spelled out here rather than derived from domain/ types, so repositories/ never import domain/.
 */

/** An account as sign-in, tokens and profiles read it: `users` without the columns below. */
export interface UserRow {
  id: number;
  fullname: string;
  /** NULL once the account is erased (src/domain/erasures.ts). */
  email: string | null;
  username: string;
  password_hash: string | null;
  google_auth: number | boolean;
  is_admin: number | boolean;
  /** Carried in tokens; bumped to revoke every token signed before (see changeCredentials). */
  token_version: number;
  profile_img: string;
  bio: string;
  social_links: unknown;
  joined_at: Date;
}

/** The second factor's columns of `users` (010). */
export interface SecondFactorRow {
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled_at: Date | null;
  totp_last_step: number | string | null;
}

/** `users` (001, 003, 005, 008, 010): an account; e-mail and erasure time change when it is erased. */
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
export interface DataExportTableRow {
  id: number;
  user_id: number;
  status: 'queued' | 'ready' | 'failed';
  file_name: string | null;
  attempts: number;
  expires_at: Date | null;
  created_at: Date;
  next_attempt_at: Date;
  claimed_until: Date | null;
  last_error: string | null;
}

/** `account_erasures` (008): a scheduled erasure and its worker's lease. */
export interface ErasureTableRow {
  id: number;
  user_id: number;
  content: ErasureContentChoice;
  status: 'scheduled' | 'done' | 'cancelled';
  due_at: Date;
  attempts: number;
  claimed_until: Date | null;
  last_error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

/** `recovery_codes` (010): a second factor's single-use recovery code, by its SHA-256. */
export interface RecoveryCodeRow {
  id: number;
  user_id: number;
  code_hash: string;
  used_at: Date | null;
}

/**
 * `sessions` (011): a row per sign-in, its id in the token. A row counts while it is not ended and was
 * opened under the user's current token version (src/domain/sessions.ts).
 */
export interface SessionRow {
  id: string;
  user_id: number;
  token_version: number;
  user_agent: string;
  created_at: Date;
  last_used_at: Date;
  ended_at: Date | null;
}

/** `passkeys` (013): a WebAuthn credential of an account. */
export interface PasskeyRow {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: Buffer;
  counter: number | string;
  transports: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
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
