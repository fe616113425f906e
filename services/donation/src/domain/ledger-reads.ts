import type { Knex } from 'knex';
import type {
  CampaignLedger,
  GeneralFundLedger,
  LedgerEntriesPage,
  LedgerEntryKind,
  LedgerMonth,
} from '@yayasan/contracts';
import { GENERAL_FUND, GENERAL_FUND_LABEL, type Fund } from '@yayasan/validation';
import { GENERAL_FUND_PK, chainHead, toPublicEntry } from './ledger-chain';
import { countEntriesOfKind, disbursementPageQuery, reversalsOf } from '../repositories/ledger-entries';
import { campaignMonthsQuery } from '../repositories/ledger-rollups';
import { unpaidAmount } from '../repositories/transactions';
import { campaignDays } from './ledger-days';
import { generalFundTotals } from '../repositories/ledger-general-fund';

// The open ledger as the public reads it: an account's counters, chain head, months and entries.

export const LEDGER_PAGE_SIZE = 10;
export const LEDGER_PAGE_MAX = 50;

const toMonths = (rows: { month: string; money_in: unknown; money_out: unknown }[]): LedgerMonth[] =>
  rows.map((r) => ({ month: String(r.month), money_in: Number(r.money_in), money_out: Number(r.money_out) }));

/** One page of a campaign's entries of one kind, each with the reversal that undid it, if any. */
export async function ledgerEntriesPage(
  db: Knex,
  pk: number,
  kind: LedgerEntryKind,
  page: { limit: number; offset: number; page: number },
): Promise<LedgerEntriesPage> {
  const [rows, total] = await Promise.all([
    disbursementPageQuery(db, pk, page, kind),
    countEntriesOfKind(db, pk, kind),
  ]);
  const reversed = await reversalsOf(
    db,
    pk,
    rows.map((r) => Number(r.seq)),
  );
  return {
    entries: rows.map((r) => toPublicEntry(r, reversed.get(Number(r.seq)) ?? null)),
    currentPage: page.page,
    totalPages: Math.ceil(total / page.limit),
    total,
  };
}

/** A campaign's public accounts: counters, head, money in/out by month and a page of disbursements. */
export async function campaignLedger(
  db: Knex,
  campaign: {
    id: number;
    donation_id: string;
    fund?: Fund | null;
    target_amount: number;
    total_collected: number;
    total_disbursed?: number;
  },
  page: { limit: number; offset: number; page: number },
): Promise<CampaignLedger> {
  const pk = campaign.id;
  const [head, months, days, rows, total, unpaid] = await Promise.all([
    chainHead(db, pk),
    campaignMonthsQuery(db, pk),
    campaignDays(db, pk),
    disbursementPageQuery(db, pk, page),
    countEntriesOfKind(db, pk),
    unpaidAmount(db, pk),
  ]);
  const reversed = await reversalsOf(
    db,
    pk,
    rows.map((r) => Number(r.seq)),
  );
  const collected = Number(campaign.total_collected);
  const disbursed = Number(campaign.total_disbursed ?? 0);
  return {
    donation_id: campaign.donation_id,
    fund: campaign.fund ?? 'infaq',
    collected,
    disbursed,
    balance: collected - disbursed,
    available: Math.max(0, Number(campaign.target_amount) - collected - unpaid),
    entry_count: head.seq,
    head_hash: head.hash,
    months: toMonths(months),
    days,
    disbursements: rows.map((r) => toPublicEntry(r, reversed.get(Number(r.seq)) ?? null)),
    currentPage: page.page,
    totalPages: Math.ceil(total / page.limit),
    totalDisbursements: total,
  };
}

/** The general fund's public accounts: its counters, its own chain's head and its months. */
export async function generalFundLedger(db: Knex): Promise<GeneralFundLedger> {
  const [row, head, months] = await Promise.all([
    generalFundTotals(db),
    chainHead(db, GENERAL_FUND_PK),
    campaignMonthsQuery(db, GENERAL_FUND_PK),
  ]);
  const collected = Number(row?.total_collected ?? 0);
  const disbursed = Number(row?.total_disbursed ?? 0);
  return {
    fund: GENERAL_FUND,
    label: GENERAL_FUND_LABEL,
    collected,
    disbursed,
    balance: collected - disbursed,
    entry_count: head.seq,
    head_hash: head.hash,
    months: toMonths(months),
  };
}
