import { escapeLike, type Db, type MailList } from '@yayasan/service-kit';
import type { SecondFactorRow, UserRow, UserTableRow } from '../db/tables';

// Where accounts are read and written: every query on `users` lives here.

/** The columns sign-up writes. */
export type NewUserColumns = Pick<
  UserTableRow,
  'fullname' | 'email' | 'username' | 'password_hash' | 'google_auth' | 'is_admin' | 'profile_img' | 'social_links'
>;

/** Resolves to the new account's id; throws the duplicate-key error when the e-mail or username is taken. */
export async function insertUser(db: Db, columns: NewUserColumns): Promise<number> {
  const [id] = await db('users').insert(columns);
  return id;
}

/** The account with this (normalised) address: compared exactly, the column is utf8mb4_bin. */
export const userByEmail = (db: Db, normalizedEmail: string) =>
  db<UserRow>('users').where({ email: normalizedEmail }).first();
export const findUserById = (db: Db, id: number) => db<UserRow>('users').where({ id }).first();
export const findUserByUsername = (db: Db, username: string) => db<UserRow>('users').where({ username }).first();

/** The whole row of an account (its owner's data export reads every column). */
export async function wholeUserRow(db: Db, userId: number): Promise<UserTableRow> {
  const [user] = await db('users').where({ id: userId }).limit(1);
  return user;
}

/** Whom a mail about the account goes to. */
export const addresseeOf = (db: Db, userId: number) => db('users').where({ id: userId }).first('email', 'fullname');

/** Whom an export's mail goes to, and whether the account was erased meanwhile. */
export const exportAddresseeOf = (db: Db, userId: number) =>
  db('users').where({ id: userId }).first('email', 'fullname', 'erased_at');

/**
 * Changes what the user's tokens rest on (password, admin rights) and, in the same statement,
 * bumps the token version: every token signed before stops working.
 */
export const changeCredentials = (
  db: Db,
  userId: number,
  changes: Partial<Pick<UserTableRow, 'password_hash' | 'is_admin'>>,
) =>
  db('users')
    .where({ id: userId })
    .update({ ...changes, token_version: db.raw('token_version + 1'), updated_at: db.fn.now(3) });

/** Grants or removes admin rights; either way the user's earlier tokens stop working. */
export const setAdminRights = (db: Db, userId: number, isAdmin: boolean) =>
  changeCredentials(db, userId, { is_admin: isAdmin });

/** The account's admin flag, its row locked until the transaction ends; undefined when it does not exist. */
export const lockedAdminFlag = (trx: Db, userId: number) =>
  trx('users').where({ id: userId }).forUpdate().first('id', 'is_admin');

/** Locks the account's row until the transaction ends. */
export async function lockUser(trx: Db, userId: number): Promise<void> {
  await trx('users').where({ id: userId }).forUpdate().first('id');
}

/** Up to `count` ids of accounts that hold admin rights and are not erased. */
export const activeAdminIds = (db: Db, count: number) =>
  db('users').where({ is_admin: true }).whereNull('erased_at').limit(count).pluck('id');

/** Saves the public profile's fields; a username another account took meanwhile fails with a duplicate key. */
export async function saveProfile(
  db: Db,
  userId: number,
  profile: { username: string; bio: string; social_links: Record<string, string> },
): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({ ...profile, social_links: JSON.stringify(profile.social_links), updated_at: db.fn.now(3) });
}

export async function saveProfileImage(db: Db, userId: number, url: string): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({ profile_img: url, updated_at: db.fn.now(3) });
}

/** The column of each list the user can leave. */
const LIST_COLUMN: Record<MailList, string> = { 'campaign-news': 'email_campaign_news' };

export const campaignNewsFlagOf = (db: Db, userId: number) =>
  db('users').where({ id: userId }).first('email_campaign_news');

/** Turns one list on or off; false when the user does not exist. */
export async function setMailList(db: Db, userId: number, list: MailList, on: boolean): Promise<boolean> {
  return (
    (await db('users')
      .where({ id: userId })
      .update({ [LIST_COLUMN[list]]: on })) > 0
  );
}

export const secondFactorColumns = (db: Db, userId: number): Promise<SecondFactorRow | undefined> =>
  db('users').where({ id: userId }).first('totp_secret', 'totp_pending_secret', 'totp_enabled_at', 'totp_last_step');

/** Keeps a new secret (sealed) waiting to be confirmed, replacing any earlier pending one. */
export async function setPendingSecret(db: Db, userId: number, sealedSecret: string): Promise<void> {
  await db('users').where({ id: userId }).update({ totp_pending_secret: sealedSecret });
}

/**
 * Makes the pending secret the account's, remembering the step its code was taken in; only while the
 * pending secret is still `pendingSecret`. Resolves to the number of rows changed (0 or 1).
 */
export const enableSecondFactor = (
  trx: Db,
  userId: number,
  pendingSecret: SecondFactorRow['totp_pending_secret'],
  step: number,
): Promise<number> =>
  trx('users')
    .where({ id: userId, totp_pending_secret: pendingSecret })
    .update({
      totp_secret: pendingSecret,
      totp_pending_secret: null,
      totp_enabled_at: trx.fn.now(3),
      totp_last_step: step,
    });

/** Takes the time step when it is later than the last one taken: 1 when taken, 0 when not. */
export const takeTotpStep = (db: Db, userId: number, step: number): Promise<number> =>
  db('users')
    .where({ id: userId })
    .where((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
    .update({ totp_last_step: step });

export async function clearSecondFactor(trx: Db, userId: number): Promise<void> {
  await trx('users')
    .where({ id: userId })
    .update({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null });
}

/**
 * Replaces every personal field of an erased account: the e-mail NULL (no sign-in, reset or mail can
 * reach it), no password, no admin rights, and the token version bumped, which ends every session at once.
 */
export async function eraseUser(trx: Db, userId: number, names: { fullname: string; username: string }): Promise<void> {
  await trx('users')
    .where({ id: userId })
    .update({
      fullname: names.fullname,
      email: null,
      username: names.username,
      password_hash: null,
      google_auth: false,
      is_admin: false,
      profile_img: '',
      bio: '',
      social_links: JSON.stringify({}),
      email_campaign_news: false,
      erased_at: trx.fn.now(3),
      token_version: trx.raw('token_version + 1'),
      updated_at: trx.fn.now(3),
      // The second factor goes with the account.
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    });
}

/** What a user search's query is made of. */
export interface UserSearchTerms {
  /** The search text as typed: usernames starting with it match. */
  text: string;
  /** Its words, free of FULLTEXT operators: full names with words starting with each of them match. */
  words: string[];
  limit: number;
}

/**
 * The ids of the users a search finds, by username: usernames starting with the text (their unique
 * index) or full names with words starting with each word (FULLTEXT prefix terms). Neither side reads
 * the whole table.
 */
export async function matchingUserIdsOf(db: Db, { text, words, limit }: UserSearchTerms): Promise<number[]> {
  const columns = ['id', 'username'];
  const byUsername = db('users')
    .select(columns)
    .where('username', 'like', `${escapeLike(text.trim())}%`)
    .orderBy('username')
    .limit(limit);
  const matches = words.length
    ? db
        .select(columns)
        .from(byUsername.as('by_username'))
        .union(
          db.select(columns).from(
            db('users')
              .select(columns)
              .whereRaw('MATCH (fullname) AGAINST (? IN BOOLEAN MODE)', [words.map((w) => `+${w}*`).join(' ')])
              .orderBy('username')
              .limit(limit)
              .as('by_name'),
          ),
        )
    : byUsername;
  const rows = await db.select<{ id: number }[]>('id').from(matches.as('m')).orderBy('username').limit(limit);
  return rows.map((r) => Number(r.id));
}

/** The newest account's id and the latest change to any account (an index read each, migration 007). */
export const latestUserChange = (db: Db) =>
  db('users')
    .max({ lastId: 'id', lastChange: 'updated_at' })
    .first<{ lastId: number | null; lastChange: Date | null }>();

/** What a card shows of these users, in no particular order. */
export const userCardRows = (db: Db, ids: number[]) =>
  db('users').whereIn('id', ids).select('id', 'fullname', 'username', 'profile_img');
