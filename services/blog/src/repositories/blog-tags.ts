import type { Db } from '@yayasan/service-kit';

// The indexed copies of the articles' tags, used for tag filters and search: every query on
// `blog_tags` lives here (a tag filter's list query, which joins it to `blogs`, is in blogs.ts).

/** Lower-cased, trimmed, de-duplicated copies of tags, as stored in blog_tags. */
export function tagKeys(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => String(t).trim().toLowerCase().slice(0, 100)).filter(Boolean))];
}

/** The key a tag filter or tag search compares with blog_tags.tag. */
export const tagKey = (tag: string) => tag.trim().toLowerCase().slice(0, 100);

/** The article's list order as blog_tags keeps a copy of it (for a tag's list, newest first). */
export interface ListOrder {
  draft: boolean | number;
  published_at: Date | null;
}

export type TagRow = { tag: string } & ListOrder;

export const tagRowsOf = (trx: Db, blogPk: number): Promise<TagRow[]> =>
  trx('blog_tags').where({ blog_pk: blogPk }).select('tag', 'draft', 'published_at');

export async function insertTags(trx: Db, blogPk: number, tags: string[], order: ListOrder): Promise<void> {
  await trx('blog_tags').insert(tags.map((tag) => ({ blog_pk: blogPk, tag, ...order })));
}

/** One tag row by its exact key (a range delete would take gap locks: see replaceTags). */
export async function deleteTag(trx: Db, blogPk: number, tag: string): Promise<void> {
  await trx('blog_tags').where({ blog_pk: blogPk, tag }).delete();
}

/** One tag row's copy of the list order, by its exact key. */
export async function updateTagListOrder(trx: Db, blogPk: number, tag: string, order: ListOrder): Promise<void> {
  await trx('blog_tags')
    .where({ blog_pk: blogPk, tag })
    .update({ draft: Boolean(order.draft), published_at: order.published_at });
}

export async function deleteTagsOfBlog(trx: Db, blogPk: number): Promise<void> {
  await trx('blog_tags').where({ blog_pk: blogPk }).delete();
}
