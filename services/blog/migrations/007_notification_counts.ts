import type { Knex } from 'knex';
import { utf8mb4, type Migration } from '@yayasan/service-kit';

/**
 * Fills notification_counts from the notifications as they are: one row per user and type. Used by
 * the migration and by loaders that write notifications in bulk, past the service's code.
 */
export async function backfillNotificationCounts(db: Knex): Promise<void> {
  await db.raw(
    `INSERT INTO notification_counts (user_id, type, n)
     SELECT notification_for, type, COUNT(*) FROM notifications GROUP BY notification_for, type
     ON DUPLICATE KEY UPDATE n = VALUES(n)`,
  );
}

/**
 * Each user's number of notifications per type, kept by the service in the same transaction as the
 * notifications it inserts or deletes: /all-notifications-count reads a row or two instead of
 * counting tens of thousands of index entries, and a deep page can be read from the list's end.
 */
export const m007NotificationCounts: Migration = {
  async up(db) {
    await db.schema.createTable('notification_counts', (t) => {
      utf8mb4(t);
      t.integer('user_id').unsigned().notNullable();
      t.string('type', 10).notNullable();
      t.integer('n').notNullable().defaultTo(0);
      t.primary(['user_id', 'type']);
    });
    await backfillNotificationCounts(db);
  },
  async down(db) {
    await db.schema.dropTableIfExists('notification_counts');
  },
};
