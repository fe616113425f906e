import type { Db } from '@yayasan/service-kit';
import { ALL, moveCounters, PUBLISHED } from '../repositories/gallery-counters';

/** An item as the counters see it: absent (not yet created, or deleted), a draft, or published. */
export type ItemState = 'absent' | 'draft' | 'published';

export const stateOf = (draft: boolean | number): ItemState => (draft ? 'draft' : 'published');

/**
 * Records that one item went from `was` to `now`, inside the transaction that changed it and last in
 * it, so the counters always equal their rows.
 */
export async function noteItemChange(trx: Db, was: ItemState, now: ItemState): Promise<void> {
  await moveCounters(trx, {
    [ALL]: Number(now !== 'absent') - Number(was !== 'absent'),
    [PUBLISHED]: Number(now === 'published') - Number(was === 'published'),
  });
}
