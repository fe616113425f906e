import { withDeadlockRetry, type Db } from '@yayasan/service-kit';
import { addNotified, lockFanout } from '../repositories/campaign-news-fanouts';
import { newsPost } from '../repositories/campaign-news-posts';
import { settledDonorIds } from '../repositories/campaign-payments';
import { insertNotifications, notifiedOfNews } from '../repositories/notifications';
import { countNewNotifications } from './notification-counts';

const CHUNK = 1000;

/**
 * Notifies every donor whose payment to the post's campaign settled about a news post, once per donor
 * and post, however often and however concurrently it is asked. The post, its campaign, its author and
 * the donors are read from the views the donation service publishes for it (campaign_news_posts,
 * campaign_payments); the author is left out, as with one's own likes. Answers which donors were newly
 * notified (their bells changed), or null when there is no such post.
 *
 * Two runs for the same post wait for each other on the post's row in campaign_news_fanouts; the
 * later one then reads (without locks) the donors the earlier one notified and adds only the others,
 * counting exactly the rows it inserts. Runs for different posts share no row but the donors' counts,
 * which are added to atomically in one order, so they do not deadlock; should InnoDB still pick a
 * victim, the whole run is repeated.
 */
export async function notifyCampaignDonors(
  db: Db,
  updateId: string,
): Promise<{ notified: number; donorIds: number[] } | null> {
  const post = await newsPost(db, updateId);
  if (!post) return null;
  return withDeadlockRetry(() =>
    db.transaction(async (trx) => {
      // First statement: the post's lock, taken before this transaction's snapshot is.
      await lockFanout(trx, updateId);
      const donors = await settledDonorIds(trx, post.donation_pk, post.created_by);
      const fresh: number[] = [];
      for (let i = 0; i < donors.length; i += CHUNK) {
        const chunk = donors.slice(i, i + CHUNK);
        const notified = await notifiedOfNews(trx, chunk, updateId);
        fresh.push(...chunk.filter((id) => !notified.has(id)));
      }
      fresh.sort((a, b) => a - b);
      for (let i = 0; i < fresh.length; i += CHUNK) {
        await insertNotifications(
          trx,
          fresh.slice(i, i + CHUNK).map((donor) => ({
            type: 'news',
            notification_for: donor,
            user_id: post.created_by,
            campaign_id: post.donation_id,
            campaign_title: post.campaign_title,
            news_update_id: updateId,
            news_title: post.news_title,
          })),
        );
      }
      await countNewNotifications(trx, fresh, 'news');
      if (fresh.length) await addNotified(trx, updateId, fresh.length);
      return { notified: fresh.length, donorIds: fresh };
    }),
  );
}
