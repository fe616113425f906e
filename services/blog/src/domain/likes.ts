import type { LikeAnswer } from '@yayasan/contracts';
import type { Db } from '@yayasan/service-kit';
import type { BlogRow } from './blogs';
import { deleteNotifications, insertNotification } from './notification-counts';

export async function isLikedBy(db: Db, blogPk: number, userId: number): Promise<boolean> {
  return Boolean(await db('blog_likes').where({ blog_pk: blogPk, user_id: userId }).first());
}

/**
 * Sets the user's like on a blog to `wanted` (or flips it when `wanted` is undefined). Whether a
 * row is written is decided by the blog_likes table (one row per user and blog), so a repeated
 * or stale request changes nothing; total_likes and the author's notification change in the same
 * transaction, and the answer is the state actually stored.
 */
export async function setLike(db: Db, blog: BlogRow, userId: number, wanted?: boolean): Promise<LikeAnswer> {
  return db.transaction(async (trx) => {
    // Serializes concurrent likes of one blog, so the counter always equals the rows.
    await trx('blogs').where({ id: blog.id }).forUpdate().first('id');
    const existing = Boolean(await trx('blog_likes').where({ blog_pk: blog.id, user_id: userId }).first());
    const target = wanted ?? !existing;
    if (target && !existing) {
      await trx('blog_likes').insert({ blog_pk: blog.id, user_id: userId });
      await trx('blogs').where({ id: blog.id }).increment('total_likes', 1);
      if (blog.author_id !== userId) {
        await insertNotification(trx, {
          type: 'like',
          blog_pk: blog.id,
          notification_for: blog.author_id,
          user_id: userId,
        });
      }
    } else if (!target && existing) {
      await trx('blog_likes').where({ blog_pk: blog.id, user_id: userId }).delete();
      await trx('blogs')
        .where({ id: blog.id })
        .update({ total_likes: trx.raw('GREATEST(CAST(total_likes AS SIGNED) - 1, 0)') });
      await deleteNotifications(trx, (q) => q.where({ blog_pk: blog.id, type: 'like', user_id: userId }));
    }
    const [row] = await trx('blogs').where({ id: blog.id }).limit(1).select('total_likes');
    return { liked_by_user: target, total_likes: Number(row.total_likes) };
  });
}
