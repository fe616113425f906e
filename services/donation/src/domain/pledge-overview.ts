import { PLEDGE_OVERVIEW_MONTHS, type PledgeOverview, type PledgeOverviewMonth } from '@yayasan/contracts';
import type { Db } from '@yayasan/service-kit';
import { dueAmountByMonth } from '../repositories/pledge-months';
import { activeNotYetDueSum, countByState, countPerMonth, type MonthFigure } from '../repositories/pledges';
import { pledgeArrivalsByMonth } from '../repositories/transactions';
import { SUCCESSFUL } from './ledger';
import { addMonths, jakartaMonth, monthStart, monthsUpTo } from './pledge-calendar';

/**
 * The foundation's steady income from monthly pledges (administrators' overview): per month the
 * amount pledged (the months that came due, and this month also the active pledges whose day is still
 * ahead), the amount that arrived (settled donations linked to a pledge month: the same donations the
 * open ledger counts), new and stopped pledges; and the pledges by state.
 */

/** Each month with its first instant and the next month's (Jakarta). */
const monthRanges = (months: string[]) =>
  months.map((month) => ({ month, start: monthStart(month), end: monthStart(addMonths(month, 1)) }));

const sumBy = (rows: MonthFigure[]) => new Map(rows.map((r) => [r.month, Number(r.n ?? 0)]));

export async function pledgeOverview(db: Db, now = new Date()): Promise<PledgeOverview> {
  const current = jakartaMonth(now);
  const months = monthsUpTo(current, PLEDGE_OVERVIEW_MONTHS);
  const first = months[0];

  const [pledgedRows, notYetDue, arrivedRows, newRows, stoppedRows, stateRows] = await Promise.all([
    dueAmountByMonth(db, first),
    // This month's promise of active pledges whose day is still ahead (their month is not open yet).
    activeNotYetDueSum(db, current),
    pledgeArrivalsByMonth(db, first, SUCCESSFUL),
    countPerMonth(db, 'created_at', monthRanges(months), 'linking'),
    countPerMonth(db, 'stopped_at', monthRanges(months)),
    countByState(db),
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
