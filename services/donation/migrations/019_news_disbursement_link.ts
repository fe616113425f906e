import type { Migration } from '@yayasan/service-kit';

/**
 * A news post's "Dana disalurkan" becomes a link to one of its campaign's disbursements (issue 42):
 * the amount is read from the ledger, never typed. The typed number of older posts is kept, renamed,
 * so the change can be undone; a post whose number matches exactly one of the campaign's disbursements
 * not reversed is linked to it, any other typed number is no longer shown.
 */
export const m019NewsDisbursementLink: Migration = {
  async up(db) {
    await db.schema.alterTable('campaign_news', (t) => {
      t.renameColumn('disbursed_amount', 'typed_disbursed_amount');
    });
    await db.schema.alterTable('campaign_news', (t) => {
      // The linked entry's `seq` in the campaign's chain (ledger_entries of the same donation_pk).
      t.integer('disbursement_seq').unsigned().nullable();
    });
    // Only an unambiguous match links: one unreversed disbursement of that exact amount.
    await db.raw(`
      UPDATE campaign_news n
      JOIN (
        SELECT e.donation_pk, e.amount, MIN(e.seq) AS seq
        FROM ledger_entries e
        WHERE e.kind = 'disbursement'
          AND NOT EXISTS (SELECT 1 FROM ledger_entries r WHERE r.donation_pk = e.donation_pk AND r.reverses_seq = e.seq)
        GROUP BY e.donation_pk, e.amount
        HAVING COUNT(*) = 1
      ) m ON m.donation_pk = n.donation_pk AND m.amount = n.typed_disbursed_amount
      SET n.disbursement_seq = m.seq
    `);
  },
  async down(db) {
    // Posts linked since keep their amount as the typed number the old code shows.
    await db.raw(`
      UPDATE campaign_news n
      JOIN ledger_entries e ON e.donation_pk = n.donation_pk AND e.seq = n.disbursement_seq
      SET n.typed_disbursed_amount = e.amount
      WHERE n.typed_disbursed_amount IS NULL
    `);
    await db.schema.alterTable('campaign_news', (t) => {
      t.dropColumn('disbursement_seq');
    });
    await db.schema.alterTable('campaign_news', (t) => {
      t.renameColumn('typed_disbursed_amount', 'disbursed_amount');
    });
  },
};
