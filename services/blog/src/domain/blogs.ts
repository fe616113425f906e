import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { forbidden, notFound, parseJson, withDeadlockRetry, type Db } from '@yayasan/service-kit';
import type { BlogTableRow } from '../db/tables';
import {
  deleteTag,
  deleteTagsOfBlog,
  insertTags,
  tagKeys,
  tagRowsOf,
  updateTagListOrder,
  type ListOrder,
  type TagRow,
} from '../repositories/blog-tags';
import {
  blogRowByBlogId,
  blogRowByPk,
  deleteBlogRow,
  insertBlogRow,
  listOrderOf,
  lockedBlogByBlogId,
  lockedDraftFlag,
  setTagsColumn,
  updateBlogRow,
  type StoredBlog,
} from '../repositories/blogs';
import { deleteCommentsOfBlog } from '../repositories/comments';
import { deleteLikesOfBlog } from '../repositories/likes';
import { notePublishedChange } from './blog-counters';
import { normalizeBlock, rawBlocksOfContent, type Block, type BlockDocument } from './content';
import { deleteNotifications } from './notification-counts';

export const BLOG_NOT_FOUND = 'Artikel tidak ditemukan';
export const NOT_BLOG_AUTHOR = 'Anda hanya dapat mengubah artikel Anda sendiri';

/** A row of `blogs` with its JSON columns parsed. */
export interface BlogRow extends Omit<BlogTableRow, 'draft' | 'content' | 'tags'> {
  draft: boolean;
  content: BlockDocument | null;
  tags: string[];
}

export type DbOrTrx = Db | Knex.Transaction;

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
  const raw = await blogRowByBlogId(db, blogId);
  return raw ? toBlogRow(raw) : undefined;
}

export async function findBlogByPk(db: DbOrTrx, pk: number): Promise<BlogRow | undefined> {
  const raw = await blogRowByPk(db, pk);
  return raw ? toBlogRow(raw) : undefined;
}

/**
 * The single place tags are written: the original spelling goes to blogs.tags, the lower-cased
 * copies to blog_tags (the indexed table used for tag filters and search). Called with the blog's
 * row locked (just inserted, or read FOR UPDATE). Only the rows that change are touched, each by
 * its exact key: a range delete (`WHERE blog_pk = ?`) takes gap locks that concurrent publishes
 * then wait on crosswise — the deadlock this avoids.
 */
export async function replaceTags(trx: DbOrTrx, blogPk: number, tags: readonly string[]): Promise<void> {
  await setTagsColumn(trx, blogPk, JSON.stringify(tags));
  const blog = await listOrderOf(trx, blogPk);
  const wanted = tagKeys(tags);
  const rows = await tagRowsOf(trx, blogPk);
  const stored = rows.map((r) => r.tag);
  for (const tag of stored.filter((t) => !wanted.includes(t))) {
    await deleteTag(trx, blogPk, tag);
  }
  await syncTagListOrder(
    trx,
    blogPk,
    blog,
    rows.filter((r) => wanted.includes(r.tag)),
  );
  const added = wanted.filter((t) => !stored.includes(t));
  const order = { draft: Boolean(blog.draft), published_at: blog.published_at };
  if (added.length) await insertTags(trx, blogPk, added, order);
}

const sameTime = (a: Date | null, b: Date | null) => (a === null || b === null ? a === b : a.getTime() === b.getTime());

/**
 * Brings the copies of the article's draft flag and publication time in its tag rows up to date,
 * each row by its exact key (see replaceTags on range locks); rows already equal are not touched.
 */
export async function syncTagListOrder(trx: DbOrTrx, blogPk: number, blog: ListOrder, rows?: TagRow[]): Promise<void> {
  const current: TagRow[] = rows ?? (await tagRowsOf(trx, blogPk));
  for (const row of current) {
    if (Boolean(row.draft) === Boolean(blog.draft) && sameTime(row.published_at, blog.published_at)) continue;
    await updateTagListOrder(trx, blogPk, row.tag, blog);
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
      const id = await insertBlogRow(trx, {
        blog_id: blogId,
        title: input.title,
        banner: input.banner,
        des: input.des,
        content: JSON.stringify(input.content),
        author_id: input.authorId,
        draft: input.draft,
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
      const existing = await lockedBlogByBlogId(trx, blogId);
      if (!existing) throw notFound(BLOG_NOT_FOUND);
      if (Number(existing.author_id) !== Number(authorId)) throw forbidden(NOT_BLOG_AUTHOR);
      await updateBlogRow(trx, existing.id, {
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
      const blog = await lockedDraftFlag(trx, blogPk);
      if (!blog) return;
      await deleteNotifications(trx, { blog_pk: blogPk });
      await deleteCommentsOfBlog(trx, blogPk);
      await deleteLikesOfBlog(trx, blogPk);
      await deleteTagsOfBlog(trx, blogPk);
      await deleteBlogRow(trx, blogPk);
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
