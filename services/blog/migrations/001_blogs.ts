import { utf8mb4, type Migration } from '@yayasan/service-kit';

export const m001Blogs: Migration = {
  async up(db) {
    await db.schema.createTable('blogs', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      // Public slug used in URLs.
      t.string('blog_id', 191).notNullable().unique();
      t.string('title', 255).notNullable();
      t.string('banner', 500).notNullable().defaultTo('');
      t.string('des', 255).notNullable().defaultTo('');
      // The stored {time, blocks} document.
      t.json('content').nullable();
      // Tags in their original spelling; blog_tags holds the lower-cased copy for filtering.
      t.json('tags').nullable();
      t.integer('author_id').unsigned().notNullable();
      t.boolean('draft').notNullable().defaultTo(false);
      t.integer('total_likes').unsigned().notNullable().defaultTo(0);
      t.integer('total_comments').unsigned().notNullable().defaultTo(0);
      t.integer('total_parent_comments').unsigned().notNullable().defaultTo(0);
      t.integer('total_reads').unsigned().notNullable().defaultTo(0);
      t.timestamp('published_at', { precision: 3 }).nullable();
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      t.timestamp('updated_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      t.index(['draft', 'published_at'], 'blogs_draft_published_idx');
      t.index(['author_id', 'draft', 'published_at'], 'blogs_author_draft_published_idx');
    });
    await db.raw('ALTER TABLE blogs ADD FULLTEXT INDEX blogs_title_des_ft (title, des)');

    await db.schema.createTable('blog_tags', (t) => {
      utf8mb4(t);
      t.integer('blog_pk').unsigned().notNullable().references('id').inTable('blogs').onDelete('CASCADE');
      t.string('tag', 100).notNullable();
      t.primary(['blog_pk', 'tag']);
      t.index(['tag', 'blog_pk'], 'blog_tags_tag_blog_idx');
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('blog_tags');
    await db.schema.dropTableIfExists('blogs');
  },
};
