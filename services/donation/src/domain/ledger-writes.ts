import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  ANONYMOUS_DONOR_NAME,
  type DisbursementBody,
  type LedgerEntry,
  type OfflineDonationAnswer,
  type OfflineDonationBody,
} from '@yayasan/contracts';
import { httpUrlOf } from '@yayasan/blocks/server';
import { formatRupiah } from '@yayasan/format';
import { badRequest, notFound, type Db } from '@yayasan/service-kit';
import {
  GENERAL_FUND_ROOM,
  LEDGER_MESSAGES,
  checkDisbursement,
  checkOfflineDonation,
  checkReversalReason,
  normalizeEmail,
  overBalanceMessage,
  isDisbursementCategory,
} from '@yayasan/validation';
import { changeDonorCount } from './donor-count';
import {
  appendEntry,
  lockAccount,
  lockCampaign,
  newReceiptCode,
  toPublicEntry,
  type LedgerAccount,
  countersRow,
} from './ledger-chain';
import { jakartaDayStart } from './ledger-range';
import { addToDisbursed } from '../repositories/donations';
import { addToCounter, takeFromCounter, type CounterColumn } from '../repositories/ledger-general-fund';
import { entryAt, reversalOf } from '../repositories/ledger-entries';
import { insertOfflineGift, markRefunded, unpaidAmount } from '../repositories/transactions';
import { queueOfflineReceipt } from './offline-donor-mail';
import { enqueueMailJobs } from '../repositories/mail-jobs';

// What administrators write to the open ledger: disbursements, gifts received outside Midtrans and
// reversals, each as a new entry of the account's chain under the account's lock.

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
  // checkDisbursement has refused an unknown category already; this tells the compiler so.
  const category = body.category;
  if (!isDisbursementCategory(category)) throw badRequest(LEDGER_MESSAGES.categoryInvalid);
  checkedProofs(proofs);
  return db.transaction(async (trx) => {
    const campaign = await lockCampaign(trx, pk);
    if (!campaign) throw notFound('Kampanye tidak ditemukan');
    const balance = campaign.total_collected - campaign.total_disbursed;
    if (body.amount > balance) throw badRequest(overBalanceMessage(formatRupiah(balance)));
    await addToDisbursed(trx, pk, body.amount);
    const entry = await appendEntry(trx, pk, {
      kind: 'disbursement',
      flow: 'out',
      amount: body.amount,
      fund: campaign.fund,
      category,
      description: body.description.trim(),
      proofs,
      recorded_by: recordedBy,
      occurred_at: jakartaDayStart(body.date),
    });
    return toPublicEntry(entry);
  });
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
    const transactionPk = await insertOfflineGift(trx, {
      order_id: orderId,
      donation_pk: pk,
      donor_name: anonymous ? ANONYMOUS_DONOR_NAME : givenName,
      anonymous,
      amount: body.amount,
      payment_method: body.method,
      listed: body.show_in_donor_list,
      donor_email: email,
      note: body.note?.trim() || null,
      proof,
      recorded_by: recordedBy,
      receipt_code: receiptCode,
      email_campaign_news: Boolean(email && body.campaign_news),
      settled_at: occurredAt,
      // Exports list donations by the day they were given.
      created_at: occurredAt,
      updated_at: now,
    });
    await addToCounter(countersRow(trx, pk), 'total_collected', body.amount);
    await changeDonorCount(trx, pk, 1);
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
    // The donor gets the same receipt as online donors, in the same transaction as the gift; the
    // other administrators hear of it as of an online donation.
    if (email) await queueOfflineReceipt(trx, Number(transactionPk));
    await enqueueMailJobs(trx, [{ kind: 'donation-notification', ref: String(transactionPk), userId: recordedBy }]);
    return { order_id: orderId, receipt_code: receiptCode, entry: toPublicEntry(entry) };
  });
}

/** Takes an amount off a chain's counter, never below 0. */
const decrement = (trx: Knex.Transaction, pk: number, column: CounterColumn, amount: number) =>
  takeFromCounter(trx, countersRow(trx, pk), column, amount);

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
    const target = await entryAt(trx, pk, seq);
    if (!target) throw notFound(LEDGER_MESSAGES.entryNotFound);
    if (target.kind !== 'disbursement' && target.kind !== 'offline_contribution') {
      throw badRequest(LEDGER_MESSAGES.notReversible);
    }
    if (await reversalOf(trx, pk, seq)) {
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
      await changeDonorCount(trx, pk, -1);
      await markRefunded(trx, target.transaction_pk, new Date());
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
