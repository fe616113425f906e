import type { Migration } from '@yayasan/service-kit';

export const m003TokenVersion: Migration = {
  async up(db) {
    // Carried in every token as `ver`; bumped by a password change or reset and a change of admin
    // rights, which revokes all earlier tokens. Existing tokens carry no version and count as 0.
    await db.schema.alterTable('users', (t) => {
      t.integer('token_version').unsigned().notNullable().defaultTo(0);
    });
  },
  async down(db) {
    await db.schema.alterTable('users', (t) => {
      t.dropColumn('token_version');
    });
  },
};
