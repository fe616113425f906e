import { dropView, publishView, type Migration } from '@yayasan/service-kit';

/** What the account service may read of the blog's tables (table-owners.ts). */
export const m009PublishedViews: Migration = {
  async up(db) {
    await publishView(db, 'notification_flags', 'SELECT notification_for, seen FROM notifications');
    await publishView(db, 'author_articles', 'SELECT author_id, draft, total_reads FROM blogs');
  },
  async down(db) {
    for (const view of ['notification_flags', 'author_articles']) await dropView(db, view);
  },
};
