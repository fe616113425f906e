import type { Db } from '@yayasan/service-kit';
import type { PasswordResetRow } from '../db/tables';

// Password reset links, by their token's hash: every query on `password_resets` lives here.

export async function insertReset(
  db: Db,
  reset: Pick<PasswordResetRow, 'user_id' | 'token_hash' | 'expires_at'>,
): Promise<void> {
  await db('password_resets').insert(reset);
}

/** The reset with this token hash, its row locked until the transaction ends. */
export const lockedResetByHash = (trx: Db, tokenHash: string) =>
  trx('password_resets').where({ token_hash: tokenHash }).forUpdate().first();

/** Marks every open reset of the user used. */
export async function markOpenResetsUsed(trx: Db, userId: number): Promise<void> {
  await trx('password_resets')
    .where({ user_id: userId })
    .whereNull('used_at')
    .update({ used_at: trx.fn.now(3) });
}

/** The user's resets in the order they were asked for (a personal data export). */
export const resetsOf = (db: Db, userId: number) =>
  db('password_resets').where({ user_id: userId }).orderBy('id').select('created_at', 'expires_at', 'used_at');

export async function deleteResetsOf(trx: Db, userId: number): Promise<void> {
  await trx('password_resets').where({ user_id: userId }).delete();
}
