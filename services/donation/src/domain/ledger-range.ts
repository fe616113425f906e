import { badRequest } from '@yayasan/service-kit';
import { calendarYearToDate, checkDateRange } from '@yayasan/validation';

// The ranges of Jakarta calendar days the ledger's reports and entries are dated by.

/** The UTC instant a Jakarta calendar day starts (YYYY-MM-DD). */
export const jakartaDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+07:00`));
/** The first instant after a Jakarta calendar day. */
export const jakartaDayEnd = (day: string) => new Date(jakartaDayStart(day).getTime() + 86_400_000);

/** A date range from a query: both ends YYYY-MM-DD, checked, with the given defaults. */
export function resolveRange(
  q: { from?: string; to?: string },
  defaults: { from: string; to: string },
): { from: string; to: string; start: Date; end: Date } {
  const from = q.from?.trim() || defaults.from;
  const to = q.to?.trim() || defaults.to;
  const problem = checkDateRange(from, to);
  if (problem) throw badRequest(problem);
  return { from, to, start: jakartaDayStart(from), end: jakartaDayEnd(to) };
}

/** This calendar year so far (Jakarta): the summary's default range. */
export const thisYear = (now = new Date()): { from: string; to: string } => calendarYearToDate(now);
