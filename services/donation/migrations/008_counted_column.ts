import { SETTLED_PAYMENT_STATES } from '@yayasan/contracts';
import type { Migration } from '@yayasan/service-kit';

const COUNTED = `(status IN (${SETTLED_PAYMENT_STATES.map((s) => `'${s}'`).join(', ')}))`;

/**
 * A donation's "counted" state as one indexed column: `status IN (…)` kept the donor list and a
 * donor's history from reading their index in order, so a campaign with 50,000 donations sorted all of
 * them for one page. The column is generated from the status, so it can never disagree with it.
 */
export const m008CountedColumn: Migration = {
  async up(db) {
    await db.raw(`ALTER TABLE transactions ADD COLUMN counted TINYINT(1) AS ${COUNTED} STORED`);
    await db.schema.alterTable('transactions', (t) => {
      t.index(['donation_pk', 'counted', 'listed', 'settled_at'], 'transactions_campaign_counted_idx');
      t.index(['user_id', 'counted', 'settled_at'], 'transactions_donor_counted_idx');
    });
  },
  async down(db) {
    await db.schema.alterTable('transactions', (t) => {
      t.dropIndex([], 'transactions_campaign_counted_idx');
      t.dropIndex([], 'transactions_donor_counted_idx');
      t.dropColumn('counted');
    });
  },
};
