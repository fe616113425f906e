import type { Migration } from '@yayasan/service-kit';

/** Payment reminders read the pending orders whose deadline falls within the next hours. */
export const m013PendingDeadlineIndex: Migration = {
  async up(db) {
    await db.schema.alterTable('transactions', (t) => {
      t.index(['status', 'expiry_time'], 'transactions_status_expiry_idx');
    });
  },
  async down(db) {
    await db.schema.alterTable('transactions', (t) => {
      t.dropIndex(['status', 'expiry_time'], 'transactions_status_expiry_idx');
    });
  },
};
