import type { Migration } from '@yayasan/service-kit';

/**
 * A campaign's number of donors kept on its row: counting its counted transactions on every details
 * call read tens of thousands of index entries for a large campaign. The writers that make a donation
 * count or stop counting (settlement, offline gift, reversal) change it in their own transaction; the
 * column starts from the rows as they are.
 */
export const m016CampaignDonorCount: Migration = {
  async up(db) {
    await db.schema.alterTable('donations', (t) => {
      t.integer('donor_count').unsigned().notNullable().defaultTo(0);
    });
    await db.raw(
      `UPDATE donations d
         JOIN (SELECT donation_pk, COUNT(*) AS n FROM transactions WHERE counted = 1 GROUP BY donation_pk) t
           ON t.donation_pk = d.id
          SET d.donor_count = t.n`,
    );
  },
  async down(db) {
    await db.schema.alterTable('donations', (t) => {
      t.dropColumn('donor_count');
    });
  },
};
