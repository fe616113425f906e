/** MariaDB/MySQL "table doesn't exist" (another service has not migrated yet). */
export const ER_NO_SUCH_TABLE = 1146;

/** Runs a read of another service's table; answers the fallback when that table is missing. */
export async function readOtherService<T>(query: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await query();
  } catch (err) {
    if ((err as { errno?: number }).errno === ER_NO_SUCH_TABLE) return fallback;
    throw err;
  }
}
