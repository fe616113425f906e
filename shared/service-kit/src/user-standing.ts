import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Db } from './db';
import type { SharedRedis } from './redis';

/** What the users table says about a token's user right now (checked when read back from Redis). */
const UserStandingSchema = Type.Object({
  tokenVersion: Type.Number(),
  isAdmin: Type.Boolean(),
  /** Whether the user has turned on a second factor (the step-up rule applies to them). */
  secondFactor: Type.Boolean(),
});
export type UserStanding = Static<typeof UserStandingSchema>;

/** Default for how long a user's standing is reused before the users table is read again. */
export const STANDING_CACHE_MS = 5000;

/** TOKEN_CHECK_CACHE_MS, or the default. */
export function standingCacheMsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.TOKEN_CHECK_CACHE_MS);
  return env.TOKEN_CHECK_CACHE_MS && Number.isFinite(n) && n >= 0 ? n : STANDING_CACHE_MS;
}

/**
 * Reads each signed-in user's token version and admin flag from the users table (owned by the
 * account service; other services only read it), keeping each answer briefly so a burst of
 * requests costs one primary-key lookup. A password change or reset, or a change of admin rights,
 * bumps the version: earlier tokens stop working within the cache time, and at once on the
 * instance that made the change (it calls `forget`).
 *
 * With Redis the answers are kept there, shared by every replica, so `forget` on the instance that
 * made the change reaches all of them at once. Redis being away costs only speed: the table is read.
 */
export class UserStandings {
  private readonly cache = new Map<number, { at: number; standing: Promise<UserStanding | null> }>();
  private readonly sessions = new Map<string, { at: number; open: boolean }>();
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = STANDING_CACHE_MS,
    private readonly now: () => number = Date.now,
    private readonly redis: SharedRedis | null = null,
  ) {}

  /**
   * The user's standing, or null when the user does not exist. A token newer than the cached
   * version (signed just after a bump, e.g. by a password reset) is never refused on stale
   * knowledge: versions only grow, so the table is read again.
   */
  async current(userId: number, tokenVersion = 0): Promise<UserStanding | null> {
    if (this.redis) return this.currentShared(this.redis, userId, tokenVersion);
    const cached = this.cache.get(userId);
    if (cached && this.now() - cached.at < this.ttlMs) {
      const standing = await cached.standing;
      if (standing && standing.tokenVersion >= tokenVersion) return standing;
    }
    return this.load(userId);
  }

  private load(userId: number): Promise<UserStanding | null> {
    const standing = this.read(userId);
    this.cache.set(userId, { at: this.now(), standing });
    // A failed read is not remembered.
    standing.catch(() => this.cache.delete(userId));
    if (this.cache.size > 10_000) this.prune();
    return standing;
  }

  /** Drops the user's kept standing (after bumping the version or changing admin rights). */
  async forget(userId: number): Promise<void> {
    this.cache.delete(userId);
    // Were Redis away, the shared copy expires within the cache time, as without Redis.
    await this.redis?.del(standingKey(userId)).catch(() => undefined);
  }

  private async currentShared(redis: SharedRedis, userId: number, tokenVersion: number) {
    const kept = await redis.get(standingKey(userId)).catch(() => null);
    if (kept) {
      const standing: unknown = JSON.parse(kept);
      if (Value.Check(UserStandingSchema, standing) && standing.tokenVersion >= tokenVersion) return standing;
    }
    const standing = await this.read(userId);
    if (this.ttlMs > 0)
      await redis.set(standingKey(userId), JSON.stringify(standing), 'PX', this.ttlMs).catch(() => undefined);
    return standing;
  }

  private async read(userId: number): Promise<UserStanding | null> {
    const row = await this.db('user_standings')
      .where({ id: userId })
      .first('token_version', 'is_admin', 'second_factor');
    return row
      ? {
          tokenVersion: Number(row.token_version),
          isAdmin: Boolean(row.is_admin),
          secondFactor: Boolean(row.second_factor),
        }
      : null;
  }

  /**
   * Whether the session a token names is still open (its row in the account's `sessions` exists and
   * is not ended). Kept like a standing: shared in Redis, so ending a session (which calls
   * `forgetSession`) reaches every replica on its next request; without Redis within the cache time.
   */
  async sessionOpen(sessionId: string): Promise<boolean> {
    const key = sessionKey(sessionId);
    if (this.redis) {
      const kept = await this.redis.get(key).catch(() => null);
      if (kept !== null) return kept === '1';
      const open = await this.readSession(sessionId);
      if (this.ttlMs > 0) await this.redis.set(key, open ? '1' : '0', 'PX', this.ttlMs).catch(() => undefined);
      return open;
    }
    const cached = this.sessions.get(sessionId);
    if (cached && this.now() - cached.at < this.ttlMs) return cached.open;
    const open = await this.readSession(sessionId);
    this.sessions.set(sessionId, { at: this.now(), open });
    if (this.sessions.size > 10_000) this.sessions.clear();
    return open;
  }

  /**
   * Notes in Redis when a session was last used (at most once a minute per session and replica), so
   * the account's session list can show an approximate last use whichever service was called.
   */
  noteSessionUse(sessionId: string): void {
    if (!this.redis) return;
    const now = this.now();
    const before = this.seen.get(sessionId);
    if (before !== undefined && now - before < 60_000) return;
    this.seen.set(sessionId, now);
    if (this.seen.size > 10_000) this.seen.clear();
    this.redis.set(lastSeenKey(sessionId), String(now), 'EX', 8 * 24 * 3600).catch(() => undefined);
  }

  /** Drops what is kept about a session (after ending it). */
  async forgetSession(sessionId: string): Promise<void> {
    this.sessions.delete(sessionId);
    await this.redis?.del(sessionKey(sessionId)).catch(() => undefined);
  }

  private async readSession(sessionId: string): Promise<boolean> {
    const row = await this.db('session_standings').where({ id: sessionId }).first('ended');
    return Boolean(row) && !row!.ended;
  }

  private prune(): void {
    const now = this.now();
    for (const [id, entry] of this.cache) if (now - entry.at >= this.ttlMs) this.cache.delete(id);
  }
}

const standingKey = (userId: number) => `standing:${userId}`;
const sessionKey = (sessionId: string) => `session-open:${sessionId}`;
/** Where the last use of a session is noted (epoch milliseconds). */
export const lastSeenKey = (sessionId: string) => `session-seen:${sessionId}`;
