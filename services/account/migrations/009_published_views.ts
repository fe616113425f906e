import { dropView, publishView, type Migration } from '@yayasan/service-kit';

/** What other services may read of the users table (table-owners.ts names their readers). */
export const m009PublishedViews: Migration = {
  async up(db) {
    await publishView(db, 'user_cards', 'SELECT id, username, fullname, profile_img FROM users');
    await publishView(db, 'user_standings', 'SELECT id, token_version, is_admin FROM users');
    await publishView(db, 'user_contacts', 'SELECT id, username, fullname, email, email_campaign_news FROM users');
  },
  async down(db) {
    for (const view of ['user_cards', 'user_standings', 'user_contacts']) await dropView(db, view);
  },
};
