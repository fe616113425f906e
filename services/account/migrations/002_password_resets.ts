import { utf8mb4, type Migration } from '@yayasan/service-kit';

export const m002PasswordResets: Migration = {
  async up(db) {
    await db.schema.createTable('password_resets', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      t.integer('user_id').unsigned().notNullable().index('password_resets_user_idx');
      // sha256 of the token mailed to the user; the token itself is never stored.
      t.string('token_hash', 64).notNullable().unique();
      t.timestamp('expires_at', { precision: 3 }).notNullable();
      t.timestamp('used_at', { precision: 3 }).nullable();
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('password_resets');
  },
};
