import type { Migration } from '@yayasan/service-kit';

/**
 * An author's published article count and total reads (the profile's counters, read by the account
 * service) from one index alone: 2,000 articles are 2,000 index entries, not 2,000 row reads.
 */
export const m005AuthorTotalsIndex: Migration = {
  async up(db) {
    await db.schema.alterTable('blogs', (t) => {
      t.index(['author_id', 'draft', 'total_reads'], 'blogs_author_reads_idx');
    });
  },
  async down(db) {
    await db.schema.alterTable('blogs', (t) => {
      t.dropIndex([], 'blogs_author_reads_idx');
    });
  },
};
