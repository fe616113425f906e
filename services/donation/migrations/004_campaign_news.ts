import { utf8mb4, type Migration } from '@yayasan/service-kit';

/** News an administrator posts on a campaign ("Kabar Terbaru"); the Initial Update stays in donation_updates. */
export const m004CampaignNews: Migration = {
  async up(db) {
    await db.schema.createTable('campaign_news', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      // Public id, the `update_id` of the routes and of the campaign's `updates` list.
      t.string('update_id', 64).notNullable().unique();
      t.integer('donation_pk').unsigned().notNullable();
      t.string('title', 255).notNullable();
      // The cleaned block document ({time, blocks}), as articles store theirs.
      t.json('content').notNullable();
      t.json('pictures').notNullable();
      // Rupiah given out, when the post reports a disbursement ("dana disalurkan").
      t.bigInteger('disbursed_amount').unsigned().nullable();
      t.timestamp('published_at', { precision: 3 }).notNullable();
      t.integer('created_by').unsigned().notNullable();
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      t.timestamp('updated_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      // The tab's list (newest first) and its count read this index only.
      t.index(['donation_pk', 'published_at', 'id'], 'campaign_news_list_idx');
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('campaign_news');
  },
};
