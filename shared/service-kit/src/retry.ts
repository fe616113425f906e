/** InnoDB chose this transaction as a deadlock victim (1213) or gave up waiting for a row lock (1205). */
export const ER_LOCK_DEADLOCK = 1213;
export const ER_LOCK_WAIT_TIMEOUT = 1205;

export const isLockConflict = (err: unknown): boolean => {
  const errno = typeof err === 'object' && err !== null ? (err as { errno?: number }).errno : undefined;
  return errno === ER_LOCK_DEADLOCK || errno === ER_LOCK_WAIT_TIMEOUT;
};

/**
 * Runs `work` (a whole database transaction) and runs it once more when InnoDB rolled it back as a
 * deadlock victim or after a lock wait timeout: the rolled-back attempt left nothing behind, and
 * the second attempt finds the other transaction done.
 */
export async function withDeadlockRetry<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!isLockConflict(err)) throw err;
    return work();
  }
}
