import { utf8mb4, type Migration } from '@yayasan/service-kit';

/** Donors' prayers ("Doa & dukungan"), stored with their transaction, and who said Aamiin to which. */
export const m005Prayers: Migration = {
  async up(db) {
    await db.schema.createTable('prayers', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      t.string('prayer_id', 64).notNullable().unique();
      // One message per donation; it shows only while that transaction is settled or captured.
      t.integer('transaction_pk').unsigned().notNullable().unique();
      t.integer('donation_pk').unsigned().notNullable();
      // 280 characters at most (the shared rule); MariaDB and MySQL count characters, not bytes.
      t.string('message', 280).notNullable();
      // An administrator's hiding keeps the message stored.
      t.boolean('hidden').notNullable().defaultTo(false);
      // Equal to the rows of prayer_amins, changed in the same transaction.
      t.integer('amin_count').unsigned().notNullable().defaultTo(0);
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      t.index(['donation_pk', 'hidden'], 'prayers_campaign_idx');
    });
    await db.schema.createTable('prayer_amins', (t) => {
      utf8mb4(t);
      t.integer('prayer_pk').unsigned().notNullable();
      t.integer('user_id').unsigned().notNullable();
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      // Once per user per message.
      t.primary(['prayer_pk', 'user_id']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('prayer_amins');
    await db.schema.dropTableIfExists('prayers');
  },
};
