import type { Knex } from 'knex';
import type { Verification } from '@yayasan/contracts';
import { notFound } from '@yayasan/service-kit';
import { GENERAL_FUND, GENERAL_FUND_LABEL, LEDGER_MESSAGES } from '@yayasan/validation';
import { entriesOfTransaction } from '../repositories/ledger-entries';
import { receiptRow } from '../repositories/transactions';
import { GENERAL_FUND_PK, chainHead, normalizeReceiptCode, verifyChain } from './ledger-chain';

/**
 * What a receipt code proves, without the donor: the donation, its campaign, whether it counts, and
 * the hashes from its entry to the campaign's head, each entry recomputed on the way.
 */
export async function verifyReceipt(db: Knex, rawCode: string): Promise<Verification> {
  const code = normalizeReceiptCode(rawCode);
  const trx = await receiptRow(db, code);
  if (!trx) throw notFound(LEDGER_MESSAGES.receiptCodeNotFound);
  const pk = Number(trx.pk);
  const entries = await entriesOfTransaction(db, pk, trx.id);
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
