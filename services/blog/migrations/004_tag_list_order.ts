import type { Migration } from '@yayasan/service-kit';

/**
 * A tag's articles newest first, read from one index: each blog_tags row carries a copy of its
 * article's draft flag and publication time (written with the tags, in the article's transaction),
 * and the tag index holds them in list order. A tag's page then reads that page's index entries,
 * never every article of the tag to sort them.
 */
export const m004TagListOrder: Migration = {
  async up(db) {
    await db.schema.alterTable('blog_tags', (t) => {
      t.boolean('draft').notNullable().defaultTo(false);
      t.timestamp('published_at', { precision: 3 }).nullable();
    });
    await db.raw(
      'UPDATE blog_tags t JOIN blogs b ON b.id = t.blog_pk SET t.draft = b.draft, t.published_at = b.published_at',
    );
    await db.schema.alterTable('blog_tags', (t) => {
      t.dropIndex([], 'blog_tags_tag_blog_idx');
    });
    await db.schema.alterTable('blog_tags', (t) => {
      t.index(['tag', 'draft', 'published_at', 'blog_pk'], 'blog_tags_tag_blog_idx');
    });
  },
  async down(db) {
    await db.schema.alterTable('blog_tags', (t) => {
      t.dropIndex([], 'blog_tags_tag_blog_idx');
    });
    await db.schema.alterTable('blog_tags', (t) => {
      t.index(['tag', 'blog_pk'], 'blog_tags_tag_blog_idx');
      t.dropColumn('published_at');
      t.dropColumn('draft');
    });
  },
};
