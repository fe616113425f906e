import { utf8mb4, type Migration } from '@yayasan/service-kit';

/**
 * Donors' notifications of their monthly pledges (type 'pledge', issue 45): a month's reminder with
 * its one-tap link, or the campaign's end. The campaign columns name the pledge's campaign; the
 * pledge columns say which notice it is. `pledge_notices` remembers each reported notice, so a
 * repeated report (a retried job) notifies nobody again.
 */
export const m012PledgeNotifications: Migration = {
  async up(db) {
    await db.schema.alterTable('notifications', (t) => {
      t.integer('pledge_id').unsigned().nullable();
      // 'reminder' | 'campaign_ended'
      t.string('pledge_kind', 20).nullable();
      t.specificType('pledge_month', 'CHAR(7)').nullable();
      t.bigInteger('pledge_amount').unsigned().nullable();
      t.string('pledge_link', 500).nullable();
    });
    await db.schema.createTable('pledge_notices', (t) => {
      utf8mb4(t);
      t.string('ref', 64).notNullable().primary();
      t.integer('user_id').unsigned().notNullable();
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('pledge_notices');
    await db('notifications').where({ type: 'pledge' }).delete();
    await db('notification_counts').where({ type: 'pledge' }).delete();
    await db.schema.alterTable('notifications', (t) => {
      t.dropColumn('pledge_link');
      t.dropColumn('pledge_amount');
      t.dropColumn('pledge_month');
      t.dropColumn('pledge_kind');
      t.dropColumn('pledge_id');
    });
  },
};
