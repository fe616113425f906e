import { utf8mb4, type Migration } from '@yayasan/service-kit';

export const m001Donations: Migration = {
  async up(db) {
    await db.schema.createTable('donations', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      // Public id used in URLs; the numeric id stays internal.
      t.string('donation_id', 64).notNullable().unique();
      t.string('title', 255).notNullable();
      t.string('description', 500).notNullable().defaultTo('');
      t.text('content').nullable();
      t.string('thumbnail', 500).notNullable().defaultTo('');
      t.bigInteger('target_amount').unsigned().notNullable();
      // Written only by the payments ledger (settled transactions), never taken from a client.
      t.bigInteger('total_collected').unsigned().notNullable().defaultTo(0);
      t.boolean('draft').notNullable().defaultTo(false);
      t.timestamp('expiry_time', { precision: 3 }).notNullable();
      t.integer('created_by').unsigned().notNullable();
      t.timestamp('created_at', { precision: 3 }).defaultTo(db.fn.now(3));
      t.timestamp('updated_at', { precision: 3 }).defaultTo(db.fn.now(3));
      t.index(['draft', 'created_at']);
      t.index(['expiry_time']);
    });
    await db.schema.createTable('donation_updates', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      t.integer('donation_pk').unsigned().index();
      t.string('update_id', 64).unique();
      t.string('update_title', 255);
      t.string('update_description', 500);
      t.string('update_thumbnail', 500);
      t.timestamp('created_at', { precision: 3 });
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('donation_updates');
    await db.schema.dropTableIfExists('donations');
  },
};
