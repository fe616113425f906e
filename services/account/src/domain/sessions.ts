import { randomBytes } from 'node:crypto';
import { UAParser } from 'ua-parser-js';
import type { Db, SharedRedis } from '@yayasan/service-kit';
import { lastSeenKey } from '@yayasan/service-kit';
import { endSessions, insertSession, openSessionIdsBut, openSessionsOf, touchSession } from '../repositories/sessions';

/**
 * Signed-in sessions (migration 011): a row per sign-in, its id in the token. A row counts while it is
 * not ended and was opened under the user's current token version (a password change or reset, or a
 * change of admin rights, revokes every older token, and with them their sessions).
 */

export async function openSession(db: Db, userId: number, tokenVersion: number, userAgent = ''): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await insertSession(db, {
    id,
    user_id: userId,
    token_version: tokenVersion,
    user_agent: userAgent.slice(0, 400),
  });
  return id;
}

export interface SessionView {
  id: string;
  device: string;
  browser: string;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

/** "Chrome 120", "Safari", "Peramban tidak dikenal"; "Windows 10", "iPhone (iOS 17)", "Perangkat tidak dikenal". */
export function describeUserAgent(userAgent: string): { device: string; browser: string } {
  const ua = new UAParser(userAgent).getResult();
  const browser = ua.browser.name
    ? `${ua.browser.name}${ua.browser.major ? ` ${ua.browser.major}` : ''}`
    : 'Peramban tidak dikenal';
  const os = ua.os.name ? `${ua.os.name}${ua.os.version ? ` ${ua.os.version}` : ''}` : '';
  const model = [ua.device.vendor, ua.device.model].filter(Boolean).join(' ');
  const device = model ? (os ? `${model} (${os})` : model) : os || 'Perangkat tidak dikenal';
  return { device, browser };
}

/** The user's open sessions, most recently used first; last use is the later of the table's and Redis's. */
export async function listSessions(
  db: Db,
  redis: SharedRedis | null,
  userId: number,
  tokenVersion: number,
  currentId: string | undefined,
): Promise<SessionView[]> {
  const rows = await openSessionsOf(db, userId, tokenVersion);
  const seen =
    redis && rows.length
      ? await redis.mget(...rows.map((r) => lastSeenKey(r.id))).catch(() => rows.map(() => null))
      : rows.map(() => null);
  return rows
    .map((row, i) => {
      const lastUsed = Math.max(new Date(row.last_used_at).getTime(), Number(seen[i] ?? 0));
      return {
        id: row.id,
        ...describeUserAgent(row.user_agent),
        created_at: new Date(row.created_at).toISOString(),
        last_used_at: new Date(lastUsed).toISOString(),
        current: row.id === currentId,
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current) || b.last_used_at.localeCompare(a.last_used_at));
}

/** Ends every session of the user but `keepId`; answers the ids ended. */
export async function endOtherSessions(db: Db, userId: number, keepId: string | undefined): Promise<string[]> {
  const ids = await openSessionIdsBut(db, userId, keepId);
  if (ids.length) await endSessions(db, ids);
  return ids;
}

/** Records a use of the session in the table at most once a minute per session (per replica). */
export class SessionTouches {
  private readonly last = new Map<string, number>();
  constructor(private readonly db: Db) {}

  async touch(sessionId: string, now = Date.now()): Promise<void> {
    const before = this.last.get(sessionId);
    if (before !== undefined && now - before < 60_000) return;
    this.last.set(sessionId, now);
    if (this.last.size > 10_000) this.last.clear();
    await touchSession(this.db, sessionId);
  }
}
