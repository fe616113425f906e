import type { Db } from '@yayasan/service-kit';
import type { PasskeyRow } from '../db/tables';

// An account's passkeys (WebAuthn credentials): every query on `passkeys` lives here.

/** What the settings page lists of a passkey. */
export type PasskeyListing = Pick<PasskeyRow, 'id' | 'name' | 'created_at' | 'last_used_at'>;

/** What an authenticator is told of a known credential. */
export type PasskeyCredential = Pick<PasskeyRow, 'credential_id' | 'transports'>;

export const listPasskeys = (db: Db, userId: number) =>
  db('passkeys')
    .where({ user_id: userId })
    .orderBy('id')
    .select<PasskeyListing[]>('id', 'name', 'created_at', 'last_used_at');

export const countPasskeys = async (db: Db, userId: number) =>
  Number((await db('passkeys').where({ user_id: userId }).count({ n: '*' }).first())?.n ?? 0);

/** The credentials of the user's passkeys. */
export const credentialsOf = (db: Db, userId: number) =>
  db('passkeys').where({ user_id: userId }).select<PasskeyCredential[]>('credential_id', 'transports');

/** Whether a passkey with this credential id is kept (for any account). */
export async function isCredentialKept(db: Db, credentialId: string): Promise<boolean> {
  return Boolean(await db('passkeys').where({ credential_id: credentialId }).first('id'));
}

/** Resolves to the new passkey's id. */
export async function insertPasskey(
  db: Db,
  passkey: Pick<PasskeyRow, 'user_id' | 'credential_id' | 'public_key' | 'counter' | 'transports' | 'name'>,
): Promise<number> {
  const [id] = await db('passkeys').insert(passkey);
  return id;
}

export const passkeyById = (db: Db, id: number) => db('passkeys').where({ id }).first();

export const passkeyByCredentialId = (db: Db, credentialId: string) =>
  db('passkeys').where({ credential_id: credentialId }).first();

/**
 * Moves the signature counter from `counter` to `newCounter` and notes the use, with a conditional
 * update: of two answers carrying the same counter only one moves it. Resolves to the rows changed.
 */
export const moveSignatureCounter = (
  db: Db,
  id: number,
  counter: number,
  newCounter: number,
  usedAt: Date,
): Promise<number> => db('passkeys').where({ id, counter }).update({ counter: newCounter, last_used_at: usedAt });

/** Removes one of `userId`'s passkeys; false when it has none by that id. */
export const removePasskey = async (db: Db, userId: number, id: number) =>
  (await db('passkeys').where({ user_id: userId, id }).delete()) === 1;

export async function deletePasskeysOf(trx: Db, userId: number): Promise<void> {
  await trx('passkeys').where({ user_id: userId }).delete();
}
