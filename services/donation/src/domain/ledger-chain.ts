import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import stableStringify from 'fast-json-stable-stringify';
import { GENESIS_HASH, type LedgerEntry, type LedgerEntryKind } from '@yayasan/contracts';
import { chainHash, parseJson } from '@yayasan/service-kit';
import { campaignCounters, campaignCountersRow, lockedLedgerColumns } from '../repositories/donations';
import { entriesFrom, entrySums, insertEntries, newestEntry, prevHashAt } from '../repositories/ledger-entries';
import { generalFundCounters, generalFundTotals, lockedGeneralFundTotals } from '../repositories/ledger-general-fund';
import { addToRollups } from '../repositories/ledger-rollups';
import { GENERAL_FUND, type DisbursementCategory, type Fund, type LedgerFund } from '@yayasan/validation';
import type { LedgerEntryRow } from '../db/tables';

type Conn = Knex | Knex.Transaction;

/** An entry as written (its row id is not needed by any reader of an append). */
export type StoredEntry = Omit<LedgerEntryRow, 'id'>;

/** What a writer gives for a new entry; position, time written and hashes are added by the chain. */
export interface EntryInput {
  kind: LedgerEntryKind;
  flow: 'in' | 'out';
  amount: number;
  fund: LedgerFund;
  category?: DisbursementCategory | null;
  description?: string | null;
  proofs?: string[];
  transaction_pk?: number | null;
  reverses_seq?: number | null;
  recorded_by?: number | null;
  occurred_at: Date;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The canonical form of an entry that its hash covers: every stored field but the row id and the
 * hashes, with sorted keys, times as ISO 8601 (milliseconds, as stored) and amounts as integers.
 */
export function canonicalEntry(row: Omit<LedgerEntryRow, 'id' | 'hash' | 'prev_hash'>): string {
  return stableStringify({
    amount: Number(row.amount),
    campaign: Number(row.donation_pk),
    category: row.category ?? null,
    description: row.description ?? null,
    flow: row.flow,
    fund: row.fund,
    kind: row.kind,
    occurred_at: iso(row.occurred_at),
    proofs: parseJson<string[]>(row.proofs, []) ?? [],
    recorded_at: iso(row.created_at),
    recorded_by: row.recorded_by === null || row.recorded_by === undefined ? null : Number(row.recorded_by),
    reverses_seq: row.reverses_seq === null || row.reverses_seq === undefined ? null : Number(row.reverses_seq),
    seq: Number(row.seq),
    transaction: row.transaction_pk === null || row.transaction_pk === undefined ? null : Number(row.transaction_pk),
  });
}

/** hash = sha256(previous hash + canonical entry), hex (the chain hashing the audit trails share). */
export const entryHash = (prevHash: string, row: Omit<LedgerEntryRow, 'id' | 'hash' | 'prev_hash'>) =>
  chainHash(prevHash, canonicalEntry(row));

/** The general fund's chain key in `ledger_entries.donation_pk` (no campaign has id 0). */
export const GENERAL_FUND_PK = 0;

/** A chain's owner as its lock answers it: a campaign (with its target) or the general fund (none). */
export interface LedgerAccount {
  id: number;
  fund: LedgerFund;
  target_amount: number | null;
  total_collected: number;
  total_disbursed: number;
}

/**
 * Locks the campaign row (SELECT … FOR UPDATE) for the rest of the database transaction: every
 * append to a campaign's chain and every change of its counters happens under this lock, so two
 * writers never read the same head and the chain never forks.
 */
export async function lockCampaign(
  trx: Knex.Transaction,
  pk: number,
): Promise<(LedgerAccount & { fund: Fund; target_amount: number }) | undefined> {
  const row = await lockedLedgerColumns(trx, pk);
  if (!row) return undefined;
  return {
    id: Number(row.id),
    fund: row.fund,
    target_amount: Number(row.target_amount),
    total_collected: Number(row.total_collected),
    total_disbursed: Number(row.total_disbursed),
  };
}

/** The general fund's lock and counters: what lockCampaign is to a campaign's chain. */
export async function lockGeneralFund(trx: Knex.Transaction): Promise<LedgerAccount> {
  const row = await lockedGeneralFundTotals(trx);
  return {
    id: GENERAL_FUND_PK,
    fund: GENERAL_FUND,
    target_amount: null,
    total_collected: Number(row?.total_collected ?? 0),
    total_disbursed: Number(row?.total_disbursed ?? 0),
  };
}

/** Locks a chain's owner: the general fund for its key, else the campaign. */
export const lockAccount = (trx: Knex.Transaction, pk: number): Promise<LedgerAccount | undefined> =>
  pk === GENERAL_FUND_PK ? lockGeneralFund(trx) : lockCampaign(trx, pk);

/** The row that holds a chain's counters (total_collected, total_disbursed). */
export const countersRow = (db: Conn, pk: number) =>
  pk === GENERAL_FUND_PK ? generalFundCounters(db) : campaignCountersRow(db, pk);

/** The newest entry's position and hash (0 and the genesis hash for an empty chain). */
export async function chainHead(db: Conn, pk: number): Promise<{ seq: number; hash: string }> {
  const row = await newestEntry(db, pk);
  return row ? { seq: Number(row.seq), hash: String(row.hash) } : { seq: 0, hash: GENESIS_HASH };
}

/**
 * Appends entries to a campaign's chain, in order. The caller holds the campaign lock
 * (`lockCampaign`) in the same transaction. Answers the stored rows.
 */
export async function appendEntries(
  trx: Knex.Transaction,
  pk: number,
  inputs: EntryInput[],
  now: Date = new Date(),
): Promise<StoredEntry[]> {
  let head = await chainHead(trx, pk);
  const rows: StoredEntry[] = [];
  for (const input of inputs) {
    const base = {
      donation_pk: pk,
      seq: head.seq + 1,
      kind: input.kind,
      flow: input.flow,
      amount: input.amount,
      fund: input.fund,
      category: input.category ?? null,
      description: input.description ?? null,
      proofs: JSON.stringify(input.proofs ?? []),
      transaction_pk: input.transaction_pk ?? null,
      reverses_seq: input.reverses_seq ?? null,
      recorded_by: input.recorded_by ?? null,
      occurred_at: new Date(input.occurred_at),
      created_at: now,
    };
    const hash = entryHash(head.hash, base);
    rows.push({ ...base, prev_hash: head.hash, hash });
    head = { seq: base.seq, hash };
  }
  await insertEntries(trx, rows);
  await addToRollups(trx, rows);
  // The rows as stored (times have millisecond precision in both): no read back is needed.
  return rows;
}

export const appendEntry = async (trx: Knex.Transaction, pk: number, input: EntryInput, now?: Date) =>
  (await appendEntries(trx, pk, [input], now))[0];

/** The public shape of an entry: no donor, no transaction, no recorder. */
export function toPublicEntry(row: StoredEntry, reversedBySeq: number | null = null): LedgerEntry {
  return {
    seq: Number(row.seq),
    kind: row.kind,
    amount: Number(row.amount),
    fund: row.fund,
    occurred_at: iso(row.occurred_at),
    recorded_at: iso(row.created_at),
    category: row.category ?? null,
    description: row.description ?? null,
    proofs: parseJson<string[]>(row.proofs, []) ?? [],
    reverses_seq: row.reverses_seq === null ? null : Number(row.reverses_seq),
    reversed_by_seq: reversedBySeq,
    prev_hash: row.prev_hash,
    hash: row.hash,
  };
}

// ---- receipt codes ---------------------------------------------------------------------------------

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECEIPT_CODE_LENGTH = 12;

/** A public receipt code: 12 Crockford base32 characters (60 random bits). */
export function newReceiptCode(): string {
  const bytes = randomBytes(RECEIPT_CODE_LENGTH);
  let code = '';
  for (const b of bytes) code += CROCKFORD[b & 31];
  return code;
}

/** A code as a person may type it: any case, with dashes or spaces, O for 0 and I/L for 1. */
export function normalizeReceiptCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

// ---- verification ----------------------------------------------------------------------------------

export interface ChainMismatch {
  donation_pk: number;
  donation_id: string;
  seq: number;
  reason: string;
}

const VERIFY_BATCH = 1000;

/**
 * Recomputes a campaign's chain in batches by position: from its first entry, or from `fromSeq`
 * (starting at that entry's stored previous hash, so checking one donation reads only the entries
 * from it to the head). Answers the first entry that does not match, the hashes walked and the
 * head's position.
 */
export async function verifyChain(
  db: Conn,
  pk: number,
  o: { fromSeq?: number } = {},
): Promise<{ mismatch: { seq: number; reason: string } | null; path: string[]; count: number }> {
  let expectedSeq = o.fromSeq ?? 1;
  let prev = GENESIS_HASH;
  if (o.fromSeq !== undefined && o.fromSeq > 1) {
    prev = (await prevHashAt(db, pk, o.fromSeq)) ?? GENESIS_HASH;
  }
  const path: string[] = [];
  let mismatch: { seq: number; reason: string } | null = null;
  for (;;) {
    const rows = await entriesFrom(db, pk, expectedSeq, VERIFY_BATCH);
    for (const row of rows) {
      const seq = Number(row.seq);
      if (!mismatch) {
        if (seq !== expectedSeq) mismatch = { seq: expectedSeq, reason: 'entry missing' };
        else if (row.prev_hash !== prev) mismatch = { seq, reason: 'previous hash does not match' };
        else if (entryHash(prev, row) !== row.hash) mismatch = { seq, reason: 'entry does not match its hash' };
      }
      if (o.fromSeq !== undefined) path.push(row.hash);
      prev = row.hash;
      expectedSeq = seq + 1;
    }
    if (rows.length < VERIFY_BATCH) break;
  }
  return { mismatch, path, count: expectedSeq - 1 };
}

/** The campaign's sums from its entries: contributions and disbursements, less what was reversed. */
export async function ledgerTotals(db: Conn, pk: number): Promise<{ collected: number; disbursed: number }> {
  const row = await entrySums(db, pk);
  return {
    collected: Number(row.cin) - Number(row.rin),
    disbursed: Number(row.cout) - Number(row.rout),
  };
}

/**
 * Recomputes every campaign's chain and checks its counters against its entries. Answers the first
 * problem (campaign, position), or null when every chain matches.
 */
export async function verifyAllChains(db: Knex): Promise<{ checked: number; mismatch: ChainMismatch | null }> {
  const campaigns = await campaignCounters(db);
  // The general fund's chain is checked first, like a campaign's, against its own counters.
  const general = await generalFundTotals(db);
  const chains = [{ id: GENERAL_FUND_PK, donation_id: GENERAL_FUND, ...general }, ...campaigns];
  let checked = 0;
  for (const c of chains) {
    const { mismatch, count } = await verifyChain(db, Number(c.id));
    checked += count;
    if (mismatch) return { checked, mismatch: { donation_pk: Number(c.id), donation_id: c.donation_id, ...mismatch } };
    const totals = await ledgerTotals(db, Number(c.id));
    if (totals.collected !== Number(c.total_collected) || totals.disbursed !== Number(c.total_disbursed)) {
      return {
        checked,
        mismatch: {
          donation_pk: Number(c.id),
          donation_id: c.donation_id,
          seq: count,
          reason: `campaign totals (${c.total_collected}/${c.total_disbursed}) differ from the ledger (${totals.collected}/${totals.disbursed})`,
        },
      };
    }
  }
  return { checked, mismatch: null };
}
