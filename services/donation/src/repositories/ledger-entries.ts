import type { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { LedgerEntryKind } from '@yayasan/contracts';
import type { LedgerFund } from '@yayasan/validation';
import type { SnapshotInput } from './ledger-snapshots';
import type { CampaignRow, LedgerEntryRow } from '../db/tables';

// The campaigns' hash-chained ledgers: every query on `ledger_entries` lives here.

/**
 * Each campaign's head (entry count, head hash) with its counters, by one plain SELECT (a consistent
 * read that takes no locks). The head is found campaign by campaign, the last entry of the
 * (campaign, seq) index, so the plan does not hang on the table's statistics: a `GROUP BY … MAX(seq)`
 * derived table let the optimizer pick a lateral plan that ran for minutes on a ledger of 500,000 entries.
 */
export function campaignHeads(db: Knex): Promise<SnapshotInput[]> {
  const headSeq = db('ledger_entries as x')
    .select('x.seq')
    .where('x.donation_pk', db.ref('d.id'))
    .orderBy('x.seq', 'desc')
    .limit(1);
  return db('donations as d')
    .join('ledger_entries as e', (on) => on.on('e.donation_pk', 'd.id').andOn('e.seq', db.raw('?', [headSeq])))
    .select(
      'e.donation_pk',
      'e.seq as entry_count',
      'e.hash as head_hash',
      'd.total_collected as collected',
      'd.total_disbursed as disbursed',
    );
}

/** A transaction's entries in a campaign's chain, in chain order. */
export function entriesOfTransaction(db: Knex, donationPk: number, transactionPk: number): Promise<LedgerEntryRow[]> {
  return db('ledger_entries').where({ donation_pk: donationPk, transaction_pk: transactionPk }).orderBy('seq', 'asc');
}

/** When the campaign's first entry occurred, or null when it has none. */
export async function firstEntryTime(db: Knex, pk: number): Promise<Date | null> {
  const first = await db('ledger_entries')
    .where({ donation_pk: pk })
    .min<{ at: Date | null }>({ at: 'occurred_at' })
    .first();
  return first?.at ?? null;
}

const signed = (flow: 'in' | 'out') =>
  `COALESCE(SUM(CASE WHEN flow = '${flow}' THEN (CASE WHEN kind = 'reversal' THEN -amount ELSE amount END) ELSE 0 END), 0)`;

/**
 * A campaign's money in and out by Jakarta day since an instant, read from the (campaign, time, kind,
 * flow, amount) index alone; the day as days since the epoch.
 */
export function campaignSumsByDay(
  db: Knex,
  pk: number,
  since: Date,
): Promise<{ day_no: unknown; money_in: unknown; money_out: unknown }[]> {
  return (
    db('ledger_entries')
      .where({ donation_pk: pk })
      .where('occurred_at', '>=', since)
      .groupByRaw('day_no')
      // The Jakarta day as days since the epoch, from the instant itself (whatever the session's time zone).
      .select<{ day_no: unknown; money_in: unknown; money_out: unknown }[]>(
        db.raw('FLOOR((UNIX_TIMESTAMP(occurred_at) + 25200) / 86400) AS day_no'),
        db.raw(`${signed('in')} AS money_in`),
        db.raw(`${signed('out')} AS money_out`),
      )
  );
}

/** The kind of a campaign's entry at this seq, if it exists. */
export async function entryKindAt(db: Knex, donationPk: number, seq: number): Promise<string | undefined> {
  return (await db('ledger_entries').where({ donation_pk: donationPk, seq }).first('kind'))?.kind;
}

/** The id of the entry that reverses the campaign's entry at this seq, if one does. */
export async function reversalOf(db: Knex, donationPk: number, seq: number): Promise<number | undefined> {
  return (await db('ledger_entries').where({ donation_pk: donationPk, reverses_seq: seq }).first('id'))?.id;
}

/** Which of these entries of a campaign were reversed, and by which entry. */
export async function reversalsOf(db: Knex, pk: number, seqs: number[]): Promise<Map<number, number>> {
  if (seqs.length === 0) return new Map();
  const rows = await db('ledger_entries')
    .where({ donation_pk: pk })
    .whereIn('reverses_seq', seqs)
    .select('seq', 'reverses_seq');
  return new Map(rows.map((r) => [Number(r.reverses_seq), Number(r.seq)]));
}

/** A campaign's entries of one kind (disbursements unless said), newest first, on the (campaign, kind, seq) index. */
export const disbursementPageQuery = (
  db: Knex,
  pk: number,
  page: { limit: number; offset: number },
  kind: LedgerEntryKind = 'disbursement',
) => db('ledger_entries').where({ donation_pk: pk, kind }).orderBy('seq', 'desc').limit(page.limit).offset(page.offset);

/** The count behind `countEntriesOfKind`; exported so that its plan can be checked. */
export const disbursementCountQuery = (db: Knex, pk: number, kind: LedgerEntryKind = 'disbursement') =>
  db('ledger_entries').where({ donation_pk: pk, kind }).count({ n: '*' });

/** How many entries of one kind (disbursements unless said) a campaign has. */
export async function countEntriesOfKind(db: Knex, pk: number, kind?: LedgerEntryKind): Promise<number> {
  const row = await disbursementCountQuery(db, pk, kind).first();
  return Number(row?.n ?? 0);
}

/** The newest entry of a chain, if it has any. */
export function newestEntry(
  db: Knex | Knex.Transaction,
  pk: number,
): Promise<Pick<LedgerEntryRow, 'seq' | 'hash'> | undefined> {
  return db('ledger_entries').where({ donation_pk: pk }).orderBy('seq', 'desc').first('seq', 'hash');
}

const INSERT_BATCH = 500;

/** Inserts a chain's new entries, in order, in batches. */
export async function insertEntries(trx: Knex.Transaction, rows: Omit<LedgerEntryRow, 'id'>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await trx('ledger_entries').insert(rows.slice(i, i + INSERT_BATCH));
  }
}

/** The stored previous hash of a chain's entry at this seq, if it exists. */
export async function prevHashAt(db: Knex | Knex.Transaction, pk: number, seq: number): Promise<string | undefined> {
  const start = await db('ledger_entries').where({ donation_pk: pk, seq }).first('prev_hash');
  return start ? String(start.prev_hash) : undefined;
}

/** Up to `limit` of a chain's entries from seq `fromSeq` on, in chain order. */
export function entriesFrom(
  db: Knex | Knex.Transaction,
  pk: number,
  fromSeq: number,
  limit: number,
): Promise<LedgerEntryRow[]> {
  return db('ledger_entries').where({ donation_pk: pk }).where('seq', '>=', fromSeq).orderBy('seq', 'asc').limit(limit);
}

/** A chain's sums of entries in and out, each split into those that reverse and the others. */
export function entrySums(
  db: Knex | Knex.Transaction,
  pk: number,
): Promise<{ cin: unknown; rin: unknown; cout: unknown; rout: unknown }> {
  return db('ledger_entries')
    .where({ donation_pk: pk })
    .select(
      db.raw("COALESCE(SUM(CASE WHEN flow = 'in' AND kind <> 'reversal' THEN amount ELSE 0 END), 0) AS cin"),
      db.raw("COALESCE(SUM(CASE WHEN flow = 'in' AND kind = 'reversal' THEN amount ELSE 0 END), 0) AS rin"),
      db.raw("COALESCE(SUM(CASE WHEN flow = 'out' AND kind <> 'reversal' THEN amount ELSE 0 END), 0) AS cout"),
      db.raw("COALESCE(SUM(CASE WHEN flow = 'out' AND kind = 'reversal' THEN amount ELSE 0 END), 0) AS rout"),
    )
    .first<{ cin: unknown; rin: unknown; cout: unknown; rout: unknown }>();
}

/** The seq of a transaction's contribution entry, if it has one. */
export async function contributionSeqOf(trx: Knex.Transaction, transactionPk: number): Promise<number | undefined> {
  const contribution = await trx('ledger_entries')
    .where({ transaction_pk: transactionPk })
    .whereIn('kind', ['online_contribution', 'offline_contribution'])
    .first('seq');
  return contribution ? Number(contribution.seq) : undefined;
}

/** A campaign's entry at this seq, if it exists. */
export function entryAt(
  db: Knex | Knex.Transaction,
  donationPk: number,
  seq: number,
): Promise<LedgerEntryRow | undefined> {
  return db('ledger_entries').where({ donation_pk: donationPk, seq }).first();
}

const signedSum = (db: Knex, flow: 'in' | 'out') =>
  db.raw(
    `COALESCE(SUM(CASE WHEN e.flow = '${flow}' THEN (CASE WHEN e.kind = 'reversal' THEN -e.amount ELSE e.amount END) ELSE 0 END), 0) AS money_${flow}`,
  );

/** A span of time, of one campaign's chain or of every chain (`campaignPk` absent). */
export interface EntrySpan {
  start: Date;
  end: Date;
  campaignPk?: number;
}

/** The entries (alias `e`) that occurred in the span. */
function entriesIn(db: Knex, span: EntrySpan): Knex.QueryBuilder {
  const q = db('ledger_entries as e').where('e.occurred_at', '>=', span.start).where('e.occurred_at', '<', span.end);
  return span.campaignPk === undefined ? q : q.where('e.donation_pk', span.campaignPk);
}

/** Money in and out in the span, by fund. */
export function sumsByFund(
  db: Knex,
  span: EntrySpan,
): Promise<{ fund: LedgerFund; money_in: unknown; money_out: unknown }[]> {
  return entriesIn(db, span)
    .select<{ fund: LedgerFund; money_in: unknown; money_out: unknown }[]>(
      'e.fund',
      signedSum(db, 'in'),
      signedSum(db, 'out'),
    )
    .groupBy('e.fund');
}

/** How many contributions came in the span, and their sum, by kind (online, offline). */
export function contributionsByKind(db: Knex, span: EntrySpan): Promise<{ kind: string; n: number; total: unknown }[]> {
  return entriesIn(db, span)
    .whereIn('e.kind', ['online_contribution', 'offline_contribution'])
    .select('e.kind')
    .count({ n: '*' })
    .sum<{ kind: string; n: number; total: unknown }[]>({ total: 'e.amount' })
    .groupBy('e.kind');
}

export type MoneyOutEntry = Pick<LedgerEntryRow, 'kind' | 'occurred_at' | 'category' | 'description' | 'amount'> &
  Pick<CampaignRow, 'title'>;

/** The entries of money out in the span (disbursements and their reversals) with their campaign's title, in time order. */
export function moneyOutEntries(db: Knex, span: EntrySpan): Promise<MoneyOutEntry[]> {
  return entriesIn(db, span)
    .join('donations as d', 'd.id', 'e.donation_pk')
    .where('e.flow', 'out')
    .orderBy('e.occurred_at', 'asc')
    .orderBy('e.id', 'asc')
    .select<MoneyOutEntry[]>('e.kind', 'e.occurred_at', 'e.category', 'e.description', 'e.amount', 'd.title');
}

/** Disbursements and their reversals in a date range, in time order, from a streamed query. */
export function disbursementsQuery(db: Knex, range: { start: Date; end: Date }): Readable {
  return db('ledger_entries as e')
    .join('donations as d', 'd.id', 'e.donation_pk')
    .where('e.flow', 'out')
    .where('e.occurred_at', '>=', range.start)
    .where('e.occurred_at', '<', range.end)
    .orderBy('e.occurred_at', 'asc')
    .orderBy('e.id', 'asc')
    .select(
      'd.donation_id',
      'd.title',
      'e.seq',
      'e.kind',
      'e.reverses_seq',
      'e.occurred_at',
      'e.category',
      'e.description',
      'e.amount',
      'e.fund',
      'e.proofs',
      'e.created_at',
      'e.hash',
    )
    .stream();
}

/** Money in and gifts still counted per Jakarta day, campaign and way of paying, in [start, end). */
export interface DayFlowRow {
  day_no: unknown;
  donation_pk: unknown;
  channel: string | null;
  payment_method: string | null;
  money_in: unknown;
  gifts: unknown;
}

export function moneyInByDay(db: Knex, range: { start: Date; end: Date }): Promise<DayFlowRow[]> {
  return (
    db('ledger_entries as e')
      .leftJoin('transactions as t', 't.id', 'e.transaction_pk')
      .where('e.flow', 'in')
      .where('e.occurred_at', '>=', range.start)
      .where('e.occurred_at', '<', range.end)
      .groupByRaw('day_no, e.donation_pk, t.channel, t.payment_method')
      // The groups are summed up in any order: no sort of two years of entries.
      .orderByRaw('NULL')
      // The Jakarta day as days since the epoch, from the instant itself (whatever the session's time zone).
      .select<DayFlowRow[]>(
        db.raw('FLOOR((UNIX_TIMESTAMP(e.occurred_at) + 25200) / 86400) AS day_no'),
        'e.donation_pk',
        't.channel',
        't.payment_method',
        db.raw("SUM(CASE WHEN e.kind = 'reversal' THEN -e.amount ELSE e.amount END) AS money_in"),
        db.raw("SUM(CASE WHEN e.kind <> 'reversal' AND t.counted = 1 THEN 1 ELSE 0 END) AS gifts"),
      )
  );
}

const CONTRIBUTIONS = ['online_contribution', 'offline_contribution'];

/** A gift written to the ledger, with its transaction and its campaign (none for the general fund). */
export interface LatestGiftRow {
  order_id: string;
  donation_pk: number;
  donation_id: string | null;
  title: string | null;
  donor_name: string;
  anonymous: number | boolean;
  amount: unknown;
  channel: string;
  payment_method: string;
  bank: string | null;
  settled_at: Date | null;
  occurred_at: Date;
}

/** The latest gifts written to the ledger that still count, newest first. */
export function latestCountedGifts(db: Knex, limit: number): Promise<LatestGiftRow[]> {
  return db('ledger_entries as e')
    .join('transactions as t', 't.id', 'e.transaction_pk')
    .leftJoin('donations as d', 'd.id', 'e.donation_pk')
    .whereIn('e.kind', CONTRIBUTIONS)
    .where('t.counted', true)
    .orderBy('e.id', 'desc')
    .limit(limit)
    .select<LatestGiftRow[]>(
      't.order_id',
      'e.donation_pk',
      'd.donation_id',
      'd.title',
      't.donor_name',
      't.anonymous',
      'e.amount',
      't.channel',
      't.payment_method',
      't.bank',
      't.settled_at',
      'e.occurred_at',
    );
}
