import { MONTHS_ID } from '@yayasan/format';
import type { LedgerDay, LedgerMonth } from '../../lib/ledger-api';

/** One point of the money in/out chart: a day or a month, labelled for the axis and the table. */
export interface FlowPoint {
  key: string;
  label: string;
  money_in: number;
  money_out: number;
}

/** Fewer points than this are shown as bars with their figures: one or two dots on a line say nothing. */
export const LINE_CHART_MIN_POINTS = 3;

/** 'YYYY-MM' → 'Mei 2026'. */
export const monthName = (month: string) => `${MONTHS_ID[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
/** 'YYYY-MM-DD' → '5 Mei'. */
export const dayName = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS_ID[Number(day.slice(5, 7)) - 1]}`;

/** The chart's points: by day when the server gave days (a short span), by month otherwise. */
export function flowPoints(
  months: LedgerMonth[],
  days: LedgerDay[] = [],
): { unit: 'day' | 'month'; points: FlowPoint[] } {
  if (days.length > 0) {
    return { unit: 'day', points: days.map((d) => ({ ...d, key: d.day, label: dayName(d.day) })) };
  }
  return { unit: 'month', points: months.map((m) => ({ ...m, key: m.month, label: monthName(m.month) })) };
}

/**
 * The money axis: always from 0 (a payout on the baseline reads as nothing), to a little above the
 * largest value so the top point is not cut; 1 when everything is 0.
 */
export function moneyAxisRange(values: number[]): [number, number] {
  const max = Math.max(0, ...values);
  return [0, max > 0 ? Math.ceil(max * 1.08) : 1];
}

/** Which point indexes get an axis label: every one for a few, about six for many (a month of days). */
export function labelledIndexes(count: number, most = 6): number[] {
  const step = Math.max(1, Math.ceil(count / most));
  return Array.from({ length: count }, (_, i) => i).filter((i) => i % step === 0);
}
