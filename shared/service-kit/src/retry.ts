import { errnoOf } from './errors';

/** InnoDB chose this transaction as a deadlock victim (1213) or gave up waiting for a row lock (1205). */
export const ER_LOCK_DEADLOCK = 1213;
export const ER_LOCK_WAIT_TIMEOUT = 1205;

export const isLockConflict = (err: unknown): boolean => {
  const errno = errnoOf(err);
  return errno === ER_LOCK_DEADLOCK || errno === ER_LOCK_WAIT_TIMEOUT;
};

export interface DeadlockRetryOptions {
  /** Runs of `work` in all, the first included. */
  attempts?: number;
  /** Longest pause before a further run; each pause is random up to 2^run × 10 ms, at most this. */
  maxDelayMs?: number;
}

/**
 * Runs `work` (a whole database transaction) again when InnoDB rolled it back as a deadlock victim or
 * after a lock wait timeout, up to `attempts` runs: the rolled-back run left nothing behind, and a
 * later run finds the other transactions done. A short random pause between runs keeps writers that
 * collided from colliding again in step. Any other error, or the last run's, is thrown.
 */
export async function withDeadlockRetry<T>(
  work: () => Promise<T>,
  { attempts = 5, maxDelayMs = 200 }: DeadlockRetryOptions = {},
): Promise<T> {
  for (let run = 1; ; run += 1) {
    try {
      return await work();
    } catch (err) {
      if (!isLockConflict(err) || run >= attempts) throw err;
      const pause = Math.random() * Math.min(10 * 2 ** run, maxDelayMs);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
