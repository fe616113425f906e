import type { Migration } from '@yayasan/service-kit';

/**
 * Notifications about a campaign's news (type 'news'), for the campaign's donors. They name no
 * article, so `blog_pk` may be null; the campaign and the post are kept by their public ids and
 * titles as they were when the post went out.
 */
export const m003CampaignNewsNotifications: Migration = {
  async up(db) {
    await db.schema.alterTable('notifications', (t) => {
      t.integer('blog_pk').unsigned().nullable().alter();
      t.string('campaign_id', 64).nullable();
      t.string('campaign_title', 255).nullable();
      t.string('news_update_id', 64).nullable();
      t.string('news_title', 255).nullable();
      // One notification per donor and post, however often the post is announced.
      t.unique(['notification_for', 'news_update_id'], { indexName: 'notifications_news_uq' });
    });
  },
  async down(db) {
    await db('notifications').whereNull('blog_pk').delete();
    await db.schema.alterTable('notifications', (t) => {
      t.dropUnique(['notification_for', 'news_update_id'], 'notifications_news_uq');
      t.dropColumn('news_title');
      t.dropColumn('news_update_id');
      t.dropColumn('campaign_title');
      t.dropColumn('campaign_id');
      t.integer('blog_pk').unsigned().notNullable().alter();
    });
  },
};
