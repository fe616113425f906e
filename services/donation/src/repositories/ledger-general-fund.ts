import type { Knex } from 'knex';
import type { Db } from '@yayasan/service-kit';

// The general fund's counters: every query on `ledger_general_fund` (one row, migration 011) lives here.

type Conn = Db | Knex.Transaction;

/** The counters every chain keeps, in its campaign's row or the general fund's. */
export interface CounterColumns {
  id: number;
  total_collected: number;
  total_disbursed: number;
}

export type FundTotals = Pick<CounterColumns, 'total_collected' | 'total_disbursed'>;

/** The general fund's counters (its one row, migration 011); undefined before that row exists. */
export const generalFundTotals = (db: Conn): Promise<FundTotals | undefined> =>
  db<CounterColumns>('ledger_general_fund').where({ id: 1 }).first('total_collected', 'total_disbursed');

/** The general fund's counters, its row locked until the transaction ends (what posting to its chain holds). */
export const lockedGeneralFundTotals = (trx: Knex.Transaction): Promise<FundTotals | undefined> =>
  trx<CounterColumns>('ledger_general_fund').where({ id: 1 }).forUpdate().first('total_collected', 'total_disbursed');

/** The general fund's counters row, typed as any chain's counters. */
export const generalFundCounters = (db: Conn) => db<CounterColumns>('ledger_general_fund').where({ id: 1 });

export type CounterColumn = 'total_collected' | 'total_disbursed';

/** Adds an amount to a chain's counter (its row from `generalFundCounters` or `campaignCountersRow`). */
export async function addToCounter(
  row: Knex.QueryBuilder<CounterColumns>,
  column: CounterColumn,
  amount: number,
): Promise<void> {
  await row.increment(column, amount);
}

/** Takes an amount off a chain's counter (its row as above), never below 0. */
export async function takeFromCounter(
  trx: Knex.Transaction,
  row: Knex.QueryBuilder<CounterColumns>,
  column: CounterColumn,
  amount: number,
): Promise<void> {
  await row.update({ [column]: trx.raw(`GREATEST(CAST(${column} AS SIGNED) - ?, 0)`, [amount]) });
}
