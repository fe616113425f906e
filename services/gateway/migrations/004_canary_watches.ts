import { utf8mb4, type Migration } from '@yayasan/service-kit';

/**
 * A canary being judged by what visitors meet (src/releases/canary-watch.ts): kept here rather than in
 * a release command's memory, so the gateway's job goes on judging it when the command is not left
 * running, and after any restart. At most one per remote; a switch of the remote ends it.
 */
export const m004CanaryWatches: Migration = {
  async up(db) {
    await db.schema.createTable('canary_watches', (t) => {
      utf8mb4(t);
      t.string('remote', 20).primary();
      t.string('version', 80).notNullable();
      t.dateTime('until_at', { precision: 3 }).notNullable();
      // Page views each side needs before a promotion (null: the analysis's default).
      t.integer('min_page_views').unsigned().nullable();
      t.dateTime('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
    });
  },
  async down(db) {
    await db.schema.dropTable('canary_watches');
  },
};
