import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SharedRedis } from '@yayasan/service-kit';

/**
 * Counts sign-in attempts per key (e-mail + address) in a window; an attempt counts as a failure
 * unless it signs in, which clears the key. Each attempt is reserved with one atomic increment
 * before its password is checked (a Lua INCR with expiry in Redis, a synchronous increment in
 * memory), so concurrent attempts can never check more passwords than the limit allows, as a
 * read of the count followed by a later write could. With Redis the count is shared by every
 * replica; while Redis is away an in-memory limiter insures it per replica. Without Redis the
 * in-memory limiter serves one machine.
 */
export class SignInLockout {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    redis: SharedRedis | null = null,
  ) {
    const options = { keyPrefix: 'signin-failures', points: max, duration: Math.ceil(windowMs / 1000) };
    const memory = new RateLimiterMemory(options);
    this.limiter = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory })
      : memory;
  }

  /**
   * Reserves an attempt for `key`: false when the window's failures are used up (the attempt is
   * refused, whatever its password). A reserved attempt stays counted as a failure unless it is
   * cleared (signed in) or released.
   */
  async reserve(key: string): Promise<boolean> {
    try {
      await this.limiter.consume(key);
      return true;
    } catch (err) {
      if (err instanceof RateLimiterRes) return false;
      throw err;
    }
  }

  /** Gives back a reserved attempt that checked no password (an account that signs in with Google). */
  async release(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
