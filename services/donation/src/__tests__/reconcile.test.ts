import { MidtransGateway } from '../domain/midtrans';
import { resolveReconcileSettings } from '../config';
import { reconcilePass } from '../domain/reconcile';
import {
  authFor,
  DONOR,
  insertCampaign,
  insertPendingTransaction,
  insertUsers,
  postNotification,
  signedNotification,
  simulator,
  SERVER_KEY,
  startPayEnv,
  totalCollected,
  transactionRow,
  type PayEnv,
} from './pay-fixtures';

// Notifications go to a closed port: every one of them is lost.
let env: PayEnv;
let donorAuth: { authorization: string };

beforeAll(async () => {
  env = await startPayEnv({
    deliverNotifications: false,
    payments: { reconcile: { intervalMs: 0, staleAfterMs: 0 } },
  });
  await insertUsers(env.svc);
  donorAuth = await authFor(env.svc, DONOR);
});
afterAll(() => env.close());

/** One pass, as the background job runs it (each call is what one replica does). */
const reconcile = () =>
  reconcilePass(
    env.svc.db,
    new MidtransGateway({ serverKey: SERVER_KEY, clientKey: 'client', baseUrl: env.simUrl }),
    env.svc.app.log,
    resolveReconcileSettings({ staleAfterMs: 0 }),
  );

async function payFor(donationId: string, amount: number) {
  const res = await env.svc.app.inject({
    method: 'POST',
    url: `/donation/${donationId}/pay`,
    headers: donorAuth,
    payload: { amount, payment_method: 'bank_transfer', bank: 'bni' },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { order_id: string };
}

describe('reconciliation with Midtrans', () => {
  it('settles a paid order whose notification was lost, counting it once', async () => {
    const c = await insertCampaign(env.svc);
    const { order_id } = await payFor(c.donation_id, 50_000);
    const paid = await simulator(env.simUrl, 'pay', { order_id });
    expect(paid.body.notification.delivered).toBe(false);
    expect((await transactionRow(env.svc, order_id)).status).toBe('pending');

    const pass = await reconcile();
    expect(pass.moved).toBeGreaterThanOrEqual(1);
    expect((await transactionRow(env.svc, order_id)).status).toBe('settlement');
    expect(await totalCollected(env.svc, c.pk)).toBe(50_000);
    // Settled orders are not asked about again.
    await env.svc.db('transactions').where({ order_id }).update({ reconciled_at: null });
    await reconcile();
    expect(await totalCollected(env.svc, c.pk)).toBe(50_000);
    // The reconciled settlement queued the receipt mail once, and the late notification adds none.
    const row = await transactionRow(env.svc, order_id);
    await postNotification(env.svc, signedNotification({ order_id, gross_amount: '50000.00' }));
    expect(await env.svc.db('mail_jobs').where({ kind: 'receipt', ref: String(row?.id) })).toHaveLength(1);
  });

  it('expires an order Midtrans expired, and one Midtrans never heard of once its time is up', async () => {
    const c = await insertCampaign(env.svc);
    const { order_id } = await payFor(c.donation_id, 30_000);
    await simulator(env.simUrl, 'expire', { order_id });
    const lost = await insertPendingTransaction(env.svc, { donation_pk: c.pk, amount: 20_000 });
    const young = await insertPendingTransaction(env.svc, { donation_pk: c.pk, amount: 10_000 });
    await env.svc
      .db('transactions')
      .where({ order_id: lost.order_id })
      .update({ expiry_time: new Date(Date.now() - 60_000) });
    await env.svc
      .db('transactions')
      .where({ order_id: young.order_id })
      .update({ expiry_time: new Date(Date.now() + 60 * 60_000) });

    await reconcile();
    expect((await transactionRow(env.svc, order_id)).status).toBe('expire');
    expect((await transactionRow(env.svc, lost.order_id)).status).toBe('expire');
    // Unknown to Midtrans but still within its time: it may yet be charged; left pending.
    expect((await transactionRow(env.svc, young.order_id)).status).toBe('pending');
    expect(await totalCollected(env.svc, c.pk)).toBe(0);
  });

  it('lets concurrent passes (replicas) share the work without asking about an order twice', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 10_000_000 });
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push(await payFor(c.donation_id, 10_000 + i));
    for (const o of orders) await simulator(env.simUrl, 'pay', { order_id: o.order_id });
    await env.svc.db('transactions').update({ reconciled_at: null });
    const pending = await env.svc.db('transactions').where({ status: 'pending' }).count({ n: '*' });
    const passes = await Promise.all([reconcile(), reconcile()]);
    const settledHere = await env.svc.db('transactions').where({ donation_pk: c.pk, status: 'settlement' });
    expect(settledHere).toHaveLength(6);
    expect(passes[0].moved + passes[1].moved).toBe(6);
    // Every pending order was claimed by exactly one of the two.
    expect(passes[0].checked + passes[1].checked).toBe(Number(pending[0].n));
    expect(await totalCollected(env.svc, c.pk)).toBe(orders.length * 10_000 + 15);
  });

  it('runs by itself every interval', async () => {
    const timed = await startPayEnv({
      deliverNotifications: false,
      // No lease: a pass that asked before the payment does not hold the order back.
      payments: { reconcile: { intervalMs: 50, staleAfterMs: 0, leaseMs: 0 } },
    });
    try {
      await insertUsers(timed.svc);
      const c = await insertCampaign(timed.svc);
      const res = await timed.svc.app.inject({
        method: 'POST',
        url: `/donation/${c.donation_id}/pay`,
        headers: await authFor(timed.svc, DONOR),
        payload: { amount: 40_000, payment_method: 'qris' },
      });
      const { order_id } = res.json();
      await simulator(timed.simUrl, 'pay', { order_id });
      const deadline = Date.now() + 45_000;
      while ((await transactionRow(timed.svc, order_id)).status === 'pending' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 25));
      }
      expect((await transactionRow(timed.svc, order_id)).status).toBe('settlement');
    } finally {
      await timed.close();
    }
  }, 60_000);
});
