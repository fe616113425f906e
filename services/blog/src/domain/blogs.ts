import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Tables } from 'knex/types/tables';
import { forbidden, notFound, parseJson, withDeadlockRetry, type Db } from '@yayasan/service-kit';
import { notePublishedChange } from './blog-counters';
import { normalizeBlock, rawBlocksOfContent, type Block, type BlockDocument } from './content';
import { deleteNotifications } from './notification-counts';

export const BLOG_NOT_FOUND = 'Artikel tidak ditemukan';
export const NOT_BLOG_AUTHOR = 'Anda hanya dapat mengubah artikel Anda sendiri';

/** A row of `blogs` with its JSON columns parsed. */
export interface BlogRow {
  id: number;
  blog_id: string;
  title: string;
  banner: string;
  des: string;
  content: BlockDocument | null;
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

export type DbOrTrx = Db | Knex.Transaction;

/** A `blogs` row as the driver answers it (knex's table map); a card's select leaves the content out. */
type StoredBlog = Omit<Tables['blogs'], 'content'> & { content?: unknown };

export function toBlogRow(raw: StoredBlog): BlogRow {
  return {
    ...raw,
    draft: Boolean(raw.draft),
    content: parseJson<BlockDocument | null>(raw.content, null),
    tags: parseJson<string[]>(raw.tags, []),
  };
}

/** The blog with this slug (drafts included), or undefined. */
export async function findBlogByBlogId(db: DbOrTrx, blogId: string): Promise<BlogRow | undefined> {
  const raw = await db('blogs').where({ blog_id: blogId }).first();
  return raw ? toBlogRow(raw) : undefined;
}

export async function findBlogByPk(db: DbOrTrx, pk: number): Promise<BlogRow | undefined> {
  const raw = await db('blogs').where({ id: pk }).first();
  return raw ? toBlogRow(raw) : undefined;
}

/** Lower-cased, trimmed, de-duplicated copies of tags, as stored in blog_tags. */
export function tagKeys(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => String(t).trim().toLowerCase().slice(0, 100)).filter(Boolean))];
}

/** The key a tag filter or tag search compares with blog_tags.tag. */
export const tagKey = (tag: string) => tag.trim().toLowerCase().slice(0, 100);

/**
 * The single place tags are written: the original spelling goes to blogs.tags, the lower-cased
 * copies to blog_tags (the indexed table used for tag filters and search). Called with the blog's
 * row locked (just inserted, or read FOR UPDATE). Only the rows that change are touched, each by
 * its exact key: a range delete (`WHERE blog_pk = ?`) takes gap locks that concurrent publishes
 * then wait on crosswise — the deadlock this avoids.
 */
export async function replaceTags(trx: DbOrTrx, blogPk: number, tags: readonly string[]): Promise<void> {
  await trx('blogs')
    .where({ id: blogPk })
    .update({ tags: JSON.stringify(tags) });
  const [blog] = await trx('blogs').where({ id: blogPk }).limit(1).select('draft', 'published_at');
  const wanted = tagKeys(tags);
  const rows = await trx('blog_tags').where({ blog_pk: blogPk }).select('tag', 'draft', 'published_at');
  const stored = rows.map((r) => r.tag);
  for (const tag of stored.filter((t) => !wanted.includes(t))) {
    await trx('blog_tags').where({ blog_pk: blogPk, tag }).delete();
  }
  await syncTagListOrder(
    trx,
    blogPk,
    blog,
    rows.filter((r) => wanted.includes(r.tag)),
  );
  const added = wanted.filter((t) => !stored.includes(t));
  const order = { draft: Boolean(blog.draft), published_at: blog.published_at };
  if (added.length) await trx('blog_tags').insert(added.map((tag) => ({ blog_pk: blogPk, tag, ...order })));
}

/** The article's list order as blog_tags keeps a copy of it (for a tag's list, newest first). */
interface ListOrder {
  draft: boolean | number;
  published_at: Date | null;
}

const sameTime = (a: Date | null, b: Date | null) => (a === null || b === null ? a === b : a.getTime() === b.getTime());

/**
 * Brings the copies of the article's draft flag and publication time in its tag rows up to date,
 * each row by its exact key (see replaceTags on range locks); rows already equal are not touched.
 */
export async function syncTagListOrder(
  trx: DbOrTrx,
  blogPk: number,
  blog: ListOrder,
  rows?: ({ tag: string } & ListOrder)[],
): Promise<void> {
  const current: ({ tag: string } & ListOrder)[] =
    rows ?? (await trx('blog_tags').where({ blog_pk: blogPk }).select('tag', 'draft', 'published_at'));
  for (const row of current) {
    if (Boolean(row.draft) === Boolean(blog.draft) && sameTime(row.published_at, blog.published_at)) continue;
    await trx('blog_tags')
      .where({ blog_pk: blogPk, tag: row.tag })
      .update({ draft: Boolean(blog.draft), published_at: blog.published_at });
  }
}

/** 'Belajar Bersama di Asrama!' → 'Belajar-Bersama-di-Asrama-k3j9x2' (unique enough; the column is unique). */
export function makeBlogId(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^a-zA-Z0-9]+/g, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 150);
  const suffix = randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').slice(0, 8);
  return base ? `${base}-${suffix}` : suffix;
}

export interface NewBlog {
  title: string;
  banner: string;
  des: string;
  content: BlockDocument;
  tags: string[];
  authorId: number;
  draft: boolean;
}

/** Inserts a blog with its tags in one transaction; the slug is generated from the title. */
export async function insertBlog(db: Db, input: NewBlog): Promise<BlogRow> {
  return withDeadlockRetry(() =>
    db.transaction(async (trx) => {
      const blogId = makeBlogId(input.title);
      const [id] = await trx('blogs').insert({
        blog_id: blogId,
        title: input.title,
        banner: input.banner,
        des: input.des,
        content: JSON.stringify(input.content),
        author_id: input.authorId,
        draft: input.draft,
        published_at: input.draft ? null : trx.fn.now(3),
      });
      await replaceTags(trx, id, input.tags);
      await notePublishedChange(trx, false, !input.draft);
      return (await findBlogByPk(trx, id))!;
    }),
  );
}

/**
 * Updates the author's own article with its tags in one transaction (the row locked). `published_at`
 * is set the first time it is published and kept after.
 */
export async function updateOwnBlog(
  db: Db,
  blogId: string,
  authorId: number,
  blog: Omit<NewBlog, 'authorId'>,
): Promise<void> {
  await withDeadlockRetry(() =>
    db.transaction(async (trx) => {
      const existing = await trx('blogs')
        .where({ blog_id: blogId })
        .forUpdate()
        .first('id', 'author_id', 'draft', 'published_at');
      if (!existing) throw notFound(BLOG_NOT_FOUND);
      if (Number(existing.author_id) !== Number(authorId)) throw forbidden(NOT_BLOG_AUTHOR);
      await trx('blogs')
        .where({ id: existing.id })
        .update({
          title: blog.title,
          banner: blog.banner,
          des: blog.des,
          content: JSON.stringify(blog.content),
          draft: blog.draft,
          published_at: existing.published_at ?? (blog.draft ? null : new Date()),
          updated_at: new Date(),
        });
      await replaceTags(trx, existing.id, blog.tags);
      await notePublishedChange(trx, !existing.draft, !blog.draft);
    }),
  );
}

/** Deletes a blog with everything hanging off it (likes, comments, notifications, tags). */
export async function deleteBlog(db: Db, blogPk: number): Promise<void> {
  await withDeadlockRetry(() =>
    db.transaction(async (trx) => {
      // The article first, as likes and comments lock it: whether it was published decides the counters.
      const blog = await trx('blogs').where({ id: blogPk }).forUpdate().first('draft');
      if (!blog) return;
      await deleteNotifications(trx, (q) => q.where({ blog_pk: blogPk }));
      await trx('comments').where({ blog_pk: blogPk }).delete();
      await trx('blog_likes').where({ blog_pk: blogPk }).delete();
      await trx('blog_tags').where({ blog_pk: blogPk }).delete();
      await trx('blogs').where({ id: blogPk }).delete();
      await notePublishedChange(trx, !blog.draft, false);
    }),
  );
}

/**
 * Stored content as the article page may show it: every block brought to its current shape with
 * sanitized inline HTML. A block that is no longer valid is left out instead of failing the page.
 */
export function readableContent(stored: unknown): BlockDocument {
  const { blocks, time } = rawBlocksOfContent(stored);
  const out: Block[] = [];
  blocks.forEach((raw, index) => {
    try {
      const block = normalizeBlock(raw, index);
      if (block) out.push(block);
    } catch {
      /* an invalid stored block is not shown */
    }
  });
  return { ...(time !== undefined ? { time } : {}), blocks: out };
}
