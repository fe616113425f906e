import { utf8mb4, type Migration } from '@yayasan/service-kit';

/**
 * One row per campaign news post whose donors were notified: its row lock makes two fan-outs of the
 * same post (a retried job, an administrator's repeat) run one after the other, so the second finds
 * every donor the first notified and adds nobody twice, without a locking read of the notifications.
 */
export const m008CampaignNewsFanouts: Migration = {
  async up(db) {
    await db.schema.createTable('campaign_news_fanouts', (t) => {
      utf8mb4(t);
      t.string('news_update_id', 64).notNullable().primary();
      // Donors notified by the runs so far (for whoever looks into a post's delivery).
      t.integer('notified').unsigned().notNullable().defaultTo(0);
      t.timestamp('updated_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('campaign_news_fanouts');
  },
};
