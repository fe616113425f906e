import { SETTLED_PAYMENT_STATES } from '@yayasan/contracts';
import type { Knex } from 'knex';
import { withDeadlockRetry, type Db } from '@yayasan/service-kit';
import { recountNotifications } from './notification-counts';

/**
 * Notifies every donor whose payment to the post's campaign settled about a news post, once per donor
 * and post (the unique key makes a repeated call add nothing). The post, its campaign and the donors are
 * read from the donation service's tables (reading is allowed, writing them is not); the poster is left
 * out, as with one's own likes. Answers how many donors were newly notified and who the donors are (their
 * bells may have changed), or null when no such post.
 */
export async function notifyCampaignDonors(
  db: Db,
  updateId: string,
  postedBy: number,
): Promise<{ notified: number; donorIds: number[] } | null> {
  const post = (await db('campaign_news as n')
    .join('donations as d', 'd.id', 'n.donation_pk')
    .where('n.update_id', updateId)
    .first('n.donation_pk', 'n.title as news_title', 'd.donation_id', 'd.title as campaign_title')) as
    { donation_pk: number; news_title: string; donation_id: string; campaign_title: string } | undefined;
  if (!post) return null;
  const donorsOf = (conn: Knex | Knex.Transaction) =>
    conn('transactions')
      .distinct('user_id')
      .where('donation_pk', post.donation_pk)
      .whereIn('status', SETTLED_PAYMENT_STATES)
      .whereNot('user_id', postedBy);
  return withDeadlockRetry(() =>
    db.transaction(async (trx) => {
      // One INSERT … SELECT: a campaign with many donors costs one statement, not one per donor.
      const [result] = (await trx.raw(
        `INSERT IGNORE INTO notifications
           (type, notification_for, user_id, campaign_id, campaign_title, news_update_id, news_title)
         SELECT 'news', donors.user_id, ?, ?, ?, ?, ? FROM (${donorsOf(trx).toQuery()}) AS donors`,
        [postedBy, post.donation_id, post.campaign_title, updateId, post.news_title],
      )) as [{ affectedRows: number }];
      const notified = Number(result.affectedRows);
      if (notified === 0) return { notified, donorIds: [] };
      const donorIds = ((await donorsOf(trx)) as { user_id: number }[]).map((d) => Number(d.user_id));
      // Which donors were new is not told by the statement: their news counts are taken again.
      await recountNotifications(trx, donorIds, 'news');
      return { notified, donorIds };
    }),
  );
}
