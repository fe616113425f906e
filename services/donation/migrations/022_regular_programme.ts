import type { Migration } from '@yayasan/service-kit';

/**
 * The campaign an administrator marks as the foundation's regular programme ("Program Donasi Rutin",
 * issue 45), which the public /donasi-rutin page offers for monthly pledges. At most one campaign is
 * marked: marking one unmarks the other in the same transaction. Off for every campaign before.
 */
export const m022RegularProgramme: Migration = {
  async up(db) {
    await db.schema.alterTable('donations', (t) => {
      t.boolean('regular_programme').notNullable().defaultTo(false);
      t.index(['regular_programme'], 'donations_regular_programme_idx');
    });
  },
  async down(db) {
    await db.schema.alterTable('donations', (t) => {
      t.dropIndex(['regular_programme'], 'donations_regular_programme_idx');
      t.dropColumn('regular_programme');
    });
  },
};
