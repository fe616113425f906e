import { counterValue, type Db } from '@yayasan/service-kit';

// The stored totals of the published articles: every query on `blog_counters` lives here.

/** The number of published articles. */
export const PUBLISHED = 'published';
/** Moves on every change that can alter which published articles a search finds, or their order. */
export const PUBLISHED_VERSION = 'published_version';

export type CounterName = typeof PUBLISHED | typeof PUBLISHED_VERSION;

export async function moveCounter(trx: Db, name: CounterName, by: number): Promise<void> {
  await trx('blog_counters').where({ name }).increment('value', by);
}

export const readCounter = (db: Db, name: CounterName): Promise<number> => counterValue(db, 'blog_counters', name);

/** Sets `published` from the rows of `blogs`. */
export async function setPublishedFromRows(trx: Db): Promise<void> {
  await trx.raw(
    "UPDATE blog_counters SET value = (SELECT COUNT(*) FROM blogs WHERE draft = 0) WHERE name = 'published'",
  );
}
