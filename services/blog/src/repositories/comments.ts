import type { Knex } from 'knex';
import type { Db } from '@yayasan/service-kit';
import type { BlogTableRow, CommentRow } from '../db/tables';

// The comments and replies on the articles: every query on `comments` lives here.

const COMMENT_COLUMNS = [
  'c.id',
  'c.blog_pk',
  'c.parent_id',
  'c.commented_by',
  'c.comment',
  'c.commented_at',
  'b.blog_id',
  'u.fullname',
  'u.username',
  'u.profile_img',
];

/** Comments with their article's blog_id and their author's name fields. */
function commentQuery(db: Db): Knex.QueryBuilder {
  return db('comments as c')
    .select(COMMENT_COLUMNS)
    .join('blogs as b', 'b.id', 'c.blog_pk')
    .leftJoin('user_cards as u', 'u.id', 'c.commented_by');
}

/** A row of commentQuery (a joined query knex cannot type). */
export type CommentView = Record<string, unknown>;

interface Page {
  limit: number;
  offset: number;
}

/** A page of the blog's top-level comments, newest first. */
export async function parentCommentViews(db: Db, blogPk: number, page: Page): Promise<CommentView[]> {
  return commentQuery(db)
    .where('c.blog_pk', blogPk)
    .whereNull('c.parent_id')
    .orderBy('c.commented_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
}

/** A page of a comment's direct replies, newest first. */
export async function replyViews(db: Db, parentId: number, page: Page): Promise<CommentView[]> {
  return commentQuery(db)
    .where('c.parent_id', parentId)
    .orderBy('c.commented_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
}

/** The comment of this id as commentQuery reads it (none or one). */
export async function commentViews(db: Db, id: number): Promise<CommentView[]> {
  return commentQuery(db).where('c.id', id);
}

/** The direct replies of these comments, newest first. */
export const repliesOf = (db: Db, parentIds: number[]) =>
  db('comments')
    .select('id', 'parent_id')
    .whereIn('parent_id', parentIds)
    .orderBy('commented_at', 'desc')
    .orderBy('id', 'desc');

/** The ids of the direct replies of these comments, in no order. */
export async function replyIdsOf(trx: Db, parentIds: number[]): Promise<number[]> {
  return (await trx('comments').select('id').whereIn('parent_id', parentIds)).map((r) => Number(r.id));
}

export async function findComment(db: Db, id: number): Promise<CommentRow | undefined> {
  return db('comments').where({ id }).first();
}

/** The comment of this id on this blog, locked until the transaction ends. */
export const lockedCommentOnBlog = (trx: Db, id: number, blogPk: number): Promise<CommentRow | undefined> =>
  trx('comments').where({ id, blog_pk: blogPk }).forUpdate().first();

/** Resolves to the new comment's id. */
export async function insertComment(
  trx: Db,
  row: Pick<CommentRow, 'blog_pk' | 'parent_id' | 'commented_by' | 'comment'>,
): Promise<number> {
  const [id] = await trx('comments').insert(row);
  return id;
}

export async function deleteComments(trx: Db, ids: number[]): Promise<void> {
  await trx('comments').whereIn('id', ids).delete();
}

export async function deleteCommentsOfBlog(trx: Db, blogPk: number): Promise<void> {
  await trx('comments').where({ blog_pk: blogPk }).delete();
}

/** The ids of up to `limit` of the user's comments, oldest first. */
export const commentIdsBy = (db: Db, userId: number, limit: number) =>
  db('comments').where({ commented_by: userId }).orderBy('id').limit(limit).select('id');

/** A comment with its article, as a person's data export holds it. */
export type ExportedComment = Pick<CommentRow, 'id' | 'parent_id' | 'comment' | 'commented_at'> &
  Pick<BlogTableRow, 'blog_id' | 'title'>;

/** The user's comments with their articles, oldest first, streamed row by row (a personal data export). */
export const streamCommentsOfUser = (db: Db, userId: number): AsyncIterable<ExportedComment> =>
  db('comments as c')
    .join('blogs as b', 'b.id', 'c.blog_pk')
    .where('c.commented_by', userId)
    .orderBy('c.id')
    .select<ExportedComment[]>('c.id', 'c.parent_id', 'c.comment', 'c.commented_at', 'b.blog_id', 'b.title')
    .stream();
