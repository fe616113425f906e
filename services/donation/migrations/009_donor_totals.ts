import type { Migration } from '@yayasan/service-kit';
import { rebuildDonorTotals } from '../src/repositories/donor-totals';

/**
 * Per-donor totals of counted donations: a donor's history summed all of their rows (a year of
 * monthly gifts and more) on every page. Backfilled from the transactions; kept by the ledger since.
 */
export const m009DonorTotals: Migration = {
  async up(db) {
    await db.schema.createTable('donor_totals', (t) => {
      t.integer('user_id').unsigned().primary();
      t.integer('donations').unsigned().notNullable().defaultTo(0);
      t.bigInteger('amount').unsigned().notNullable().defaultTo(0);
    });
    await rebuildDonorTotals(db);
  },
  async down(db) {
    await db.schema.dropTableIfExists('donor_totals');
  },
};
