import { MESSAGES } from '@yayasan/validation';
import { CAMPAIGN_CLOSED, reservedMessage } from '../domain/payments';
import { parseJakartaTime } from '@yayasan/format';
import {
  authFor,
  DONOR,
  insertCampaign,
  insertPendingTransaction,
  insertUsers,
  simulator,
  startPayEnv,
  totalCollected,
  transactionRow,
  type PayEnv,
} from './pay-fixtures';

let env: PayEnv;
let donorAuth: { authorization: string };

beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
  donorAuth = await authFor(env.svc, DONOR);
});
afterAll(() => env.close());

const pay = (donationId: string, amount: number, payment_method = 'qris') =>
  env.svc.app.inject({
    method: 'POST',
    url: `/donation/${donationId}/pay`,
    headers: donorAuth,
    payload: { amount, payment_method },
  });

const campaign = async (donationId: string) =>
  (await env.svc.app.inject({ method: 'GET', url: `/donation/${donationId}/details` })).json();

describe('pending orders reserve their share of the remaining amount', () => {
  it('accepts exactly one of 50 concurrent payments of the whole remainder; settled it meets the target', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 1_000_000, total_collected: 900_000 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(c.donation_id, 100_000)));
    const accepted = answers.filter((r) => r.statusCode === 201);
    expect(accepted).toHaveLength(1);
    for (const late of answers.filter((r) => r.statusCode !== 201)) {
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ error: reservedMessage(0) });
    }
    expect(await env.svc.db('transactions').where({ donation_pk: c.pk })).toHaveLength(1);

    const { order_id } = accepted[0].json();
    expect((await simulator(env.simUrl, 'pay', { order_id })).body.notification.delivered).toBe(true);
    expect(await totalCollected(env.svc, c.pk)).toBe(1_000_000);
    expect((await campaign(c.donation_id)).status).toBe('Closed');
  });

  it('tells a later donor how much still fits, and takes that amount', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 500_000, total_collected: 400_000 });
    expect((await pay(c.donation_id, 60_000)).statusCode).toBe(201);
    const late = await pay(c.donation_id, 50_000);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: reservedMessage(40_000) });
    expect(late.json().error).toContain('paling banyak 40.000 rupiah');
    expect((await pay(c.donation_id, 40_000)).statusCode).toBe(201);
    // An amount above the settled remainder keeps the spec's message.
    expect((await pay(c.donation_id, 150_000)).json()).toEqual({
      error: 'Donasi tidak boleh lebih dari 100.000 rupiah',
    });
  });

  it('frees the share of an order once it has expired', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 300_000, total_collected: 200_000 });
    const t = await insertPendingTransaction(env.svc, { donation_pk: c.pk, amount: 100_000 });
    await env.svc
      .db('transactions')
      .where({ order_id: t.order_id })
      .update({ expiry_time: new Date(Date.now() - 1000) });
    expect((await pay(c.donation_id, 100_000)).statusCode).toBe(201);
  });
});

describe('a remainder below the minimum donation', () => {
  it('closes the campaign: listed as Closed, and payments are refused as closed', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 1_000_000, total_collected: 995_000 });
    const open = await insertCampaign(env.svc, { target_amount: 1_000_000, total_collected: 990_000 });
    expect((await campaign(c.donation_id)).status).toBe('Closed');
    expect((await campaign(open.donation_id)).status).toBe('Open');
    const list = async (status: string) =>
      (await env.svc.app.inject({ method: 'GET', url: `/get-donation?draft=false&status=${status}&limit=100` })).json();
    const ids = (answer: { donations?: { donation_id: string }[] }) =>
      JSON.stringify(answer).match(/camp-[0-9a-f]+/g) ?? [];
    expect(ids(await list('Closed'))).toContain(c.donation_id);
    expect(ids(await list('Open'))).not.toContain(c.donation_id);
    expect(ids(await list('Open'))).toContain(open.donation_id);

    const res = await pay(c.donation_id, 10_000);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: CAMPAIGN_CLOSED });
    expect((await pay(open.donation_id, 10_000)).statusCode).toBe(201);
    expect((await pay(open.donation_id, 9_999)).json()).toEqual({ error: MESSAGES.donationMinimum });
  });
});

describe('custom_expiry', () => {
  it('sends the expiry the donor is shown, and Midtrans enforces the same moment', async () => {
    const c = await insertCampaign(env.svc);
    const before = Date.now();
    const res = await pay(c.donation_id, 25_000, 'qris');
    expect(res.statusCode).toBe(201);
    const { midtrans_response, order_id } = res.json();
    const expiry = parseJakartaTime(midtrans_response.expiry_time)!.getTime();
    // QRIS: 15 minutes from the order (whole seconds), as sent in custom_expiry.
    expect(expiry).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 15 * 60_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect((await transactionRow(env.svc, order_id)).expiry_time?.getTime()).toBe(expiry);
    const status = await fetch(`${env.simUrl}/v2/${order_id}/status`, {
      headers: { authorization: `Basic ${Buffer.from(`${'SB-Mid-server-integration-test'}:`).toString('base64')}` },
    });
    expect((await status.json()).expiry_time).toBe(midtrans_response.expiry_time);
  });
});
