import type { Db } from '@yayasan/service-kit';
import { publishedArticleTotals } from '../repositories/author-articles';
import { hasUnseenNotification } from '../repositories/notification-flags';
import { readOtherService } from './tolerant';

/** Whether the user has unseen notifications (the blog service's `notification_flags` view). */
export function hasNewNotification(db: Db, userId: number): Promise<boolean> {
  return readOtherService(() => hasUnseenNotification(db, userId), false);
}

/** Published article count and total reads of an author (the blog service's `author_articles` view). */
export function authorStats(db: Db, userId: number): Promise<{ total_posts: number; total_reads: number }> {
  return readOtherService(
    async () => {
      const row = await publishedArticleTotals(db, userId);
      return { total_posts: Number(row?.post_count ?? 0), total_reads: Number(row?.read_count ?? 0) };
    },
    { total_posts: 0, total_reads: 0 },
  );
}
