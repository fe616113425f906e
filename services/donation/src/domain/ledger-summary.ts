import type { Knex } from 'knex';
import type { LedgerMonth, LedgerSummary } from '@yayasan/contracts';
import {
  DISBURSEMENT_CATEGORIES,
  DISBURSEMENT_CATEGORY_LABELS,
  LEDGER_FUNDS,
  LEDGER_FUND_LABELS,
} from '@yayasan/validation';
import { daysBetween } from '../repositories/ledger-days';
import { summaryDays } from './ledger-days';

/**
 * The foundation's accounts over a range of Jakarta days: the daily running sums (day × fund ×
 * category, kept with every append) read in day order and added up here by month, fund and category.
 */
export async function ledgerSummary(
  db: Knex,
  range: { from: string; to: string; start: Date; end: Date },
): Promise<LedgerSummary> {
  const days = await daysBetween(db, range.from, range.to);
  const months = new Map<string, LedgerMonth>();
  const byFund = new Map<string, { money_in: number; money_out: number }>();
  const byCategory = new Map<string, number>();
  for (const d of days) {
    const moneyIn = Number(d.money_in);
    const moneyOut = Number(d.money_out);
    const month = months.get(d.month) ?? { month: d.month, money_in: 0, money_out: 0 };
    month.money_in += moneyIn;
    month.money_out += moneyOut;
    months.set(d.month, month);
    const fund = byFund.get(d.fund) ?? { money_in: 0, money_out: 0 };
    fund.money_in += moneyIn;
    fund.money_out += moneyOut;
    byFund.set(d.fund, fund);
    if (d.category) byCategory.set(d.category, (byCategory.get(d.category) ?? 0) + moneyOut);
  }
  const monthList = [...months.values()];
  return {
    from: range.from,
    to: range.to,
    money_in: monthList.reduce((s, m) => s + m.money_in, 0),
    money_out: monthList.reduce((s, m) => s + m.money_out, 0),
    months: monthList,
    days: summaryDays(
      range,
      days.map((d) => ({ day: d.day, money_in: Number(d.money_in), money_out: Number(d.money_out) })),
    ),
    funds: LEDGER_FUNDS.map((fund) => ({
      fund,
      label: LEDGER_FUND_LABELS[fund],
      money_in: byFund.get(fund)?.money_in ?? 0,
      money_out: byFund.get(fund)?.money_out ?? 0,
    })),
    categories: DISBURSEMENT_CATEGORIES.map((category) => ({
      category,
      label: DISBURSEMENT_CATEGORY_LABELS[category],
      money_out: byCategory.get(category) ?? 0,
    })),
  };
}
