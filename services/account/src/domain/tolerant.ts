import { isNoSuchTableError } from '@yayasan/service-kit';

/** Runs a read of another service's table; answers the fallback when that table is missing. */
export async function readOtherService<T>(query: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await query();
  } catch (err) {
    // Another service has not migrated yet.
    if (isNoSuchTableError(err)) return fallback;
    throw err;
  }
}
