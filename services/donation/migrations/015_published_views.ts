import { dropView, publishView, type Migration } from '@yayasan/service-kit';

/** What the blog service may read of the donation tables, for campaign news notifications (table-owners.ts). */
export const m015PublishedViews: Migration = {
  async up(db) {
    await publishView(
      db,
      'campaign_news_posts',
      `SELECT n.update_id, n.donation_pk, n.created_by, n.title AS news_title, d.donation_id, d.title AS campaign_title
       FROM campaign_news n JOIN donations d ON d.id = n.donation_pk`,
    );
    await publishView(db, 'campaign_payments', 'SELECT donation_pk, user_id, status FROM transactions');
  },
  async down(db) {
    for (const view of ['campaign_news_posts', 'campaign_payments']) await dropView(db, view);
  },
};
