import type { CommentItem } from '@yayasan/contracts';
import { conflict, forbidden, notFound, type AuthUser, type Db } from '@yayasan/service-kit';
import { countComment, lockBlog, lockedIdAndAuthor, uncountComments } from '../repositories/blogs';
import {
  commentViews,
  deleteComments,
  findComment,
  insertComment,
  lockedCommentOnBlog,
  parentCommentViews,
  repliesOf,
  replyIdsOf,
  replyViews,
  type CommentView,
} from '../repositories/comments';
import { clearReplies, lockedCommentNotification, setReply } from '../repositories/notifications';
import type { NotificationTableRow } from '../db/tables';
import { personalInfo } from './blog-lists';
import type { BlogRow } from './blogs';
import { deleteNotifications, insertNotification } from './notification-counts';

export const COMMENT_NOT_FOUND = 'Komentar tidak ditemukan';
export const COMMENT_DELETE_FORBIDDEN = 'Hanya penulis komentar atau penulis artikel yang dapat menghapus komentar ini';
export const ALREADY_REPLIED = 'Notifikasi ini sudah dibalas';
export const NOTIFICATION_NOT_FOUND = 'Notifikasi tidak ditemukan';

/** A DATETIME column as the driver answers it (a Date; a string or number from a raw query). */
const dateOf = (value: unknown): Date =>
  new Date(value instanceof Date || typeof value === 'number' ? value : String(value));

async function withChildren(db: Db, rows: CommentView[]): Promise<CommentItem[]> {
  const ids = rows.map((r) => Number(r.id));
  const children = new Map<number, number[]>();
  if (ids.length) {
    const kids = await repliesOf(db, ids);
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
  const rows = await parentCommentViews(db, blogPk, { limit: COMMENTS_PAGE_SIZE, offset: skip });
  return withChildren(db, rows);
}

/** Direct replies of a comment, newest first, `skip` already loaded. */
export async function replies(db: Db, parentId: number, skip: number): Promise<CommentItem[]> {
  const rows = await replyViews(db, parentId, { limit: COMMENTS_PAGE_SIZE, offset: skip });
  return withChildren(db, rows);
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
    await lockBlog(trx, blog.id);
    let parent: { id: number; commented_by: number } | undefined;
    if (input.replyingTo !== undefined) {
      parent = await lockedCommentOnBlog(trx, input.replyingTo, blog.id);
      if (!parent) throw notFound(COMMENT_NOT_FOUND);
    }
    let notification: Pick<NotificationTableRow, 'id' | 'reply_id' | 'comment_id'> | undefined;
    if (input.notificationId !== undefined) {
      notification = await lockedCommentNotification(trx, input.notificationId, userId);
      if (!notification || !parent || Number(notification.comment_id) !== parent.id) {
        throw notFound(NOTIFICATION_NOT_FOUND);
      }
      if (notification.reply_id !== null) throw conflict(ALREADY_REPLIED);
    }
    const newId = await insertComment(trx, {
      blog_pk: blog.id,
      parent_id: parent?.id ?? null,
      commented_by: userId,
      comment: input.comment,
    });
    await countComment(trx, blog.id, Boolean(parent));
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
    if (notification) await setReply(trx, notification.id, newId);
    return newId;
  });
  const [view] = await withChildren(db, await commentViews(db, id));
  return view;
}

/** The comment and all its replies, to any depth. */
async function subtreeIds(trx: Db, rootId: number): Promise<number[]> {
  const all = [rootId];
  let frontier = [rootId];
  while (frontier.length) {
    const next = await replyIdsOf(trx, frontier);
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
    const comment = await findComment(trx, commentId);
    if (!comment) throw notFound(COMMENT_NOT_FOUND);
    const blog = await lockedIdAndAuthor(trx, comment.blog_pk);
    // The article was deleted meanwhile, and its comments with it.
    if (!blog) throw notFound(COMMENT_NOT_FOUND);
    if (user.id !== Number(comment.commented_by) && user.id !== Number(blog.author_id)) {
      throw forbidden(COMMENT_DELETE_FORBIDDEN);
    }
    const ids = await subtreeIds(trx, commentId);
    await deleteNotifications(trx, { commentIds: ids });
    await clearReplies(trx, ids);
    await deleteComments(trx, ids);
    await uncountComments(trx, comment.blog_pk, ids.length, comment.parent_id === null);
    return { deleted: ids };
  });
}
