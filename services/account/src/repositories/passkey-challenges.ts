import type { Db } from '@yayasan/service-kit';
import type { PasskeyChallengeRow } from '../db/tables';

// The WebAuthn ceremonies' challenges: every query on `passkey_challenges` lives here.

/** Expired challenges of abandoned ceremonies go as new ones come. */
export async function deleteExpiredChallenges(db: Db, now: Date): Promise<void> {
  await db('passkey_challenges').where('expires_at', '<', now).delete();
}

export async function insertChallenge(db: Db, challenge: PasskeyChallengeRow): Promise<void> {
  await db('passkey_challenges').insert(challenge);
}

/**
 * Deletes the challenge when it was issued for `purpose` (and `userId`) and has not expired: one
 * conditional delete, so two requests with the same answer cannot both take it. Resolves to the rows deleted.
 */
export const deleteUnexpiredChallenge = (
  db: Db,
  key: Pick<PasskeyChallengeRow, 'challenge' | 'purpose' | 'user_id'>,
  now: Date,
): Promise<number> => db('passkey_challenges').where(key).where('expires_at', '>', now).delete();
