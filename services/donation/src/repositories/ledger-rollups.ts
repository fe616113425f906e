import type { Knex } from 'knex';

/**
 * Running sums of the ledger (tables made by migration 007), kept in the same transaction as the entries they sum, so the public
 * accounts never aggregate a campaign's (or the foundation's) whole history per request:
 * `ledger_campaign_months` (campaign × Jakarta month) feeds the campaign's chart, `ledger_days`
 * (Jakarta day × fund × category) the foundation summary over any range of days.
 */

const JAKARTA_MS = 7 * 3600_000;

/** The Jakarta calendar day of an instant, YYYY-MM-DD. */
export const jakartaDay = (at: Date) => new Date(at.getTime() + JAKARTA_MS).toISOString().slice(0, 10);

export interface RollupInput {
  donation_pk: number;
  kind: string;
  flow: 'in' | 'out';
  amount: number | string;
  fund: string;
  category: string | null;
  occurred_at: Date;
}

/** An entry's signed effect: a reversal takes back what the entry it names added. */
const signed = (e: RollupInput) => (e.kind === 'reversal' ? -1 : 1) * Number(e.amount);

function sums<K extends string>(entries: RollupInput[], keyOf: (e: RollupInput) => K) {
  const out = new Map<K, { money_in: number; money_out: number }>();
  for (const e of entries) {
    const key = keyOf(e);
    const sum = out.get(key) ?? { money_in: 0, money_out: 0 };
    if (e.flow === 'in') sum.money_in += signed(e);
    else sum.money_out += signed(e);
    out.set(key, sum);
  }
  // Rows are upserted in key order, so concurrent appends lock shared day rows in one order.
  return [...out.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

async function upsert(trx: Knex.Transaction, table: string, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  await trx(table)
    .insert(rows)
    .onConflict()
    .merge({
      money_in: trx.raw('money_in + VALUES(money_in)'),
      money_out: trx.raw('money_out + VALUES(money_out)'),
    });
}

/** Adds appended entries to both running sums (call inside the appending transaction). */
export async function addToRollups(trx: Knex.Transaction, entries: RollupInput[]): Promise<void> {
  const months = sums(entries, (e) => `${e.donation_pk}|${jakartaDay(e.occurred_at).slice(0, 7)}`);
  await upsert(
    trx,
    'ledger_campaign_months',
    months.map(([key, s]) => {
      const [pk, month] = key.split('|');
      return { donation_pk: Number(pk), month, ...s };
    }),
  );
  const days = sums(entries, (e) => `${jakartaDay(e.occurred_at)}|${e.fund}|${e.category ?? ''}`);
  await upsert(
    trx,
    'ledger_days',
    days.map(([key, s]) => {
      const [day, fund, category] = key.split('|');
      return { day, fund, category, ...s };
    }),
  );
}

/** A campaign's (or the general fund's) money in and out by Jakarta month, from its running sums. */
export const campaignMonthsQuery = (db: Knex, pk: number) =>
  db('ledger_campaign_months')
    .where({ donation_pk: pk })
    .orderBy('month', 'asc')
    .select('month', 'money_in', 'money_out');
