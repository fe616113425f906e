import { counterValue, type Db } from '@yayasan/service-kit';

/** The number of published articles. */
export const PUBLISHED = 'published';
/** Moves on every change that can alter which published articles a search finds, or their order. */
export const PUBLISHED_VERSION = 'published_version';

export type CounterName = typeof PUBLISHED | typeof PUBLISHED_VERSION;

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
  if (delta) await trx('blog_counters').where({ name: PUBLISHED }).increment('value', delta);
  await trx('blog_counters').where({ name: PUBLISHED_VERSION }).increment('value', 1);
}

export const readCounter = (db: Db, name: CounterName): Promise<number> => counterValue(db, 'blog_counters', name);

/**
 * Sets `published` from the rows and moves the version: for loaders that write articles in bulk
 * outside the service (the large data set), once they are done.
 */
export async function recountPublished(db: Db): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw(
      "UPDATE blog_counters SET value = (SELECT COUNT(*) FROM blogs WHERE draft = 0) WHERE name = 'published'",
    );
    await trx('blog_counters').where({ name: PUBLISHED_VERSION }).increment('value', 1);
  });
}
