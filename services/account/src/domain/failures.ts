import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { SharedRedis } from '@yayasan/service-kit';

/**
 * Counts failed sign-ins per key (e-mail + address) in a window. With Redis the count is shared by
 * every replica, so the limit holds however many there are; while Redis is away an in-memory
 * limiter insures it per replica. Without Redis the in-memory limiter serves one machine.
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

  async blocked(key: string): Promise<boolean> {
    const res = await this.limiter.get(key);
    return (res?.consumedPoints ?? 0) >= this.max;
  }

  async fail(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
