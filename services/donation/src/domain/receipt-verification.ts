import type { Knex } from 'knex';
import type { Verification } from '@yayasan/contracts';
import { notFound } from '@yayasan/service-kit';
import { GENERAL_FUND, GENERAL_FUND_LABEL, LEDGER_MESSAGES, type Fund } from '@yayasan/validation';
import type { TransactionTableRow } from '../db/tables';
import { GENERAL_FUND_PK, chainHead, normalizeReceiptCode, verifyChain } from './ledger-chain';

/** A receipt's transaction (settled: it has a code) with its campaign, which a general-fund gift has not. */
type ReceiptRow = Pick<TransactionTableRow, 'id' | 'amount' | 'status' | 'channel'> & {
  settled_at: Date;
  pk: number;
  donation_id: string | null;
  title: string | null;
  fund: Fund | null;
};

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
    .first<ReceiptRow | undefined>(
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
  const entries = await db('ledger_entries').where({ donation_pk: pk, transaction_pk: trx.id }).orderBy('seq', 'asc');
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
    fund: pk === GENERAL_FUND_PK ? GENERAL_FUND : (trx.fund ?? 'infaq'),
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
