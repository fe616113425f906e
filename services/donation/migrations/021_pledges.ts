import { utf8mb4, type Migration } from '@yayasan/service-kit';

/**
 * Monthly pledges (issue 45). `pledges` holds a donor's promise to a campaign; `pledge_months` one row
 * per pledge and month (Asia/Jakarta, 'YYYY-MM') once the month is due, carrying the reminders sent
 * and the month's state. A donation paying a month carries `pledge_id` and `pledge_month` on its
 * transaction, so the ledger counts it like every settled donation.
 */
export const m021Pledges: Migration = {
  async up(db) {
    await db.schema.createTable('pledges', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      t.integer('user_id').unsigned().notNullable();
      t.integer('donation_pk').unsigned().notNullable();
      t.bigInteger('amount').unsigned().notNullable();
      t.tinyint('day_of_month').unsigned().notNullable();
      // 'reminder' | 'automatic'
      t.string('way', 16).notNullable();
      t.string('payment_type', 20).notNullable();
      t.string('prayer', 1200).nullable();
      t.boolean('is_anonymous').notNullable().defaultTo(false);
      // 'linking' | 'active' | 'paused' | 'stopped'
      t.string('state', 16).notNullable();
      // 'donor' | 'campaign_ended', while paused
      t.string('pause_reason', 20).nullable();
      // Automatic pledges: the Midtrans subscription, the linked GoPay account and where to link it,
      // and the token the subscription charges (saved card token or GoPay payment option token).
      t.string('subscription_id', 64).nullable().unique();
      t.string('gopay_account_id', 64).nullable();
      t.string('activation_url', 500).nullable();
      t.string('payment_token', 255).nullable();
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      t.timestamp('updated_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      t.timestamp('stopped_at', { precision: 3 }).nullable();
      t.index(['user_id', 'id'], 'pledges_user_idx');
      t.index(['state', 'way', 'day_of_month'], 'pledges_due_idx');
      t.index(['donation_pk', 'state'], 'pledges_campaign_idx');
      t.index(['created_at', 'state'], 'pledges_created_idx');
      t.index(['stopped_at'], 'pledges_stopped_idx');
    });
    await db.schema.createTable('pledge_months', (t) => {
      utf8mb4(t);
      t.integer('pledge_id').unsigned().notNullable();
      t.specificType('month', 'CHAR(7)').notNullable();
      // 'waiting' | 'paid' | 'missed'
      t.string('state', 10).notNullable().defaultTo('waiting');
      // The amount promised for the month (the pledge's amount when the month came due).
      t.bigInteger('amount').unsigned().notNullable();
      t.string('order_id', 50).nullable();
      t.tinyint('reminders_sent').unsigned().notNullable().defaultTo(0);
      t.timestamp('last_reminded_at', { precision: 3 }).nullable();
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      t.timestamp('updated_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      t.primary(['pledge_id', 'month']);
      t.index(['month', 'state'], 'pledge_months_month_idx');
      // The administrators' overview: the amount pledged per month, read from the index alone.
      t.index(['month', 'amount'], 'pledge_months_amount_idx');
    });
    await db.schema.alterTable('transactions', (t) => {
      t.integer('pledge_id').unsigned().nullable();
      t.specificType('pledge_month', 'CHAR(7)').nullable();
      t.index(['pledge_id', 'pledge_month', 'status'], 'transactions_pledge_idx');
      // The administrators' overview: money arrived per pledge month.
      t.index(['pledge_month', 'status', 'amount'], 'transactions_pledge_month_idx');
    });
  },
  async down(db) {
    await db.schema.alterTable('transactions', (t) => {
      t.dropIndex(['pledge_month', 'status', 'amount'], 'transactions_pledge_month_idx');
      t.dropIndex(['pledge_id', 'pledge_month', 'status'], 'transactions_pledge_idx');
      t.dropColumn('pledge_month');
      t.dropColumn('pledge_id');
    });
    await db.schema.dropTable('pledge_months');
    await db.schema.dropTable('pledges');
  },
};
