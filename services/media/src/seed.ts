import type { Db } from '@yayasan/service-kit';

/** Demo data for development. */
export async function seedDemo(_db: Db): Promise<void> {}
