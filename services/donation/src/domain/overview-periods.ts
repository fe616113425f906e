import { jakartaToday } from '@yayasan/validation';

// The Asia/Jakarta calendar spans the overview compares: today against yesterday, this month so far
// against last month to the same day, this year so far against last year to the same day.

export interface DaySpan {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

/** A calendar day moved by whole days (YYYY-MM-DD, no time zone involved). */
export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A month (YYYY-MM) moved by whole months. */
export function shiftMonth(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const daysInMonth = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

/** The same day of the month in another month, or that month's last day when it is shorter (31 → 30, 29 Feb → 28). */
const sameDayIn = (month: string, day: string) =>
  `${month}-${String(Math.min(Number(day.slice(8, 10)), daysInMonth(month))).padStart(2, '0')}`;

export interface OverviewSpans {
  today: { current: DaySpan; previous: DaySpan };
  month: { current: DaySpan; previous: DaySpan };
  year: { current: DaySpan; previous: DaySpan };
}

export function overviewSpans(now: Date = new Date()): OverviewSpans {
  const today = jakartaToday(now);
  const month = today.slice(0, 7);
  const lastMonth = shiftMonth(month, -1);
  const lastYear = String(Number(today.slice(0, 4)) - 1);
  const yesterday = shiftDay(today, -1);
  return {
    today: { current: { from: today, to: today }, previous: { from: yesterday, to: yesterday } },
    month: {
      current: { from: `${month}-01`, to: today },
      previous: { from: `${lastMonth}-01`, to: sameDayIn(lastMonth, today) },
    },
    year: {
      current: { from: `${today.slice(0, 4)}-01-01`, to: today },
      previous: { from: `${lastYear}-01-01`, to: sameDayIn(`${lastYear}-${today.slice(5, 7)}`, today) },
    },
  };
}
