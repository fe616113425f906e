import { utf8mb4, type Migration } from '@yayasan/service-kit';

export const m002Transactions: Migration = {
  async up(db) {
    await db.schema.createTable('transactions', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      // Our own order id sent to Midtrans; notifications are matched on it.
      t.string('order_id', 50).notNullable().unique();
      // Midtrans's transaction id; null only between recording the order and the charge answer.
      t.string('transaction_id', 64).nullable().unique();
      t.integer('donation_pk').unsigned().notNullable();
      // The real donor (kept for history and receipts even when the public name is anonymous).
      t.integer('user_id').unsigned().notNullable();
      // The public name in donor lists: the donor's full name or 'Hamba Allah'.
      t.string('donor_name', 100).notNullable();
      t.boolean('anonymous').notNullable().defaultTo(false);
      t.bigInteger('amount').unsigned().notNullable();
      t.string('payment_method', 20).notNullable();
      t.string('bank', 20).nullable();
      // pending → settlement|capture|expire|cancel|deny|failure; settlement/capture → refund|chargeback.
      t.string('status', 20).notNullable().defaultTo('pending');
      t.string('fraud_status', 20).nullable();
      t.json('midtrans_response').nullable();
      t.json('last_notification').nullable();
      t.timestamp('expiry_time', { precision: 3 }).nullable();
      t.timestamp('settled_at', { precision: 3 }).nullable();
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      t.timestamp('updated_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      // Donor list of a campaign (successful, newest first) and a user's history.
      t.index(['donation_pk', 'status', 'settled_at']);
      t.index(['user_id', 'status', 'settled_at']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('transactions');
  },
};
