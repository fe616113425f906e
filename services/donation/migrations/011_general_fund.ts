import type { Migration } from '@yayasan/service-kit';

/**
 * The foundation's general fund ("Dana Umum Yayasan"), where an administrator records what no
 * campaign has room for. Its entries form their own chain in `ledger_entries` under campaign key 0
 * (no campaign has id 0); this one row is what a campaign's row is to its chain: the lock every
 * append takes, and the counters that must equal the chain's sums (`npm run ledger:verify`).
 */
export const m011GeneralFund: Migration = {
  async up(db) {
    await db.schema.createTable('ledger_general_fund', (t) => {
      t.tinyint('id').unsigned().primary();
      t.bigInteger('total_collected').unsigned().notNullable().defaultTo(0);
      t.bigInteger('total_disbursed').unsigned().notNullable().defaultTo(0);
    });
    await db('ledger_general_fund').insert({ id: 1 });
  },
  async down(db) {
    await db.schema.dropTableIfExists('ledger_general_fund');
  },
};
