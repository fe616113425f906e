import { utf8mb4, type Migration } from '@yayasan/service-kit';

/**
 * Administrators' notifications of settled donations (type 'donation'): one unread notification
 * holds every settlement reported within a few minutes of it (`donation_count`, `donation_total`
 * rupiah; the campaign columns name the first one's campaign). `donation_notices` remembers each
 * reported settlement, so a repeated report notifies nobody again; `donation_notification_optouts`
 * lists the administrators who turned these notifications off.
 */
export const m011DonationNotifications: Migration = {
  async up(db) {
    await db.schema.alterTable('notifications', (t) => {
      t.integer('donation_count').unsigned().nullable();
      t.bigInteger('donation_total').unsigned().nullable();
    });
    await db.schema.createTable('donation_notices', (t) => {
      utf8mb4(t);
      // The payment's order id.
      t.string('ref', 64).notNullable().primary();
      t.bigInteger('amount').unsigned().notNullable();
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
    });
    await db.schema.createTable('donation_notification_optouts', (t) => {
      utf8mb4(t);
      t.integer('user_id').unsigned().notNullable().primary();
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('donation_notification_optouts');
    await db.schema.dropTableIfExists('donation_notices');
    await db('notifications').where({ type: 'donation' }).delete();
    await db('notification_counts').where({ type: 'donation' }).delete();
    await db.schema.alterTable('notifications', (t) => {
      t.dropColumn('donation_total');
      t.dropColumn('donation_count');
    });
  },
};
