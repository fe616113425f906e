import type { LikeAnswer } from '@yayasan/contracts';
import type { Db } from '@yayasan/service-kit';
import { countLike, lockBlog, totalLikesOf, uncountLike } from '../repositories/blogs';
import { deleteLike, insertLike, isLikedBy } from '../repositories/likes';
import type { BlogRow } from './blogs';
import { deleteNotifications, insertNotification } from './notification-counts';

/**
 * Sets the user's like on a blog to `wanted` (or flips it when `wanted` is undefined). Whether a
 * row is written is decided by the blog_likes table (one row per user and blog), so a repeated
 * or stale request changes nothing; total_likes and the author's notification change in the same
 * transaction, and the answer is the state actually stored.
 */
export async function setLike(db: Db, blog: BlogRow, userId: number, wanted?: boolean): Promise<LikeAnswer> {
  return db.transaction(async (trx) => {
    // Serializes concurrent likes of one blog, so the counter always equals the rows.
    await lockBlog(trx, blog.id);
    const existing = await isLikedBy(trx, blog.id, userId);
    const target = wanted ?? !existing;
    if (target && !existing) {
      await insertLike(trx, blog.id, userId);
      await countLike(trx, blog.id);
      if (blog.author_id !== userId) {
        await insertNotification(trx, {
          type: 'like',
          blog_pk: blog.id,
          notification_for: blog.author_id,
          user_id: userId,
        });
      }
    } else if (!target && existing) {
      await deleteLike(trx, blog.id, userId);
      await uncountLike(trx, blog.id);
      await deleteNotifications(trx, { blog_pk: blog.id, type: 'like', user_id: userId });
    }
    return { liked_by_user: target, total_likes: await totalLikesOf(trx, blog.id) };
  });
}
