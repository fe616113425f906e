import { counterValue, type Db } from '@yayasan/service-kit';

// The stored totals of the gallery's lists: every query on `gallery_counters` lives here.

/** The published items (the public list's total) and all items (the administrators' list's total). */
export const PUBLISHED = 'published';
export const ALL = 'all';
export type CounterName = typeof PUBLISHED | typeof ALL;

/**
 * Moves the counters by these amounts inside the transaction that changed the items, always in the
 * same order (`all`, then `published`): concurrent changes queue on the counter rows only for their
 * commit and never deadlock on them.
 */
export async function moveCounters(trx: Db, by: Record<CounterName, number>): Promise<void> {
  if (by[ALL]) await trx('gallery_counters').where({ name: ALL }).increment('value', by[ALL]);
  if (by[PUBLISHED]) await trx('gallery_counters').where({ name: PUBLISHED }).increment('value', by[PUBLISHED]);
}

export const readCounter = (db: Db, name: CounterName): Promise<number> => counterValue(db, 'gallery_counters', name);

/** Sets both counters from the rows: for loaders that write items in bulk outside the service. */
export async function recountGallery(db: Db): Promise<void> {
  await db.raw(
    `UPDATE gallery_counters SET value = CASE name
       WHEN 'all' THEN (SELECT COUNT(*) FROM gallery_items)
       ELSE (SELECT COUNT(*) FROM gallery_items WHERE draft = 0) END`,
  );
}
