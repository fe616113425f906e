import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@yayasan/service-kit';
import { claimPendingOrders, orderExpiry } from '../repositories/transactions';
import { applyGatewayState } from './ledger';
import { ignoreLedger, type LedgerObserver } from './payment-metrics';
import type { MidtransBody, MidtransGateway } from './midtrans';

export interface ReconcileSettings {
  /** Time between passes; 0 turns the background job off. */
  intervalMs: number;
  /** A pending order unchanged this long is asked about. */
  staleAfterMs: number;
  /** After a claim, other replicas leave the order alone this long. */
  leaseMs: number;
  /** Orders per pass. */
  batch: number;
}

export interface ReconcileResult {
  checked: number;
  moved: number;
}

/**
 * Claims a batch of pending orders that have not changed for a while or are past their expiry.
 * SKIP LOCKED and the claim time make replicas take disjoint batches; the claim commits before
 * Midtrans is asked, so no row lock is held over the network.
 */
async function claimStaleOrders(db: Db, s: ReconcileSettings, now: Date): Promise<string[]> {
  const staleBefore = new Date(now.getTime() - s.staleAfterMs);
  const leaseBefore = new Date(now.getTime() - s.leaseMs);
  return db.transaction((trx) => claimPendingOrders(trx, { staleBefore, leaseBefore, now, batch: s.batch }));
}

const isNotFound = (err: unknown) =>
  typeof err === 'object' && err !== null && 'httpStatusCode' in err && Number(err.httpStatusCode) === 404;

/**
 * One reconciliation pass: asks Midtrans for the status of each claimed order and applies it with
 * the notification's transition code, so a lost notification never leaves a paid donation pending.
 * An order Midtrans never heard of (the charge did not reach it) expires once its time is up.
 */
export async function reconcilePass(
  db: Db,
  gateway: MidtransGateway,
  log: FastifyBaseLogger,
  settings: ReconcileSettings,
  now = new Date(),
  observe: LedgerObserver = ignoreLedger,
): Promise<ReconcileResult> {
  const orders = await claimStaleOrders(db, settings, now);
  let moved = 0;
  for (const orderId of orders) {
    try {
      let answer: MidtransBody;
      try {
        answer = await gateway.status(orderId);
      } catch (err) {
        if (!isNotFound(err)) throw err;
        const expiry = await orderExpiry(db, orderId);
        if (!expiry || new Date(expiry).getTime() > now.getTime()) continue;
        answer = { transaction_status: 'expire' };
      }
      const outcome = await applyGatewayState(db, { ...answer, order_id: orderId });
      observe(outcome);
      if (outcome.result === 'moved') {
        moved += 1;
        log.info({ order_id: orderId, from: outcome.from, to: outcome.to }, 'order reconciled with Midtrans');
      } else if (outcome.result === 'amount_mismatch') {
        log.error({ order_id: orderId }, 'Midtrans status amount differs from the recorded order');
      }
    } catch (err) {
      log.warn({ err, order_id: orderId }, 'reconciliation of an order failed; retried after the lease');
    }
  }
  return { checked: orders.length, moved };
}
