import type { Migration } from '@yayasan/service-kit';

/**
 * The number of published items and of all items, kept in the transaction of every create, edit and
 * delete (domain/gallery-counters.ts): a list's paging total reads one row instead of counting the index.
 */
export const m002GalleryCounters: Migration = {
  async up(db) {
    await db.schema.createTable('gallery_counters', (t) => {
      t.string('name', 32).primary();
      t.bigInteger('value').notNullable().defaultTo(0);
    });
    await db.raw(
      "INSERT INTO gallery_counters (name, value) SELECT 'published', COUNT(*) FROM gallery_items WHERE draft = 0 UNION ALL SELECT 'all', COUNT(*) FROM gallery_items",
    );
  },
  async down(db) {
    await db.schema.dropTable('gallery_counters');
  },
};
