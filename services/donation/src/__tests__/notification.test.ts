import { INVALID_SIGNATURE } from '../routes/notification';
import {
  insertCampaign,
  insertPendingTransaction,
  insertUsers,
  postNotification,
  signedNotification,
  startPayEnv,
  totalCollected,
  transactionRow,
  type PayEnv,
} from './pay-fixtures';

let env: PayEnv;

beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
});
afterAll(() => env.close());

const notify = (body: unknown) => postNotification(env.svc, body);

async function pendingOrder(amount = 50_000) {
  const c = await insertCampaign(env.svc);
  const t = await insertPendingTransaction(env.svc, { donation_pk: c.pk, amount });
  return { c, t };
}

describe('POST /midtrans/notification', () => {
  it('applies a signed settlement: status, settlement time and the collected total', async () => {
    const { c, t } = await pendingOrder();
    const res = await notify(
      signedNotification({ ...t, transaction_status: 'settlement', settlement_time: '2025-03-04 12:30:00' }),
    );
    expect(res.statusCode).toBe(200);
    const row = await transactionRow(env.svc, t.order_id);
    expect(row?.status).toBe('settlement');
    // Midtrans writes Jakarta time (UTC+7).
    expect(row?.settled_at?.toISOString()).toBe('2025-03-04T05:30:00.000Z');
    expect(await totalCollected(env.svc, c.pk)).toBe(50_000);
  });

  it('refuses a forged signature with 403 and changes nothing', async () => {
    const { c, t } = await pendingOrder();
    const forged = signedNotification({ ...t, transaction_status: 'settlement' }, 'not-the-server-key');
    const res = await notify(forged);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: INVALID_SIGNATURE });
    // A genuine signature over other figures does not cover a changed amount or status either.
    const tampered = {
      ...signedNotification({ ...t, transaction_status: 'expire' }),
      transaction_status: 'settlement',
    };
    expect((await notify(tampered)).statusCode).toBe(403);
    const noSignature = { ...signedNotification({ ...t }), signature_key: '' };
    expect((await notify(noSignature)).statusCode).toBe(403);
    expect((await transactionRow(env.svc, t.order_id)).status).toBe('pending');
    expect(await totalCollected(env.svc, c.pk)).toBe(0);
  });

  it("refuses a status named like an object's own property with 403, not a server error", async () => {
    const { t } = await pendingOrder();
    for (const transaction_status of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const res = await notify({ ...signedNotification({ ...t }), transaction_status, signature_key: 'a' });
      expect(res.statusCode).toBe(403);
    }
    expect((await transactionRow(env.svc, t.order_id)).status).toBe('pending');
  });

  it('acknowledges a verified notification for an unknown order with 200 without side effects', async () => {
    const c = await insertCampaign(env.svc);
    const res = await notify(signedNotification({ order_id: 'UNKNOWN-ORDER-1', gross_amount: '50000.00' }));
    // Midtrans retries and alerts on anything but 2xx; the order is logged for a person instead.
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', result: 'unknown' });
    expect(await env.svc.db('transactions').where({ order_id: 'UNKNOWN-ORDER-1' })).toHaveLength(0);
    expect(await totalCollected(env.svc, c.pk)).toBe(0);
  });

  it('answers 400 for a body without the signed fields', async () => {
    expect((await notify({ order_id: 'x' })).statusCode).toBe(400);
  });

  it('counts a repeated settlement once', async () => {
    const { c, t } = await pendingOrder(75_000);
    const body = signedNotification({ ...t, transaction_status: 'settlement' });
    for (let i = 0; i < 3; i++) expect((await notify(body)).statusCode).toBe(200);
    expect(await totalCollected(env.svc, c.pk)).toBe(75_000);
  });

  it('never moves backwards: a late pending or expire after settlement is ignored', async () => {
    const { c, t } = await pendingOrder();
    await notify(signedNotification({ ...t, transaction_status: 'settlement' }));
    expect((await notify(signedNotification({ ...t, transaction_status: 'pending' }))).statusCode).toBe(200);
    expect((await notify(signedNotification({ ...t, transaction_status: 'expire' }))).statusCode).toBe(200);
    expect((await transactionRow(env.svc, t.order_id)).status).toBe('settlement');
    expect(await totalCollected(env.svc, c.pk)).toBe(50_000);
  });

  it('an expired order stays expired and never counts', async () => {
    const { c, t } = await pendingOrder();
    await notify(signedNotification({ ...t, transaction_status: 'expire' }));
    await notify(signedNotification({ ...t, transaction_status: 'settlement' }));
    expect((await transactionRow(env.svc, t.order_id)).status).toBe('expire');
    expect(await totalCollected(env.svc, c.pk)).toBe(0);
  });

  it('a refund after settlement subtracts once; a repeated refund does nothing more', async () => {
    const { c, t } = await pendingOrder(40_000);
    const other = await insertPendingTransaction(env.svc, { donation_pk: c.pk, amount: 60_000 });
    await notify(signedNotification({ ...t, transaction_status: 'settlement' }));
    await notify(signedNotification({ ...other, transaction_status: 'settlement' }));
    expect(await totalCollected(env.svc, c.pk)).toBe(100_000);
    const refund = signedNotification({ ...t, transaction_status: 'refund' });
    await notify(refund);
    await notify(refund);
    expect((await transactionRow(env.svc, t.order_id)).status).toBe('refund');
    expect(await totalCollected(env.svc, c.pk)).toBe(60_000);
    // And a settlement arriving after the refund does not count it again.
    await notify(signedNotification({ ...t, transaction_status: 'settlement' }));
    expect(await totalCollected(env.svc, c.pk)).toBe(60_000);
  });

  it('a chargeback after settlement subtracts; a refund of a pending order changes nothing', async () => {
    const { c, t } = await pendingOrder(30_000);
    await notify(signedNotification({ ...t, transaction_status: 'refund' }));
    expect((await transactionRow(env.svc, t.order_id)).status).toBe('pending');
    await notify(signedNotification({ ...t, transaction_status: 'settlement' }));
    await notify(signedNotification({ ...t, transaction_status: 'chargeback' }));
    expect((await transactionRow(env.svc, t.order_id)).status).toBe('chargeback');
    expect(await totalCollected(env.svc, c.pk)).toBe(0);
  });

  it('a capture counts only with fraud_status accept, and its later settlement does not count twice', async () => {
    const { c, t } = await pendingOrder(20_000);
    await notify(
      signedNotification({
        ...t,
        transaction_status: 'capture',
        fraud_status: 'challenge',
        payment_type: 'credit_card',
      }),
    );
    expect((await transactionRow(env.svc, t.order_id)).status).toBe('pending');
    expect(await totalCollected(env.svc, c.pk)).toBe(0);
    await notify(
      signedNotification({ ...t, transaction_status: 'capture', fraud_status: 'accept', payment_type: 'credit_card' }),
    );
    expect((await transactionRow(env.svc, t.order_id)).status).toBe('capture');
    expect(await totalCollected(env.svc, c.pk)).toBe(20_000);
    await notify(signedNotification({ ...t, transaction_status: 'settlement', payment_type: 'credit_card' }));
    expect((await transactionRow(env.svc, t.order_id)).status).toBe('settlement');
    expect(await totalCollected(env.svc, c.pk)).toBe(20_000);
  });

  it('a capture with fraud_status deny is denied', async () => {
    const { c, t } = await pendingOrder(20_000);
    await notify(signedNotification({ ...t, transaction_status: 'capture', fraud_status: 'deny' }));
    expect((await transactionRow(env.svc, t.order_id)).status).toBe('deny');
    expect(await totalCollected(env.svc, c.pk)).toBe(0);
  });

  it('acknowledges a signed notification whose amount differs from the order with 200, changing nothing', async () => {
    const { c, t } = await pendingOrder(50_000);
    const res = await notify(signedNotification({ ...t, gross_amount: '5000000.00' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', result: 'amount_mismatch' });
    expect((await transactionRow(env.svc, t.order_id)).status).toBe('pending');
    expect(await totalCollected(env.svc, c.pk)).toBe(0);
  });
});
