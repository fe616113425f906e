import type { Migration } from '@yayasan/service-kit';

export const m005EmailPreferences: Migration = {
  async up(db) {
    // Whether the user receives campaign news by e-mail (receipts are always sent). On by default;
    // turned off on the settings page or by the signed unsubscribe link in every news mail.
    await db.schema.alterTable('users', (t) => {
      t.boolean('email_campaign_news').notNullable().defaultTo(true);
    });
  },
  async down(db) {
    await db.schema.alterTable('users', (t) => {
      t.dropColumn('email_campaign_news');
    });
  },
};
