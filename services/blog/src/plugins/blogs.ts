import type { Knex } from 'knex';
import { parseJson, type Db } from '@yayasan/service-kit';

/** A row of `blogs` with its JSON columns parsed. */
export interface BlogRow {
  id: number;
  blog_id: string;
  title: string;
  banner: string;
  des: string;
  content: { time?: number; blocks: unknown[] } | null;
  tags: string[];
  author_id: number;
  draft: boolean;
  total_likes: number;
  total_comments: number;
  total_parent_comments: number;
  total_reads: number;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

type DbOrTrx = Db | Knex.Transaction;

export function toBlogRow(raw: Record<string, unknown>): BlogRow {
  return {
    ...(raw as unknown as BlogRow),
    draft: Boolean(raw.draft),
    content: parseJson(raw.content, null),
    tags: parseJson<string[]>(raw.tags, []),
  };
}

/** The blog with this slug (drafts included), or undefined. */
export async function findBlogByBlogId(db: DbOrTrx, blogId: string): Promise<BlogRow | undefined> {
  const raw = await db('blogs').where({ blog_id: blogId }).first();
  return raw ? toBlogRow(raw) : undefined;
}

/** Lower-cased, trimmed, de-duplicated copies of tags, as stored in blog_tags. */
export function tagKeys(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))].map((t) => t.slice(0, 100));
}

/**
 * The single place tags are written: the original spelling goes to blogs.tags, the lower-cased
 * copies to blog_tags (the indexed table used for tag filters and search).
 */
export async function replaceTags(trx: DbOrTrx, blogPk: number, tags: readonly string[]): Promise<void> {
  await trx('blogs').where({ id: blogPk }).update({ tags: JSON.stringify(tags) });
  await trx('blog_tags').where({ blog_pk: blogPk }).delete();
  const keys = tagKeys(tags);
  if (keys.length) await trx('blog_tags').insert(keys.map((tag) => ({ blog_pk: blogPk, tag })));
}
