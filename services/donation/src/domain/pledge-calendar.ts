import { jakartaParts } from '@yayasan/format';

/**
 * A pledge's calendar, in Asia/Jakarta: months are 'YYYY-MM', due days 'YYYY-MM-DD'. Every month has
 * the pledge's day (1–28), so a due date is simply the month and the day.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** Jakarta is UTC+7 all year (no daylight saving). */
export const JAKARTA_OFFSET_MS = 7 * 3600_000;

/** The instant a Jakarta month begins. */
export function monthStart(month: string): Date {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 1) - JAKARTA_OFFSET_MS);
}

/** The Jakarta month of an instant. */
export function jakartaMonth(at: Date): string {
  const p = jakartaParts(at);
  return `${p.year}-${pad(p.month)}`;
}

/** The Jakarta day of the month of an instant. */
export const jakartaDay = (at: Date): number => jakartaParts(at).day;

/** The month `n` months after `month` (before, for a negative n). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

export const dueDate = (month: string, day: number) => `${month}-${pad(day)}`;

/** Whether the pledge's day of `month` has come at `now` (Jakarta). */
export function isDue(month: string, day: number, now: Date): boolean {
  const current = jakartaMonth(now);
  return month < current || (month === current && jakartaDay(now) >= day);
}

/**
 * The next day the pledge asks for a gift: this month's day while it is still ahead and the month is
 * unpaid, else next month's.
 */
export function nextDueDate(day: number, now: Date, currentMonthPaid: boolean): string {
  const month = jakartaMonth(now);
  if (!currentMonthPaid && jakartaDay(now) < day) return dueDate(month, day);
  return dueDate(addMonths(month, 1), day);
}

/** The `count` months up to and including `last`, oldest first. */
export function monthsUpTo(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(last, i - count + 1));
}
