import type { Readable } from 'node:stream';
import { jsonArrayStream, parseJson, type Db } from '@yayasan/service-kit';
import type { ErasureContentChoice } from '@yayasan/validation';
import { blogPksOfAuthor, lockedAuthorId, streamArticlesOfAuthor, uncountLike } from '../repositories/blogs';
import { commentIdsBy, streamCommentsOfUser } from '../repositories/comments';
import { deleteLike, likedBlogPks, streamLikesOfUser } from '../repositories/likes';
import { streamNotificationsOfUser } from '../repositories/notifications';
import { deleteBlog } from './blogs';
import { deleteComment } from './comments';
import { deleteNotifications } from './notification-counts';

/** The parts of a person's export the blog service holds (its own tables only). */
export const BLOG_EXPORT_PARTS = ['articles', 'comments', 'likes', 'notifications'] as const;
export type BlogExportPart = (typeof BLOG_EXPORT_PARTS)[number];

const time = (d: unknown) =>
  d && (d instanceof Date || typeof d === 'string' || typeof d === 'number') ? new Date(d).toISOString() : null;

/** A part of the export: its rows as its repository streams them, each in the shape the export gives it. */
const exportOf =
  <R>(rows: (db: Db, userId: number) => AsyncIterable<R>, shape: (row: R) => unknown) =>
  (db: Db, userId: number): Readable =>
    jsonArrayStream(rows(db, userId), shape);

const PARTS: Record<BlogExportPart, (db: Db, userId: number) => Readable> = {
  articles: exportOf(streamArticlesOfAuthor, (r) => ({
    blog_id: r.blog_id,
    title: r.title,
    description: r.des,
    banner: r.banner,
    tags: parseJson(r.tags, []),
    content: parseJson(r.content, null),
    draft: Boolean(r.draft),
    total_likes: Number(r.total_likes),
    total_comments: Number(r.total_comments),
    total_reads: Number(r.total_reads),
    published_at: time(r.published_at),
    created_at: time(r.created_at),
    updated_at: time(r.updated_at),
  })),
  comments: exportOf(streamCommentsOfUser, (r) => ({
    id: Number(r.id),
    reply_to: r.parent_id === null ? null : Number(r.parent_id),
    comment: r.comment,
    commented_at: time(r.commented_at),
    blog_id: r.blog_id,
    blog_title: r.title,
  })),
  likes: exportOf(streamLikesOfUser, (r) => ({
    blog_id: r.blog_id,
    blog_title: r.title,
    liked_at: time(r.created_at),
  })),
  notifications: exportOf(streamNotificationsOfUser, (r) => ({
    type: r.type,
    blog_id: r.blog_id ?? null,
    blog_title: r.title ?? null,
    campaign_id: r.campaign_id ?? null,
    campaign_title: r.campaign_title ?? null,
    news_title: r.news_title ?? null,
    seen: Boolean(r.seen),
    created_at: time(r.created_at),
  })),
};

/** One part of the user's export as a streamed JSON array. */
export function exportPart(db: Db, userId: number, part: BlogExportPart): Readable {
  return PARTS[part](db, userId);
}

const BATCH = 200;

/**
 * What an erasure does to the blog's rows of a user: likes and the notifications addressed to them go
 * (counters follow, as an unlike would); articles and comments are deleted when the person chose so,
 * else kept (they show the account's replaced name). Repeating it changes nothing more. Answers who must
 * hear that their notifications changed.
 */
export async function eraseUserRows(db: Db, userId: number, content: ErasureContentChoice): Promise<Set<number>> {
  const touched = new Set<number>();
  for (;;) {
    const likes = await likedBlogPks(db, userId, BATCH);
    if (likes.length === 0) break;
    for (const { blog_pk } of likes) {
      await db.transaction(async (trx) => {
        const blog = await lockedAuthorId(trx, blog_pk);
        const removed = await deleteLike(trx, blog_pk, userId);
        if (!removed) return;
        await uncountLike(trx, blog_pk);
        await deleteNotifications(trx, { blog_pk, type: 'like', user_id: userId });
        if (blog) touched.add(Number(blog.author_id));
      });
    }
  }
  if (content === 'delete') {
    for (;;) {
      const rows = await commentIdsBy(db, userId, BATCH);
      if (rows.length === 0) break;
      for (const { id } of rows) {
        // A reply may already have gone with its parent.
        await deleteComment(db, id, { id: userId, username: '', isAdmin: false }).catch(
          (err: { statusCode?: number }) => {
            if (err.statusCode !== 404) throw err;
          },
        );
      }
    }
    for (;;) {
      const rows = await blogPksOfAuthor(db, userId, BATCH);
      if (rows.length === 0) break;
      for (const { id } of rows) await deleteBlog(db, id);
    }
  }
  await db.transaction((trx) => deleteNotifications(trx, { notification_for: userId }));
  touched.add(userId);
  return touched;
}
