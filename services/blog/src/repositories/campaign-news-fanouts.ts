import type { Db } from '@yayasan/service-kit';

// How far each news post's notifications have gone: every query on `campaign_news_fanouts` lives here.

/**
 * Takes the post's row (created on its first run): two runs for the same post wait for each other here.
 * Meant as a transaction's first statement, so the lock is taken before its snapshot is.
 */
export async function lockFanout(trx: Db, updateId: string): Promise<void> {
  await trx.raw(
    `INSERT INTO campaign_news_fanouts (news_update_id) VALUES (?)
         ON DUPLICATE KEY UPDATE updated_at = CURRENT_TIMESTAMP(3)`,
    [updateId],
  );
}

export async function addNotified(trx: Db, updateId: string, count: number): Promise<void> {
  await trx('campaign_news_fanouts').where({ news_update_id: updateId }).increment('notified', count);
}
