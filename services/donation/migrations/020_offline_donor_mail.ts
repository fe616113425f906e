import type { Migration } from '@yayasan/service-kit';

/**
 * Whether the donor of an offline gift agreed, when it was recorded, to get its campaign's news by
 * e-mail at the gift's `donor_email` (issue 42); off for every gift recorded before.
 */
export const m020OfflineDonorMail: Migration = {
  async up(db) {
    await db.schema.alterTable('transactions', (t) => {
      t.boolean('email_campaign_news').notNullable().defaultTo(false);
    });
  },
  async down(db) {
    await db.schema.alterTable('transactions', (t) => {
      t.dropColumn('email_campaign_news');
    });
  },
};
