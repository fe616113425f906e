import { utf8mb4, type Migration } from '@yayasan/service-kit';

export const m001Users: Migration = {
  async up(db) {
    await db.schema.createTable('users', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      t.string('fullname', 100).notNullable();
      t.string('email', 191).notNullable().unique();
      t.string('username', 64).notNullable().unique();
      // Null for accounts made with Google: they sign in through Google only.
      t.string('password_hash', 100).nullable();
      t.boolean('google_auth').notNullable().defaultTo(false);
      t.boolean('is_admin').notNullable().defaultTo(false);
      t.string('profile_img', 500).notNullable().defaultTo('');
      t.string('bio', 150).notNullable().defaultTo('');
      t.json('social_links').nullable();
      t.timestamp('joined_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      t.timestamp('updated_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('users');
  },
};
