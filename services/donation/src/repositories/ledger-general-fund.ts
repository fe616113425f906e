import type { Knex } from 'knex';
import type { Db } from '@yayasan/service-kit';

// The general fund's counters: every query on `ledger_general_fund` (one row, migration 011) lives here.

type Conn = Db | Knex.Transaction;

/** The general fund's counters row (migration 011). */
export const generalFundRow = (db: Conn) => db('ledger_general_fund').where({ id: 1 });

/** The counters every chain keeps, in its campaign's row or the general fund's. */
export interface CounterColumns {
  id: number;
  total_collected: number;
  total_disbursed: number;
}

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
