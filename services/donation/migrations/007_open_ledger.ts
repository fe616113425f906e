import { utf8mb4, type Migration } from '@yayasan/service-kit';
import { backfillLedger } from '../src/domain/ledger-backfill';

/**
 * The open ledger: an append-only, hash-chained entry per movement of money, a fund per
 * campaign, offline gifts stored as transactions (no user, channel 'offline'), and a public receipt
 * code per settled donation. Existing settled donations are chained in settlement order.
 */
export const m007OpenLedger: Migration = {
  async up(db) {
    await db.schema.alterTable('donations', (t) => {
      t.string('fund', 20).notNullable().defaultTo('infaq');
      // Disbursements less reversed ones: a counter beside total_collected, both equal to the ledger's sums.
      t.bigInteger('total_disbursed').unsigned().notNullable().defaultTo(0);
    });
    await db.schema.alterTable('transactions', (t) => {
      // Offline gifts have no account behind them.
      t.integer('user_id').unsigned().nullable().alter();
      t.string('channel', 10).notNullable().defaultTo('online');
      // Whether the gift shows in the campaign's donor list (the admin's choice for offline gifts).
      t.boolean('listed').notNullable().defaultTo(true);
      t.string('donor_email', 320).nullable();
      t.string('note', 500).nullable();
      t.string('proof', 500).nullable();
      t.integer('recorded_by').unsigned().nullable();
      t.string('receipt_code', 16).nullable().unique();
      // The donations export reads a range of order dates.
      t.index(['created_at'], 'transactions_created_idx');
    });
    await db.schema.createTable('ledger_entries', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      t.integer('donation_pk').unsigned().notNullable();
      t.integer('seq').unsigned().notNullable();
      t.string('kind', 24).notNullable();
      // 'in' for contributions, 'out' for disbursements; a reversal carries the flow it undoes.
      t.string('flow', 3).notNullable();
      t.bigInteger('amount').unsigned().notNullable();
      t.string('fund', 20).notNullable();
      t.string('category', 20).nullable();
      t.text('description').nullable();
      t.json('proofs').nullable();
      t.integer('transaction_pk').unsigned().nullable();
      t.integer('reverses_seq').unsigned().nullable();
      t.integer('recorded_by').unsigned().nullable();
      t.timestamp('occurred_at', { precision: 3 }).notNullable();
      t.timestamp('created_at', { precision: 3 }).notNullable();
      t.specificType('prev_hash', 'CHAR(64)').notNullable();
      t.specificType('hash', 'CHAR(64)').notNullable();
      // One chain per campaign: a second writer at the same position fails instead of forking it.
      t.unique(['donation_pk', 'seq'], { indexName: 'ledger_campaign_seq_unique' });
      // An entry is reversed at most once.
      t.unique(['donation_pk', 'reverses_seq'], { indexName: 'ledger_reverses_unique' });
      t.index(['donation_pk', 'kind', 'seq'], 'ledger_campaign_kind_idx');
      t.index(['transaction_pk'], 'ledger_transaction_idx');
      t.index(['occurred_at'], 'ledger_occurred_idx');
      // The disbursements export reads a range of one flow in time order.
      t.index(['flow', 'occurred_at'], 'ledger_flow_occurred_idx');
      // The campaign's money in/out by month, read from the index alone.
      t.index(['donation_pk', 'occurred_at', 'kind', 'flow', 'amount'], 'ledger_campaign_month_idx');
    });
    // Each campaign's head as published once a day (Asia/Jakarta day): a later rewrite of the chain
    // cannot match a head already published.
    await db.schema.createTable('ledger_snapshots', (t) => {
      utf8mb4(t);
      t.increments('id').primary();
      t.string('day', 10).notNullable();
      t.integer('donation_pk').unsigned().notNullable();
      t.integer('entry_count').unsigned().notNullable();
      t.specificType('head_hash', 'CHAR(64)').notNullable();
      t.bigInteger('collected').unsigned().notNullable();
      t.bigInteger('disbursed').unsigned().notNullable();
      t.timestamp('created_at', { precision: 3 }).notNullable().defaultTo(db.fn.now(3));
      t.unique(['day', 'donation_pk'], { indexName: 'ledger_snapshots_day_unique' });
    });
    // The ledger's running sums, kept with every append (src/repositories/ledger-rollups.ts): the campaign's
    // chart by Jakarta month, the foundation summary by Jakarta day, fund and category ('' for none).
    await db.schema.createTable('ledger_campaign_months', (t) => {
      t.integer('donation_pk').unsigned().notNullable();
      t.string('month', 7).notNullable();
      t.bigInteger('money_in').notNullable().defaultTo(0);
      t.bigInteger('money_out').notNullable().defaultTo(0);
      t.primary(['donation_pk', 'month']);
    });
    await db.schema.createTable('ledger_days', (t) => {
      t.date('day').notNullable();
      t.string('fund', 20).notNullable();
      t.string('category', 20).notNullable().defaultTo('');
      t.bigInteger('money_in').notNullable().defaultTo(0);
      t.bigInteger('money_out').notNullable().defaultTo(0);
      t.primary(['day', 'fund', 'category']);
    });
    await backfillLedger(db);
  },
  async down(db) {
    await db.schema.dropTableIfExists('ledger_days');
    await db.schema.dropTableIfExists('ledger_campaign_months');
    await db.schema.dropTableIfExists('ledger_snapshots');
    await db.schema.dropTableIfExists('ledger_entries');
    await db.schema.alterTable('transactions', (t) => {
      t.dropIndex(['created_at'], 'transactions_created_idx');
      t.dropUnique(['receipt_code']);
      for (const c of ['channel', 'listed', 'donor_email', 'note', 'proof', 'recorded_by', 'receipt_code'])
        t.dropColumn(c);
    });
    await db.schema.alterTable('donations', (t) => {
      t.dropColumn('fund');
      t.dropColumn('total_disbursed');
    });
  },
};
