import { counterValue, type Db } from '@yayasan/service-kit';

/** The published items (the public list's total) and all items (the administrators' list's total). */
export const PUBLISHED = 'published';
export const ALL = 'all';
export type CounterName = typeof PUBLISHED | typeof ALL;

/** An item as the counters see it: absent (not yet created, or deleted), a draft, or published. */
export type ItemState = 'absent' | 'draft' | 'published';

export const stateOf = (draft: boolean | number): ItemState => (draft ? 'draft' : 'published');

/**
 * Records that one item went from `was` to `now`, inside the transaction that changed it, so the
 * counters always equal their rows. Called last in its transaction and always in the same order
 * (`all`, then `published`): concurrent changes queue on the counter rows only for their commit and
 * never deadlock on them.
 */
export async function noteItemChange(trx: Db, was: ItemState, now: ItemState): Promise<void> {
  const all = Number(now !== 'absent') - Number(was !== 'absent');
  const published = Number(now === 'published') - Number(was === 'published');
  if (all) await trx('gallery_counters').where({ name: ALL }).increment('value', all);
  if (published) await trx('gallery_counters').where({ name: PUBLISHED }).increment('value', published);
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
