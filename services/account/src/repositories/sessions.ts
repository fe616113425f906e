import type { Db } from '@yayasan/service-kit';
import type { SessionRow } from '../db/tables';

// Signed-in sessions: every query on `sessions` lives here.

export async function insertSession(
  db: Db,
  session: Pick<SessionRow, 'id' | 'user_id' | 'token_version' | 'user_agent'>,
): Promise<void> {
  await db('sessions').insert(session);
}

/** Keeps the session counted under a new token version (this device carries on after a password change). */
export const carrySession = (db: Db, sessionId: string, tokenVersion: number) =>
  db('sessions').where({ id: sessionId }).whereNull('ended_at').update({ token_version: tokenVersion });

/** Up to 100 of the user's sessions open under this token version, most recently used first (by the table). */
export const openSessionsOf = (db: Db, userId: number, tokenVersion: number): Promise<SessionRow[]> =>
  db('sessions')
    .where({ user_id: userId, token_version: tokenVersion })
    .whereNull('ended_at')
    .orderBy('last_used_at', 'desc')
    .limit(100);

/** Ends one of the user's sessions (false when it is not theirs or already ended). */
export async function endSession(db: Db, userId: number, sessionId: string): Promise<boolean> {
  const ended = await db('sessions')
    .where({ id: sessionId, user_id: userId })
    .whereNull('ended_at')
    .update({ ended_at: db.fn.now(3) });
  return ended === 1;
}

/** The ids of the user's open sessions, but `keepId`. */
export function openSessionIdsBut(db: Db, userId: number, keepId: string | undefined): Promise<string[]> {
  const query = db('sessions').where({ user_id: userId }).whereNull('ended_at');
  if (keepId) query.whereNot({ id: keepId });
  return query.clone().pluck('id');
}

/** Ends these sessions (those not ended yet). */
export async function endSessions(db: Db, ids: string[]): Promise<void> {
  await db('sessions')
    .whereIn('id', ids)
    .whereNull('ended_at')
    .update({ ended_at: db.fn.now(3) });
}

export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db('sessions')
    .where({ id: sessionId })
    .update({ last_used_at: db.fn.now(3) });
}

/** Removes every session of the user: its devices' user agents go with them. */
export async function deleteSessionsOf(trx: Db, userId: number): Promise<void> {
  await trx('sessions').where({ user_id: userId }).delete();
}
