import { PLEDGE_OVERVIEW_MONTHS, type PledgeOverview, type PledgeOverviewMonth } from '@yayasan/contracts';
import type { Db } from '@yayasan/service-kit';
import { SUCCESSFUL } from './ledger';
import { addMonths, jakartaMonth, monthStart, monthsUpTo } from './pledge-calendar';

/**
 * The foundation's steady income from monthly pledges (administrators' overview): per month the
 * amount pledged (the months that came due, and this month also the active pledges whose day is still
 * ahead), the amount that arrived (settled donations linked to a pledge month: the same donations the
 * open ledger counts), new and stopped pledges; and the pledges by state.
 */

/**
 * Pledges per month by `column`'s Jakarta month: one COUNT per month over its range, so each is a
 * range read on the column's index rather than a scan and a sort of every pledge.
 */
function countPerMonth(db: Db, column: 'created_at' | 'stopped_at', months: string[], exceptState?: string) {
  const [head, ...rest] = months.map((m) =>
    db('pledges')
      .where(column, '>=', monthStart(m))
      .andWhere(column, '<', monthStart(addMonths(m, 1)))
      .modify((q) => void (exceptState && q.whereNot('state', exceptState)))
      .select<MonthFigure[]>(db.raw('? AS month', [m]), db.raw('COUNT(*) AS n')),
  );
  return head.unionAll(rest, true);
}

/** One figure per month (or per state), as MariaDB answers a SUM or COUNT: a number, a decimal string or null. */
type MonthFigure = { month: string; n: number | string | null };

const sumBy = (rows: MonthFigure[]) =>
  new Map(rows.map((r) => [r.month, Number(r.n ?? 0)]));

export async function pledgeOverview(db: Db, now = new Date()): Promise<PledgeOverview> {
  const current = jakartaMonth(now);
  const months = monthsUpTo(current, PLEDGE_OVERVIEW_MONTHS);
  const first = months[0];

  const [pledgedRows, notYetDue, arrivedRows, newRows, stoppedRows, stateRows] = await Promise.all([
    db('pledge_months')
      .where('month', '>=', first)
      .groupBy('month')
      .select<MonthFigure[]>('month', db.raw('SUM(amount) AS n')),
    // This month's promise of active pledges whose day is still ahead (their month is not open yet).
    db('pledges')
      .where('state', 'active')
      .whereNotExists(
        db('pledge_months')
          .select(db.raw('1'))
          .whereRaw('pledge_months.pledge_id = pledges.id')
          .where('month', current),
      )
      .first<{ n: number | string | null } | undefined>(db.raw('SUM(amount) AS n')),
    // A linked donation's month, its status and amount are one index (transactions_pledge_month_idx).
    db('transactions')
      .where('pledge_month', '>=', first)
      .whereIn('status', SUCCESSFUL)
      .groupBy('pledge_month')
      .select<MonthFigure[]>('pledge_month as month', db.raw('SUM(amount) AS n')),
    countPerMonth(db, 'created_at', months, 'linking'),
    countPerMonth(db, 'stopped_at', months),
    db('pledges').groupBy('state').select<{ state: string; n: number | string }[]>('state', db.raw('COUNT(*) AS n')),
  ]);

  const pledged = sumBy(pledgedRows);
  pledged.set(current, (pledged.get(current) ?? 0) + Number(notYetDue?.n ?? 0));
  const arrived = sumBy(arrivedRows);
  const created = sumBy(newRows);
  const stopped = sumBy(stoppedRows);
  const byState = sumBy(stateRows.map((r) => ({ month: r.state, n: r.n })));

  const series: PledgeOverviewMonth[] = months.map((month) => ({
    month,
    pledged: pledged.get(month) ?? 0,
    arrived: arrived.get(month) ?? 0,
    new_pledges: created.get(month) ?? 0,
    stopped_pledges: stopped.get(month) ?? 0,
  }));
  return {
    months: series,
    counts: {
      active: byState.get('active') ?? 0,
      paused: byState.get('paused') ?? 0,
      stopped: byState.get('stopped') ?? 0,
    },
    pledged_this_month: pledged.get(current) ?? 0,
    arrived_this_month: arrived.get(current) ?? 0,
  };
}

/** The overview's months as CSV, as the ledger's exports write it: UTF-8 with a BOM, semicolons, header first. */
export function pledgeOverviewCsv(overview: PledgeOverview): string {
  const header = ['Bulan', 'Dijanjikan (Rp)', 'Diterima (Rp)', 'Donatur tetap baru', 'Berhenti'];
  const lines = overview.months.map((m) => [m.month, m.pledged, m.arrived, m.new_pledges, m.stopped_pledges].join(';'));
  return `\uFEFF${[header.join(';'), ...lines].join('\r\n')}\r\n`;
}
