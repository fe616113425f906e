import type { Knex } from 'knex';
import type { LedgerDay } from '@yayasan/contracts';
import { jakartaToday } from '@yayasan/validation';
import { campaignSumsByDay, firstEntryTime } from '../repositories/ledger-entries';
import { jakartaDayStart } from './ledger-range';

// Money in and out by Asia/Jakarta day, for spans short enough that a chart by month would be one or
// two points (issue 42): every day of the span, 0 where nothing moved, so a chart shows the time truly.

/** The longest span given by day; longer spans are read by month. */
export const DAYS_SPAN_MAX = 62;

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/** Every day from `from` to `to` with the sums given (0 for the others); empty when the span is too long. */
export function fillDays(
  from: string,
  to: string,
  sums: Map<string, { money_in: number; money_out: number }>,
): LedgerDay[] {
  const span = daysBetween(from, to);
  if (span < 0 || span >= DAYS_SPAN_MAX) return [];
  return Array.from({ length: span + 1 }, (_, i) => {
    const day = addDays(from, i);
    return { day, money_in: sums.get(day)?.money_in ?? 0, money_out: sums.get(day)?.money_out ?? 0 };
  });
}

/**
 * A campaign's days from its first entry to today, when that is at most DAYS_SPAN_MAX days; read from
 * the (campaign, time, kind, flow, amount) index alone.
 */
export async function campaignDays(db: Knex, pk: number, now = new Date()): Promise<LedgerDay[]> {
  const today = jakartaToday(now);
  const since = jakartaDayStart(addDays(today, -(DAYS_SPAN_MAX - 1)));
  const firstAt = await firstEntryTime(db, pk);
  if (!firstAt || new Date(firstAt) < since) return [];
  const rows = await campaignSumsByDay(db, pk, since);
  const sums = new Map(
    rows.map((r) => [
      new Date(Number(r.day_no) * DAY_MS).toISOString().slice(0, 10),
      { money_in: Number(r.money_in), money_out: Number(r.money_out) },
    ]),
  );
  return fillDays(jakartaToday(new Date(firstAt)), today, sums);
}

/** The foundation's days of a summary range, up to today, from the daily running sums. */
export function summaryDays(
  range: { from: string; to: string },
  daily: { day: string; money_in: number; money_out: number }[],
  now = new Date(),
): LedgerDay[] {
  const today = jakartaToday(now);
  const to = range.to < today ? range.to : today;
  const sums = new Map<string, { money_in: number; money_out: number }>();
  for (const d of daily) {
    const sum = sums.get(d.day) ?? { money_in: 0, money_out: 0 };
    sum.money_in += d.money_in;
    sum.money_out += d.money_out;
    sums.set(d.day, sum);
  }
  return fillDays(range.from, to, sums);
}
