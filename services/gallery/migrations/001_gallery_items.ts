import { utf8mb4, type Migration } from '@yayasan/service-kit';

export const m001GalleryItems: Migration = {
  async up(db) {
    await db.schema.createTable('gallery_items', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      t.string('title', 200).notNullable();
      t.string('description', 500).notNullable();
      t.string('image_url', 1000).notNullable();
      t.boolean('draft').notNullable().defaultTo(false);
      t.integer('file_size').unsigned().notNullable().defaultTo(0);
      t.string('category', 50).notNullable().defaultTo('Default');
      // users.id of the administrator who created it (account service's table; no cross-service key).
      t.integer('created_by').unsigned().notNullable();
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      // Public list: published items newest first; the admin list sorts on created_at alone.
      t.index(['draft', 'created_at'], 'gallery_items_draft_created_at');
      t.index(['created_at'], 'gallery_items_created_at');
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('gallery_items');
  },
};
