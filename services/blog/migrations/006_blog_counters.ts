import type { Migration } from '@yayasan/service-kit';

/**
 * Counters of the published articles, kept in the transaction of every change of that set (see
 * domain/blog-counters.ts): `published` is their number (/all-latest-blogs-count reads it instead of
 * counting the index), `published_version` moves on every change that can alter a word search's
 * answer, so a search result computed once can be reused until then.
 */
export const m006BlogCounters: Migration = {
  async up(db) {
    await db.schema.createTable('blog_counters', (t) => {
      t.string('name', 64).primary();
      t.bigInteger('value').notNullable().defaultTo(0);
    });
    await db.raw(
      "INSERT INTO blog_counters (name, value) SELECT 'published', COUNT(*) FROM blogs WHERE draft = 0 UNION ALL SELECT 'published_version', 0",
    );
  },
  async down(db) {
    await db.schema.dropTable('blog_counters');
  },
};
