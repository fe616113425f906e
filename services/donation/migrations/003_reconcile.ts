import type { Migration } from '@yayasan/service-kit';

export const m003Reconcile: Migration = {
  async up(db) {
    await db.schema.alterTable('transactions', (t) => {
      // When a reconciler last claimed the order to ask Midtrans about it (a lease between replicas).
      t.timestamp('reconciled_at', { precision: 3 }).nullable();
      // The reconciler's scan: pending orders by age.
      t.index(['status', 'updated_at'], 'transactions_status_updated_idx');
    });
  },
  async down(db) {
    await db.schema.alterTable('transactions', (t) => {
      t.dropIndex(['status', 'updated_at'], 'transactions_status_updated_idx');
      t.dropColumn('reconciled_at');
    });
  },
};
