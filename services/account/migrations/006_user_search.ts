import type { Migration } from '@yayasan/service-kit';

/**
 * User search by the start of a word of the full name (FULLTEXT, prefix terms); usernames are
 * searched by prefix on their unique index. Neither reads the whole table.
 */
export const m006UserSearch: Migration = {
  async up(db) {
    await db.raw('ALTER TABLE users ADD FULLTEXT INDEX users_fullname_ft (fullname)');
  },
  async down(db) {
    await db.raw('ALTER TABLE users DROP INDEX users_fullname_ft');
  },
};
