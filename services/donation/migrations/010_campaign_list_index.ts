import type { Migration } from '@yayasan/service-kit';

/**
 * The campaign list's own index: its order (created_at, id) and every column its status filter reads
 * (expiry_time, total_collected, target_amount). A page's ids and the list's count then come from
 * the index alone, however deep the page; it replaces the (draft, created_at) index it begins with.
 */
export const m010CampaignListIndex: Migration = {
  async up(db) {
    await db.schema.alterTable('donations', (t) => {
      t.index(['draft', 'created_at', 'id', 'expiry_time', 'total_collected', 'target_amount'], 'donations_list_idx');
      t.dropIndex(['draft', 'created_at']);
    });
  },
  async down(db) {
    await db.schema.alterTable('donations', (t) => {
      t.index(['draft', 'created_at']);
      t.dropIndex([], 'donations_list_idx');
    });
  },
};
