import { SETTLED_PAYMENT_STATES } from '@yayasan/contracts';
import { withDeadlockRetry, type Db } from '@yayasan/service-kit';
import { parseJakartaTime } from '@yayasan/format';
import { changeDonorCount } from './donor-count';
import { changeDonorTotals } from '../repositories/donor-totals';
import { appendEntry, lockCampaign, newReceiptCode } from './ledger-chain';
import { addToCollected, takeFromCollected } from '../repositories/donations';
import { contributionSeqOf } from '../repositories/ledger-entries';
import { enqueueMailJobs } from '../repositories/mail-jobs';
import { lockOrder, updateTransaction } from '../repositories/transactions';
import type { MidtransBody } from './midtrans';
import type { LedgerStatus, TransactionRow } from '../db/tables';

/** States whose amount is counted in the campaign's collected total. */
export const SUCCESSFUL: readonly LedgerStatus[] = SETTLED_PAYMENT_STATES;
const REVERSED: readonly LedgerStatus[] = ['refund', 'chargeback'];
const CLOSED_UNPAID: readonly LedgerStatus[] = ['expire', 'cancel', 'deny', 'failure'];

export const isSuccessful = (s: string) => SUCCESSFUL.some((state) => state === s);

/** Where each state may go next: the ledger only moves forward. */
const NEXT: Record<LedgerStatus, readonly LedgerStatus[]> = {
  pending: ['settlement', 'capture', ...CLOSED_UNPAID],
  // A captured card payment settles later, or is voided (cancel/deny) or refunded.
  capture: ['settlement', 'cancel', 'deny', ...REVERSED],
  settlement: REVERSED,
  expire: [],
  cancel: [],
  deny: [],
  failure: [],
  refund: [],
  chargeback: [],
};

/**
 * The state a gateway status means for the ledger. A capture counts only when its fraud status is
 * accept; a challenged capture stays pending until Midtrans accepts or denies it.
 * Null: a status this site does not act on (partial refunds, authorize…).
 */
export function ledgerStatusOf(transactionStatus: unknown, fraudStatus: unknown): LedgerStatus | null {
  switch (transactionStatus) {
    case 'capture':
      if (fraudStatus === 'deny') return 'deny';
      return fraudStatus === undefined || fraudStatus === null || fraudStatus === 'accept' ? 'capture' : 'pending';
    case 'settlement':
    case 'pending':
    case 'expire':
    case 'cancel':
    case 'deny':
    case 'failure':
    case 'refund':
    case 'chargeback':
      return transactionStatus;
    default:
      return null;
  }
}

/** How a move changes the campaign's collected total, as a multiple of the amount (+1, 0, -1). */
export function totalEffect(from: LedgerStatus, to: LedgerStatus): -1 | 0 | 1 {
  const before = isSuccessful(from);
  const after = isSuccessful(to);
  if (!before && after) return 1;
  if (before && !after) return -1;
  return 0;
}

export const canMove = (from: LedgerStatus, to: LedgerStatus) => NEXT[from].includes(to);

export type ApplyOutcome =
  | { result: 'unknown' }
  | { result: 'amount_mismatch'; row: TransactionRow }
  | { result: 'unchanged' | 'ignored' | 'moved'; row: TransactionRow; from: LedgerStatus; to: LedgerStatus };

/**
 * Applies a gateway state (a verified notification or a status answer) to the order's transaction:
 * the row is locked (SELECT … FOR UPDATE), the state may only move forward, and the campaign's
 * collected total and the donor's totals change, the ledger gets its entry (a contribution when the
 * payment starts counting, a reversal when it stops) and the receipt mail is queued in the same database transaction — so
 * repeated, concurrent or out-of-order notifications count and acknowledge a payment exactly once.
 * Only the demo seed turns the receipt off (`queueReceipt: false`): its donations were never paid.
 */
export async function applyGatewayState(
  db: Db,
  body: MidtransBody,
  { queueReceipt = true }: { queueReceipt?: boolean } = {},
): Promise<ApplyOutcome> {
  const orderId = String(body.order_id ?? '');
  // A deadlock victim's run left nothing behind, and every move is idempotent: it is simply run again
  // (a notification answered 500 would wait for Midtrans's retry, a reconciliation for the next pass).
  return withDeadlockRetry(() =>
    db.transaction(async (trx) => {
      const row = await lockOrder(trx, orderId);
      if (!row) return { result: 'unknown' as const };
      row.amount = Number(row.amount);
      if (body.gross_amount !== undefined && Number(body.gross_amount) !== row.amount) {
        return { result: 'amount_mismatch' as const, row };
      }
      const from = row.status;
      const to = ledgerStatusOf(body.transaction_status, body.fraud_status);
      if (to === null || to === from) {
        return { result: to === null ? ('ignored' as const) : ('unchanged' as const), row, from, to: from };
      }
      if (!canMove(from, to)) return { result: 'ignored' as const, row, from, to: from };

      const now = new Date();
      const changes: Partial<TransactionRow> & { last_notification: string } = {
        status: to,
        fraud_status: typeof body.fraud_status === 'string' ? body.fraud_status : row.fraud_status,
        last_notification: JSON.stringify(body),
        updated_at: now,
      };
      if (!row.transaction_id && typeof body.transaction_id === 'string') changes.transaction_id = body.transaction_id;
      const effect = totalEffect(from, to);
      if (effect === 1) {
        changes.settled_at = parseJakartaTime(body.settlement_time) ?? parseJakartaTime(body.transaction_time) ?? now;
        changes.receipt_code = row.receipt_code ?? newReceiptCode();
      }
      await updateTransaction(trx, row.id, changes);
      // The campaign lock orders this append after every other writer of the campaign's chain.
      const campaign = effect === 0 ? undefined : await lockCampaign(trx, row.donation_pk);
      if (effect === 1) {
        await addToCollected(trx, row.donation_pk, row.amount);
        if (campaign) {
          await appendEntry(trx, row.donation_pk, {
            kind: 'online_contribution',
            flow: 'in',
            amount: row.amount,
            fund: campaign.fund,
            transaction_pk: row.id,
            occurred_at: changes.settled_at!,
          });
        }
        // The receipt mail and the administrators' notification are queued with the move itself: they
        // exist exactly when the payment counts, and their unique (kind, ref) keys keep any later
        // duplicate from queuing a second one.
        if (queueReceipt) {
          const job = { ref: String(row.id), userId: Number(row.user_id) };
          await enqueueMailJobs(trx, [
            { kind: 'receipt', ...job },
            { kind: 'donation-notification', ...job },
          ]);
        }
      } else if (effect === -1) {
        await takeFromCollected(trx, row.donation_pk, row.amount);
        const contributionSeq = await contributionSeqOf(trx, row.id);
        if (campaign && contributionSeq !== undefined) {
          await appendEntry(trx, row.donation_pk, {
            kind: 'reversal',
            flow: 'in',
            amount: row.amount,
            fund: campaign.fund,
            transaction_pk: row.id,
            reverses_seq: contributionSeq,
            description: to,
            occurred_at: now,
          });
        }
      }
      await changeDonorCount(trx, row.donation_pk, effect);
      // After the campaign lock, as every writer of donor totals takes them: no lock-order cycle.
      await changeDonorTotals(trx, row.user_id === null ? null : Number(row.user_id), row.amount, effect);
      return { result: 'moved' as const, row: { ...row, ...changes }, from, to };
    }),
  );
}
