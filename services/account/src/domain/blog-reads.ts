import type { Db } from '@yayasan/service-kit';
import { readOtherService } from './tolerant';

/** Whether the user has unseen notifications (the blog service's `notification_flags` view). */
export function hasNewNotification(db: Db, userId: number): Promise<boolean> {
  return readOtherService(async () => {
    const row = await db('notification_flags').where({ notification_for: userId, seen: false }).first(db.raw('1 as x'));
    return Boolean(row);
  }, false);
}

/** Published article count and total reads of an author (the blog service's `author_articles` view). */
export function authorStats(db: Db, userId: number): Promise<{ total_posts: number; total_reads: number }> {
  return readOtherService(
    async () => {
      const row = await db('author_articles')
        .where({ author_id: userId, draft: false })
        .first<{ post_count: unknown; read_count: unknown } | undefined>(
          db.raw('COUNT(*) as post_count'),
          db.raw('COALESCE(SUM(total_reads), 0) as read_count'),
        );
      return { total_posts: Number(row?.post_count ?? 0), total_reads: Number(row?.read_count ?? 0) };
    },
    { total_posts: 0, total_reads: 0 },
  );
}
