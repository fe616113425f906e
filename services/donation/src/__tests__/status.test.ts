import { NOT_YOUR_TRANSACTION } from '../domain/payments';
import {
  ADMIN,
  authFor,
  DONOR,
  insertCampaign,
  insertUsers,
  OTHER,
  simulator,
  startPayEnv,
  totalCollected,
  transactionRow,
  type PayEnv,
} from './pay-fixtures';

// Notifications go nowhere here, so only the status call can move the ledger.
let env: PayEnv;
let donorAuth: { authorization: string };

beforeAll(async () => {
  env = await startPayEnv({ deliverNotifications: false });
  await insertUsers(env.svc);
  donorAuth = await authFor(env.svc, DONOR);
});
afterAll(() => env.close());

async function newPayment(
  amount = 25_000,
  method: Record<string, string> = { payment_method: 'bank_transfer', bank: 'bri' },
) {
  const c = await insertCampaign(env.svc);
  const res = await env.svc.app.inject({
    method: 'POST',
    url: `/donation/${c.donation_id}/pay`,
    headers: donorAuth,
    payload: { amount, ...method },
  });
  return { c, ...(res.json() as { transaction_id: string; order_id: string }) };
}

const status = (trxId: string, headers: Record<string, string>) =>
  env.svc.app.inject({ method: 'GET', url: `/donation/status/${trxId}`, headers });

describe('GET /donation/status/:transaction_id', () => {
  it('answers pending, then applies a payment Midtrans reports, counting it once', async () => {
    const p = await newPayment();
    expect((await status(p.transaction_id, donorAuth)).json()).toEqual({ payment_status: 'pending' });
    const paid = await simulator(env.simUrl, 'pay', { order_id: p.order_id });
    expect(paid.body.notification.delivered).toBe(false);
    expect((await transactionRow(env.svc, p.order_id)).status).toBe('pending');

    expect((await status(p.transaction_id, donorAuth)).json()).toEqual({ payment_status: 'settlement' });
    expect((await status(p.transaction_id, donorAuth)).json()).toEqual({ payment_status: 'settlement' });
    expect(await totalCollected(env.svc, p.c.pk)).toBe(25_000);
    expect((await transactionRow(env.svc, p.order_id)).settled_at).toBeInstanceOf(Date);
    // The settlement the status call applied queued the receipt mail, once.
    const row = await transactionRow(env.svc, p.order_id);
    expect(await env.svc.db('mail_jobs').where({ kind: 'receipt', ref: String(row?.id) })).toHaveLength(1);
  });

  it('reports an expiry', async () => {
    const p = await newPayment(15_000, { payment_method: 'qris' });
    await simulator(env.simUrl, 'expire', { order_id: p.order_id });
    expect((await status(p.transaction_id, donorAuth)).json()).toEqual({ payment_status: 'expire' });
    expect(await totalCollected(env.svc, p.c.pk)).toBe(0);
  });

  it("refuses someone else's transaction, lets an admin see it, and needs a token", async () => {
    const p = await newPayment();
    const other = await status(p.transaction_id, await authFor(env.svc, OTHER));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: NOT_YOUR_TRANSACTION });
    expect((await status(p.transaction_id, await authFor(env.svc, ADMIN))).json()).toEqual({
      payment_status: 'pending',
    });
    expect((await status(p.transaction_id, {})).statusCode).toBe(401);
    expect((await status('no-such-transaction', donorAuth)).statusCode).toBe(404);
  });
});
