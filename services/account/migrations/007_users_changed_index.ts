import type { Migration } from '@yayasan/service-kit';

/**
 * `updated_at` moves with every change to an account, whoever makes it, and is indexed: the newest
 * change is one index read, which the user search's cache keys on.
 */
export const m007UsersChangedIndex: Migration = {
  async up(db) {
    await db.raw(
      'ALTER TABLE users MODIFY updated_at TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3) ON UPDATE CURRENT_TIMESTAMP(3), ADD INDEX users_updated_at_idx (updated_at)',
    );
  },
  async down(db) {
    await db.raw(
      'ALTER TABLE users DROP INDEX users_updated_at_idx, MODIFY updated_at TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)',
    );
  },
};
