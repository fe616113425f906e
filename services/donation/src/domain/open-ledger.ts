import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  ANONYMOUS_DONOR_NAME,
  type CampaignLedger,
  type DisbursementBody,
  type GeneralFundLedger,
  type LedgerEntriesPage,
  type LedgerEntry,
  type LedgerEntryKind,
  type LedgerMonth,
  type LedgerSummary,
  type OfflineDonationAnswer,
  type OfflineDonationBody,
  type Verification,
} from '@yayasan/contracts';
import { httpUrlOf } from '@yayasan/blocks/server';
import { formatRupiah } from '@yayasan/format';
import { badRequest, notFound, type Db } from '@yayasan/service-kit';
import {
  DISBURSEMENT_CATEGORIES,
  DISBURSEMENT_CATEGORY_LABELS,
  GENERAL_FUND,
  GENERAL_FUND_LABEL,
  GENERAL_FUND_ROOM,
  LEDGER_FUNDS,
  LEDGER_FUND_LABELS,
  LEDGER_MESSAGES,
  checkDateRange,
  checkDisbursement,
  checkOfflineDonation,
  checkReversalReason,
  jakartaToday,
  normalizeEmail,
  overBalanceMessage,
  type DisbursementCategory,
  type Fund,
  type LedgerFund,
  type OfflineMethod,
} from '@yayasan/validation';
import {
  GENERAL_FUND_PK,
  appendEntry,
  chainHead,
  countersRow,
  generalFundRow,
  lockAccount,
  lockCampaign,
  newReceiptCode,
  normalizeReceiptCode,
  toPublicEntry,
  verifyChain,
  type LedgerAccount,
  type LedgerEntryRow,
} from './ledger-chain';

export const LEDGER_PAGE_SIZE = 10;
export const LEDGER_PAGE_MAX = 50;
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
export function thisYear(now = new Date()): { from: string; to: string } {
  const today = jakartaToday(now);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

// ---- writes (administrators) -----------------------------------------------------------------------

function checkedProofs(urls: readonly string[]): string[] {
  const proofs = urls.map((p) => p.trim()).filter(Boolean);
  if (proofs.some((p) => !httpUrlOf(p))) throw badRequest(LEDGER_MESSAGES.proofInvalid);
  return proofs;
}

/**
 * Records money leaving a campaign. Under the campaign lock, the amount may not exceed the
 * balance (collected − disbursed): two disbursements at once cannot both spend the same rupiah.
 */
export async function recordDisbursement(
  db: Db,
  pk: number,
  body: DisbursementBody,
  recordedBy: number,
): Promise<LedgerEntry> {
  const proofs = body.proofs.map((p) => p.trim()).filter(Boolean);
  const problem = checkDisbursement({ ...body, proofs });
  if (problem) throw badRequest(problem);
  checkedProofs(proofs);
  return db.transaction(async (trx) => {
    const campaign = await lockCampaign(trx, pk);
    if (!campaign) throw notFound('Kampanye tidak ditemukan');
    const balance = campaign.total_collected - campaign.total_disbursed;
    if (body.amount > balance) throw badRequest(overBalanceMessage(formatRupiah(balance)));
    await trx('donations').where({ id: pk }).increment('total_disbursed', body.amount);
    const entry = await appendEntry(trx, pk, {
      kind: 'disbursement',
      flow: 'out',
      amount: body.amount,
      fund: campaign.fund,
      category: body.category as DisbursementCategory,
      description: body.description.trim(),
      proofs,
      recorded_by: recordedBy,
      occurred_at: jakartaDayStart(body.date),
    });
    return toPublicEntry(entry);
  });
}

/**
 * Rupiah of the campaign's online orders still pending: each may yet settle without another check,
 * past its expiry too (a payment made in its last second is reported later, and the order stays
 * pending until Midtrans or the reconciler closes it), so an offline gift leaves room for all of them.
 */
export async function unpaidAmount(db: Knex, pk: number): Promise<number> {
  const row = (await db('transactions')
    .where({ donation_pk: pk, status: 'pending' })
    .sum({ unpaid: 'amount' })
    .first()) as { unpaid: string | number | null } | undefined;
  return Number(row?.unpaid ?? 0);
}

/**
 * What a new offline gift may still add to an account, read under its lock: a campaign's target less
 * its collected total and its pending online orders (§11 "Payments reserve": they hold their share),
 * never below 0; the general fund has no target.
 */
export async function giftRoom(trx: Knex.Transaction, account: LedgerAccount): Promise<number> {
  if (account.target_amount === null) return GENERAL_FUND_ROOM;
  return Math.max(0, account.target_amount - account.total_collected - (await unpaidAmount(trx, account.id)));
}

/**
 * Records a gift received outside Midtrans, to a campaign or (pk GENERAL_FUND_PK) to the general
 * fund: a settled transaction on the offline channel (so donor lists, totals, exports and
 * verification read one table) and its ledger entry, in one transaction. The amount follows the
 * online rules against the room the account has left, checked under the account's lock that every
 * settlement, payment and other gift of the campaign also takes: together they never pass the target.
 */
export async function recordOfflineDonation(
  db: Db,
  pk: number,
  body: OfflineDonationBody,
  recordedBy: number,
): Promise<OfflineDonationAnswer> {
  // Everything but the room first, so a malformed gift takes no lock.
  const problem = checkOfflineDonation(body, GENERAL_FUND_ROOM);
  if (problem) throw badRequest(problem);
  const proof = body.proof?.trim() ? checkedProofs([body.proof])[0] : null;
  const givenName = (body.donor_name ?? '').trim();
  const anonymous = body.anonymous === true || !givenName || givenName === ANONYMOUS_DONOR_NAME;
  const email = body.email?.trim() ? normalizeEmail(body.email) : null;
  const occurredAt = jakartaDayStart(body.date);
  return db.transaction(async (trx) => {
    const account = await lockAccount(trx, pk);
    if (!account) throw notFound('Kampanye tidak ditemukan');
    const overRoom = checkOfflineDonation(body, await giftRoom(trx, account));
    if (overRoom) throw badRequest(overRoom);
    const orderId = `OFF-${Date.now()}-${randomBytes(4).toString('hex')}`;
    const receiptCode = newReceiptCode();
    const now = new Date();
    const [transactionPk] = await trx('transactions').insert({
      order_id: orderId,
      transaction_id: null,
      donation_pk: pk,
      user_id: null,
      donor_name: anonymous ? ANONYMOUS_DONOR_NAME : givenName,
      anonymous,
      amount: body.amount,
      payment_method: body.method as OfflineMethod,
      bank: null,
      status: 'settlement',
      channel: 'offline',
      listed: body.show_in_donor_list,
      donor_email: email,
      note: body.note?.trim() || null,
      proof,
      recorded_by: recordedBy,
      receipt_code: receiptCode,
      settled_at: occurredAt,
      // Exports list donations by the day they were given.
      created_at: occurredAt,
      updated_at: now,
    });
    await countersRow(trx, pk).increment('total_collected', body.amount);
    const entry = await appendEntry(trx, pk, {
      kind: 'offline_contribution',
      flow: 'in',
      amount: body.amount,
      fund: account.fund,
      // The gift's proof (a transfer slip can name the donor) stays on the transaction, out of the entry.
      transaction_pk: Number(transactionPk),
      recorded_by: recordedBy,
      occurred_at: occurredAt,
    });
    return { order_id: orderId, receipt_code: receiptCode, entry: toPublicEntry(entry) };
  });
}

/** Takes an amount off a chain's counter, never below 0. */
const decrement = (trx: Knex.Transaction, pk: number, column: 'total_collected' | 'total_disbursed', amount: number) =>
  countersRow(trx, pk).update({ [column]: trx.raw(`GREATEST(CAST(${column} AS SIGNED) - ?, 0)`, [amount]) });

/**
 * Reverses a disbursement or an offline gift with a new entry (nothing is edited or deleted). Online
 * gifts are reversed only by their gateway (refund, chargeback); a reversal is never reversed, and
 * nothing is reversed twice (also a unique key on the campaign and the reversed position).
 */
export async function reverseEntry(
  db: Db,
  pk: number,
  seq: number,
  reason: string | undefined,
  recordedBy: number,
): Promise<LedgerEntry> {
  const problem = checkReversalReason(reason);
  if (problem) throw badRequest(problem);
  return db.transaction(async (trx) => {
    const campaign = await lockAccount(trx, pk);
    if (!campaign) throw notFound('Kampanye tidak ditemukan');
    const target = (await trx('ledger_entries').where({ donation_pk: pk, seq }).first()) as LedgerEntryRow | undefined;
    if (!target) throw notFound(LEDGER_MESSAGES.entryNotFound);
    if (target.kind !== 'disbursement' && target.kind !== 'offline_contribution') {
      throw badRequest(LEDGER_MESSAGES.notReversible);
    }
    if (await trx('ledger_entries').where({ donation_pk: pk, reverses_seq: seq }).first('id')) {
      throw badRequest(LEDGER_MESSAGES.alreadyReversed);
    }
    const amount = Number(target.amount);
    if (target.kind === 'disbursement') {
      await decrement(trx, pk, 'total_disbursed', amount);
    } else {
      // The gift stops counting: more may already have been disbursed than remains, so check the balance.
      const balance = campaign.total_collected - campaign.total_disbursed;
      if (amount > balance) throw badRequest(overBalanceMessage(formatRupiah(balance)));
      await decrement(trx, pk, 'total_collected', amount);
      await trx('transactions')
        .where({ id: target.transaction_pk })
        .update({ status: 'refund', updated_at: new Date() });
    }
    const entry = await appendEntry(trx, pk, {
      kind: 'reversal',
      flow: target.flow,
      amount,
      fund: target.fund,
      category: target.category,
      description: reason?.trim() || null,
      transaction_pk: target.transaction_pk,
      reverses_seq: seq,
      recorded_by: recordedBy,
      occurred_at: new Date(),
    });
    return toPublicEntry(entry);
  });
}

// ---- public reads ----------------------------------------------------------------------------------

const toMonths = (rows: { month: string; money_in: unknown; money_out: unknown }[]): LedgerMonth[] =>
  rows.map((r) => ({ month: String(r.month), money_in: Number(r.money_in), money_out: Number(r.money_out) }));

/** Which entries of a page were reversed, and by which entry. */
async function reversalsOf(db: Knex, pk: number, seqs: number[]): Promise<Map<number, number>> {
  if (seqs.length === 0) return new Map();
  const rows = (await db('ledger_entries')
    .where({ donation_pk: pk })
    .whereIn('reverses_seq', seqs)
    .select('seq', 'reverses_seq')) as { seq: number; reverses_seq: number }[];
  return new Map(rows.map((r) => [Number(r.reverses_seq), Number(r.seq)]));
}

/** A campaign's entries of one kind (disbursements unless said), newest first, on the (campaign, kind, seq) index. */
export const disbursementPageQuery = (
  db: Knex,
  pk: number,
  page: { limit: number; offset: number },
  kind: LedgerEntryKind = 'disbursement',
) => db('ledger_entries').where({ donation_pk: pk, kind }).orderBy('seq', 'desc').limit(page.limit).offset(page.offset);

export const disbursementCountQuery = (db: Knex, pk: number, kind: LedgerEntryKind = 'disbursement') =>
  db('ledger_entries').where({ donation_pk: pk, kind }).count({ n: '*' });

/** One page of a campaign's entries of one kind, each with the reversal that undid it, if any. */
export async function ledgerEntriesPage(
  db: Knex,
  pk: number,
  kind: LedgerEntryKind,
  page: { limit: number; offset: number; page: number },
): Promise<LedgerEntriesPage> {
  const [rows, counted] = await Promise.all([
    disbursementPageQuery(db, pk, page, kind) as Promise<LedgerEntryRow[]>,
    disbursementCountQuery(db, pk, kind).first() as Promise<{ n: number } | undefined>,
  ]);
  const reversed = await reversalsOf(
    db,
    pk,
    rows.map((r) => Number(r.seq)),
  );
  const total = Number(counted?.n ?? 0);
  return {
    entries: rows.map((r) => toPublicEntry(r, reversed.get(Number(r.seq)) ?? null)),
    currentPage: page.page,
    totalPages: Math.ceil(total / page.limit),
    total,
  };
}

/** Money in and out by Jakarta month, from the running sums kept with every append. */
export const campaignMonthsQuery = (db: Knex, pk: number) =>
  db('ledger_campaign_months')
    .where({ donation_pk: pk })
    .orderBy('month', 'asc')
    .select('month', 'money_in', 'money_out');

/** A campaign's public accounts: counters, head, money in/out by month and a page of disbursements. */
export async function campaignLedger(
  db: Knex,
  campaign: {
    id: number;
    donation_id: string;
    fund?: string | null;
    target_amount: number;
    total_collected: number;
    total_disbursed?: number;
  },
  page: { limit: number; offset: number; page: number },
): Promise<CampaignLedger> {
  const pk = campaign.id;
  const [head, months, rows, counted, unpaid] = await Promise.all([
    chainHead(db, pk),
    campaignMonthsQuery(db, pk) as Promise<{ month: string; money_in: unknown; money_out: unknown }[]>,
    disbursementPageQuery(db, pk, page) as Promise<LedgerEntryRow[]>,
    disbursementCountQuery(db, pk).first() as Promise<{ n: number } | undefined>,
    unpaidAmount(db, pk),
  ]);
  const reversed = await reversalsOf(
    db,
    pk,
    rows.map((r) => Number(r.seq)),
  );
  const collected = Number(campaign.total_collected);
  const disbursed = Number(campaign.total_disbursed ?? 0);
  const total = Number(counted?.n ?? 0);
  return {
    donation_id: campaign.donation_id,
    fund: (campaign.fund ?? 'infaq') as Fund,
    collected,
    disbursed,
    balance: collected - disbursed,
    available: Math.max(0, Number(campaign.target_amount) - collected - unpaid),
    entry_count: head.seq,
    head_hash: head.hash,
    months: toMonths(months),
    disbursements: rows.map((r) => toPublicEntry(r, reversed.get(Number(r.seq)) ?? null)),
    currentPage: page.page,
    totalPages: Math.ceil(total / page.limit),
    totalDisbursements: total,
  };
}

/** The general fund's public accounts: its counters, its own chain's head and its months. */
export async function generalFundLedger(db: Knex): Promise<GeneralFundLedger> {
  const [row, head, months] = await Promise.all([
    generalFundRow(db).first('total_collected', 'total_disbursed'),
    chainHead(db, GENERAL_FUND_PK),
    campaignMonthsQuery(db, GENERAL_FUND_PK) as Promise<{ month: string; money_in: unknown; money_out: unknown }[]>,
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

/**
 * The foundation's accounts over a range of Jakarta days: the daily running sums (day × fund ×
 * category, kept with every append) read in day order and added up here by month, fund and category.
 */
export async function ledgerSummary(
  db: Knex,
  range: { from: string; to: string; start: Date; end: Date },
): Promise<LedgerSummary> {
  const days = (await db('ledger_days')
    .whereBetween('day', [range.from, range.to])
    .orderBy('day', 'asc')
    .select(db.raw("DATE_FORMAT(day, '%Y-%m') AS month"), 'fund', 'category', 'money_in', 'money_out')) as {
    month: string;
    fund: string;
    category: string;
    money_in: unknown;
    money_out: unknown;
  }[];
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

/**
 * What a receipt code proves, without the donor: the donation, its campaign, whether it counts, and
 * the hashes from its entry to the campaign's head, each entry recomputed on the way.
 */
export async function verifyReceipt(db: Knex, rawCode: string): Promise<Verification> {
  const code = normalizeReceiptCode(rawCode);
  // A gift to the general fund has no campaign row (its chain key is GENERAL_FUND_PK).
  const trx = await db('transactions as t')
    .leftJoin('donations as d', 'd.id', 't.donation_pk')
    .where('t.receipt_code', code)
    .first(
      't.id',
      't.amount',
      't.settled_at',
      't.status',
      't.channel',
      't.donation_pk as pk',
      'd.donation_id',
      'd.title',
      'd.fund',
    );
  if (!trx) throw notFound(LEDGER_MESSAGES.receiptCodeNotFound);
  const pk = Number(trx.pk);
  const entries = (await db('ledger_entries')
    .where({ donation_pk: pk, transaction_pk: trx.id })
    .orderBy('seq', 'asc')) as LedgerEntryRow[];
  const contribution = entries.find((e) => e.kind !== 'reversal');
  const reversed = entries.some((e) => e.kind === 'reversal');
  const head = await chainHead(db, pk);
  let path: string[] = [];
  let mismatchSeq: number | null = null;
  if (contribution) {
    // Only the entries from this donation to the head are read and recomputed.
    const walked = await verifyChain(db, pk, { fromSeq: Number(contribution.seq) });
    path = walked.path;
    mismatchSeq = walked.mismatch?.seq ?? null;
  }
  const intact = contribution !== undefined && mismatchSeq === null;
  const stillCounting = trx.status === 'settlement' || trx.status === 'capture';
  return {
    code,
    amount: Number(trx.amount),
    date: new Date(trx.settled_at).toISOString(),
    offline: trx.channel === 'offline',
    donation_id: trx.donation_id ?? '',
    title: trx.title ?? GENERAL_FUND_LABEL,
    fund: (pk === GENERAL_FUND_PK ? GENERAL_FUND : (trx.fund ?? 'infaq')) as LedgerFund,
    counted: intact && stillCounting && !reversed,
    reversed,
    intact,
    mismatch_seq: mismatchSeq,
    entry_seq: contribution ? Number(contribution.seq) : null,
    path,
    head_hash: head.hash,
    entry_count: head.seq,
  };
}
