import type { Db } from './db';
import type { SharedRedis } from './redis';

/** What the users table says about a token's user right now. */
export interface UserStanding {
  tokenVersion: number;
  isAdmin: boolean;
}

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
      const standing = JSON.parse(kept) as UserStanding | null;
      if (standing && standing.tokenVersion >= tokenVersion) return standing;
    }
    const standing = await this.read(userId);
    if (this.ttlMs > 0)
      await redis.set(standingKey(userId), JSON.stringify(standing), 'PX', this.ttlMs).catch(() => undefined);
    return standing;
  }

  private async read(userId: number): Promise<UserStanding | null> {
    const row = (await this.db('users').where({ id: userId }).first('token_version', 'is_admin')) as
      { token_version: number; is_admin: number | boolean } | undefined;
    return row ? { tokenVersion: Number(row.token_version), isAdmin: Boolean(row.is_admin) } : null;
  }

  private prune(): void {
    const now = this.now();
    for (const [id, entry] of this.cache) if (now - entry.at >= this.ttlMs) this.cache.delete(id);
  }
}

const standingKey = (userId: number) => `standing:${userId}`;
