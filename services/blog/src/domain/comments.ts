import type { Knex } from 'knex';
import type { CommentItem } from '@yayasan/contracts';
import { conflict, forbidden, notFound, type AuthUser, type Db } from '@yayasan/service-kit';
import { personalInfo } from './blog-lists';
import type { NotificationTableRow } from '../db/tables';
import type { BlogRow } from './blogs';
import { deleteNotifications, insertNotification } from './notification-counts';

export const COMMENT_NOT_FOUND = 'Komentar tidak ditemukan';
export const COMMENT_DELETE_FORBIDDEN = 'Hanya penulis komentar atau penulis artikel yang dapat menghapus komentar ini';
export const ALREADY_REPLIED = 'Notifikasi ini sudah dibalas';
export const NOTIFICATION_NOT_FOUND = 'Notifikasi tidak ditemukan';

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

function commentQuery(db: Db | Knex.Transaction): Knex.QueryBuilder {
  return db('comments as c')
    .select(COMMENT_COLUMNS)
    .join('blogs as b', 'b.id', 'c.blog_pk')
    .leftJoin('user_cards as u', 'u.id', 'c.commented_by');
}

/** A DATETIME column as the driver answers it (a Date; a string or number from a raw query). */
const dateOf = (value: unknown): Date =>
  new Date(value instanceof Date || typeof value === 'number' ? value : String(value));

async function withChildren(db: Db | Knex.Transaction, rows: Record<string, unknown>[]): Promise<CommentItem[]> {
  const ids = rows.map((r) => Number(r.id));
  const children = new Map<number, number[]>();
  if (ids.length) {
    const kids = await db('comments')
      .select('id', 'parent_id')
      .whereIn('parent_id', ids)
      .orderBy('commented_at', 'desc')
      .orderBy('id', 'desc');
    for (const k of kids) {
      const list = children.get(Number(k.parent_id)) ?? [];
      list.push(Number(k.id));
      children.set(Number(k.parent_id), list);
    }
  }
  return rows.map((r) => ({
    _id: Number(r.id),
    comment: String(r.comment),
    commentedAt: dateOf(r.commented_at).toISOString(),
    blog_id: String(r.blog_id),
    isReply: r.parent_id !== null,
    parent: r.parent_id === null ? null : Number(r.parent_id),
    commented_by: {
      _id: Number(r.commented_by),
      personal_info: personalInfo(r.fullname, r.username, r.profile_img),
    },
    children: children.get(Number(r.id)) ?? [],
  }));
}

export const COMMENTS_PAGE_SIZE = 5;

/** Top-level comments of a blog, newest first, `skip` already loaded. */
export async function parentComments(db: Db, blogPk: number, skip: number): Promise<CommentItem[]> {
  const rows = await commentQuery(db)
    .where('c.blog_pk', blogPk)
    .whereNull('c.parent_id')
    .orderBy('c.commented_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(COMMENTS_PAGE_SIZE)
    .offset(skip);
  return withChildren(db, rows);
}

/** Direct replies of a comment, newest first, `skip` already loaded. */
export async function replies(db: Db, parentId: number, skip: number): Promise<CommentItem[]> {
  const rows = await commentQuery(db)
    .where('c.parent_id', parentId)
    .orderBy('c.commented_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(COMMENTS_PAGE_SIZE)
    .offset(skip);
  return withChildren(db, rows);
}

export async function findComment(db: Db | Knex.Transaction, id: number) {
  return db('comments').where({ id }).first();
}

export interface NewComment {
  blog: BlogRow;
  userId: number;
  comment: string;
  replyingTo?: number;
  /** The comment notification this reply answers (written from the notifications page). */
  notificationId?: number;
}

/**
 * Adds a comment or a reply. A comment raises total_comments and total_parent_comments, a reply
 * total_comments only. The notified user comes from the database: the blog's author for a
 * comment, the parent comment's author for a reply; nobody is notified of their own action.
 */
export async function addComment(db: Db, input: NewComment): Promise<CommentItem> {
  const { blog, userId } = input;
  const id = await db.transaction(async (trx) => {
    await trx('blogs').where({ id: blog.id }).forUpdate().first('id');
    let parent: { id: number; commented_by: number } | undefined;
    if (input.replyingTo !== undefined) {
      parent = await trx('comments').where({ id: input.replyingTo, blog_pk: blog.id }).forUpdate().first();
      if (!parent) throw notFound(COMMENT_NOT_FOUND);
    }
    let notification: Pick<NotificationTableRow, 'id' | 'reply_id' | 'comment_id'> | undefined;
    if (input.notificationId !== undefined) {
      notification = await trx('notifications')
        .where({ id: input.notificationId, notification_for: userId })
        .whereIn('type', ['comment', 'reply'])
        .forUpdate()
        .first();
      if (!notification || !parent || Number(notification.comment_id) !== parent.id) {
        throw notFound(NOTIFICATION_NOT_FOUND);
      }
      if (notification.reply_id !== null) throw conflict(ALREADY_REPLIED);
    }
    const [newId] = await trx('comments').insert({
      blog_pk: blog.id,
      parent_id: parent?.id ?? null,
      commented_by: userId,
      comment: input.comment,
    });
    await trx('blogs')
      .where({ id: blog.id })
      .update({
        total_comments: trx.raw('total_comments + 1'),
        total_parent_comments: trx.raw(parent ? 'total_parent_comments' : 'total_parent_comments + 1'),
      });
    const notifyUser = parent ? Number(parent.commented_by) : blog.author_id;
    if (notifyUser !== userId) {
      await insertNotification(trx, {
        type: parent ? 'reply' : 'comment',
        blog_pk: blog.id,
        notification_for: notifyUser,
        user_id: userId,
        comment_id: newId,
        replied_on_comment_id: parent?.id ?? null,
      });
    }
    if (notification) await trx('notifications').where({ id: notification.id }).update({ reply_id: newId });
    return newId;
  });
  const [view] = await withChildren(db, await commentQuery(db).where('c.id', id));
  return view;
}

/** The comment and all its replies, to any depth. */
async function subtreeIds(trx: Knex.Transaction, rootId: number): Promise<number[]> {
  const all = [rootId];
  let frontier = [rootId];
  while (frontier.length) {
    const next = (await trx('comments').select('id').whereIn('parent_id', frontier)).map((r) => Number(r.id));
    all.push(...next);
    frontier = next;
  }
  return all;
}

/**
 * Deletes a comment with its replies. Allowed to the comment's author and the blog's author.
 * total_comments drops by the number of comments removed, total_parent_comments by one when
 * the comment was top-level; notifications about them go too.
 */
export async function deleteComment(db: Db, commentId: number, user: AuthUser): Promise<{ deleted: number[] }> {
  return db.transaction(async (trx) => {
    const comment = await trx('comments').where({ id: commentId }).first();
    if (!comment) throw notFound(COMMENT_NOT_FOUND);
    const [blog] = await trx('blogs').where({ id: comment.blog_pk }).forUpdate().limit(1).select('id', 'author_id');
    // The article was deleted meanwhile, and its comments with it.
    if (!blog) throw notFound(COMMENT_NOT_FOUND);
    if (user.id !== Number(comment.commented_by) && user.id !== Number(blog.author_id)) {
      throw forbidden(COMMENT_DELETE_FORBIDDEN);
    }
    const ids = await subtreeIds(trx, commentId);
    await deleteNotifications(trx, (q) => q.whereIn('comment_id', ids).orWhereIn('replied_on_comment_id', ids));
    await trx('notifications').whereIn('reply_id', ids).update({ reply_id: null });
    await trx('comments').whereIn('id', ids).delete();
    await trx('blogs')
      .where({ id: comment.blog_pk })
      .update({
        total_comments: trx.raw('GREATEST(CAST(total_comments AS SIGNED) - ?, 0)', [ids.length]),
        total_parent_comments: trx.raw(
          comment.parent_id === null
            ? 'GREATEST(CAST(total_parent_comments AS SIGNED) - 1, 0)'
            : 'total_parent_comments',
        ),
      });
    return { deleted: ids };
  });
}
