import type { Db } from '@yayasan/service-kit';
import { moveCounter, PUBLISHED, PUBLISHED_VERSION, setPublishedFromRows } from '../repositories/blog-counters';

/**
 * Records a change of one article, inside the transaction that made it (so the counters always
 * equal their rows): `was` and `now` say whether it was published before and is after. A change
 * that touches no published article (a draft saved as a draft) leaves both counters alone. Called
 * last in its transaction: the counter rows are then locked only for the commit, always in the
 * same order, so concurrent publishes queue there and never deadlock on them.
 */
export async function notePublishedChange(trx: Db, was: boolean, now: boolean): Promise<void> {
  if (!was && !now) return;
  const delta = Number(now) - Number(was);
  if (delta) await moveCounter(trx, PUBLISHED, delta);
  await moveCounter(trx, PUBLISHED_VERSION, 1);
}

/**
 * Sets `published` from the rows and moves the version: for loaders that write articles in bulk
 * outside the service (the large data set), once they are done.
 */
export async function recountPublished(db: Db): Promise<void> {
  await db.transaction(async (trx) => {
    await setPublishedFromRows(trx);
    await moveCounter(trx, PUBLISHED_VERSION, 1);
  });
}
