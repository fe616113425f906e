import type { Knex } from 'knex';
import type { LedgerDayRow } from '../db/tables';

// What is read of the foundation's daily running sums (`ledger_days`); ledger-rollups.ts adds to them.

export type LedgerDayOfMonth = Omit<LedgerDayRow, 'day'> & { month: string; day: string };

/** The daily sums of a range of Jakarta days in day order, each with its month, as 'YYYY-MM' and 'YYYY-MM-DD'. */
export function daysBetween(db: Knex, from: string, to: string): Promise<LedgerDayOfMonth[]> {
  return (
    db('ledger_days')
      .whereBetween('day', [from, to])
      // The column, not the formatted `day` below: the primary key's order, no sort.
      .orderBy('ledger_days.day', 'asc')
      .select<LedgerDayOfMonth[]>(
        db.raw("DATE_FORMAT(day, '%Y-%m') AS month"),
        db.raw("DATE_FORMAT(day, '%Y-%m-%d') AS day"),
        'fund',
        'category',
        'money_in',
        'money_out',
      )
  );
}
