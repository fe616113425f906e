import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@yayasan/service-kit';
import { insertReset, lockedResetByHash, markOpenResetsUsed } from '../repositories/password-resets';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes a single-use reset token for the user; only its hash is stored. */
export async function createResetToken(db: Db, userId: number, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertReset(db, {
    user_id: userId,
    token_hash: sha256(token),
    expires_at: new Date(Date.now() + ttlMs),
  });
  return token;
}

/**
 * Uses a token: answers its user id when the token is known, unused and unexpired, and marks it
 * (and every other open token of that user) used in the same transaction, so it works once.
 */
export async function consumeResetToken(
  db: Db,
  token: string,
  apply: (trx: Db, userId: number) => Promise<void>,
): Promise<number | null> {
  return db.transaction(async (trx) => {
    const row = await lockedResetByHash(trx, sha256(token));
    if (!row || row.used_at || new Date(row.expires_at).getTime() <= Date.now()) return null;
    await markOpenResetsUsed(trx, row.user_id);
    await apply(trx, row.user_id);
    return row.user_id;
  });
}
