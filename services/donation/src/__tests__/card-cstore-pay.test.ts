import { CARD_MESSAGES, MESSAGES, cstoreMaximumMessage } from '@yayasan/validation';
import { paymentMail } from '../domain/payment-mail';
import {
  DONOR,
  authFor,
  insertCampaign,
  insertUsers,
  simulator,
  startPayEnv,
  totalCollected,
  transactionRow,
  type PayEnv,
} from './pay-fixtures';

/**
 * Card payments with 3-D Secure and convenience stores, end to end through the local Midtrans
 * simulator: the browser's part (the card token) is played by a fetch to the simulator's token
 * endpoint, as the donate page does it; the card number never reaches the donation service.
 */

let env: PayEnv;
let donorAuth: { authorization: string };

beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
  donorAuth = await authFor(env.svc, DONOR);
});
afterAll(() => env.close());

type PayAnswer = {
  order_id: string;
  transaction_id: string;
  midtrans_response: Record<string, unknown> & { redirect_url?: string; payment_code?: string; store?: string };
};

const pay = (donationId: string, body: Record<string, unknown>) =>
  env.svc.app.inject({ method: 'POST', url: `/donation/${donationId}/pay`, headers: donorAuth, payload: body });

async function cardToken(cardNumber = '4811111111111114'): Promise<string> {
  const query = new URLSearchParams({
    client_key: 'SB-Mid-client-integration-test',
    card_number: cardNumber,
    card_exp_month: '12',
    card_exp_year: '2099',
    card_cvv: '123',
  });
  const res = await fetch(`${env.simUrl}/v2/token?${query.toString()}`);
  const body = (await res.json()) as { token_id: string };
  return body.token_id;
}

/** The tester's answer on the simulator's 3-D Secure page; resolves after the notification was delivered. */
async function threeDs(redirectUrl: string, answer: 'approve' | 'deny') {
  const path = new URL(redirectUrl).pathname;
  const res = await fetch(`${env.simUrl}${path}/${answer}`, { method: 'POST', redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') };
}

const statusOf = async (orderId: string) => (await transactionRow(env.svc, orderId)).status;
const pending = async () =>
  (await env.svc.app.inject({ method: 'GET', url: '/donation/pending', headers: donorAuth })).json().payments as {
    order_id: string;
    status: string;
    store?: string | null;
  }[];

describe('GET /donation/payment-options', () => {
  it("offers cards with the client key and the Midtrans token endpoint the browser calls (the simulator's here)", async () => {
    const res = await env.svc.app.inject({ method: 'GET', url: '/donation/payment-options' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      card: { client_key: 'SB-Mid-client-integration-test', token_url: `${env.simUrl}/v2/token` },
    });
  });
});

describe('card payments with 3-D Secure', () => {
  it('approved on the 3DS page: captured, counted once, the donor returned to the payment page', async () => {
    const c = await insertCampaign(env.svc);
    const res = await pay(c.donation_id, {
      amount: 60_000,
      payment_method: 'credit_card',
      token_id: await cardToken(),
    });
    expect(res.statusCode).toBe(201);
    const answer = res.json() as PayAnswer;
    expect(answer.midtrans_response).toMatchObject({ transaction_status: 'pending', masked_card: '481111-1114' });
    expect(answer.midtrans_response.redirect_url).toMatch(/\/simulator\/3ds\//);
    expect(await statusOf(answer.order_id)).toBe('pending');

    const back = await threeDs(answer.midtrans_response.redirect_url!, 'approve');
    expect(back).toEqual({
      status: 303,
      location: `http://site.test/donation/detail/${c.donation_id}/donate?order=${encodeURIComponent(answer.order_id)}`,
    });
    expect(await statusOf(answer.order_id)).toBe('capture');
    expect(await totalCollected(env.svc, c.pk)).toBe(60_000);
    const status = await env.svc.app.inject({
      method: 'GET',
      url: `/donation/status/${answer.transaction_id}`,
      headers: donorAuth,
    });
    expect(status.json()).toEqual({ payment_status: 'capture' });
    // A card is paid on the spot: no payment instructions mail.
    const row = await transactionRow(env.svc, answer.order_id);
    expect(await env.svc.db('mail_jobs').where({ kind: 'payment-instructions', ref: String(row.id) })).toHaveLength(0);
  });

  it('refused on the 3DS page, or by the bank: denied, nothing counted, listed as ended to donate again', async () => {
    const c = await insertCampaign(env.svc);
    const refused = (await pay(c.donation_id, {
      amount: 30_000,
      payment_method: 'credit_card',
      token_id: await cardToken(),
    }).then((r) => r.json())) as PayAnswer;
    await threeDs(refused.midtrans_response.redirect_url!, 'deny');

    const bankDenied = (await pay(c.donation_id, {
      amount: 40_000,
      payment_method: 'credit_card',
      token_id: await cardToken('4911111111111113'),
    }).then((r) => r.json())) as PayAnswer;
    await threeDs(bankDenied.midtrans_response.redirect_url!, 'approve');

    expect([await statusOf(refused.order_id), await statusOf(bankDenied.order_id)]).toEqual(['deny', 'deny']);
    expect(await totalCollected(env.svc, c.pk)).toBe(0);
    const listed = await pending();
    for (const order of [refused, bankDenied]) {
      expect(listed.find((p) => p.order_id === order.order_id)).toMatchObject({ status: 'deny' });
    }
  });

  it('refuses a missing, malformed, unknown or used token with the shared message and keeps no order', async () => {
    const c = await insertCampaign(env.svc);
    const used = await cardToken();
    expect(
      (await pay(c.donation_id, { amount: 20_000, payment_method: 'credit_card', token_id: used })).statusCode,
    ).toBe(201);
    for (const token_id of [undefined, 'bad token!', 'no-such-token-123456', used]) {
      const res = await pay(c.donation_id, { amount: 20_000, payment_method: 'credit_card', token_id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: CARD_MESSAGES.tokenInvalid });
    }
    const rows = await env.svc.db('transactions').where({ donation_pk: c.pk });
    expect(rows).toHaveLength(1);
  });

  it('holds a card payment to the amount rules', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 100_000 });
    const low = await pay(c.donation_id, { amount: 9_999, payment_method: 'credit_card', token_id: await cardToken() });
    expect(low.json()).toEqual({ error: MESSAGES.donationMinimum });
    const high = await pay(c.donation_id, {
      amount: 100_001,
      payment_method: 'credit_card',
      token_id: await cardToken(),
    });
    expect(high.json()).toEqual({ error: 'Donasi tidak boleh lebih dari 100.000 rupiah' });
    expect(await env.svc.db('transactions').where({ donation_pk: c.pk })).toHaveLength(0);
  });
});

describe('convenience stores', () => {
  it('Indomaret: a payment code valid 24 hours, listed and mailed like a bank transfer, settled by paying its code', async () => {
    const c = await insertCampaign(env.svc, { title: 'Sembako Ramadan' });
    const res = await pay(c.donation_id, { amount: 75_000, payment_method: 'cstore', store: 'indomaret' });
    expect(res.statusCode).toBe(201);
    const answer = res.json() as PayAnswer;
    expect(answer.midtrans_response).toMatchObject({ store: 'indomaret', transaction_status: 'pending' });
    const code = answer.midtrans_response.payment_code!;
    expect(code).toMatch(/^\d{14}$/);
    const row = await transactionRow(env.svc, answer.order_id);
    expect(new Date(row.expiry_time ?? 0).getTime() - new Date(row.created_at).getTime()).toBeGreaterThanOrEqual(
      24 * 3600_000 - 1000,
    );

    // Resumed anywhere: the pending list and the payment record name the store.
    expect((await pending()).find((p) => p.order_id === answer.order_id)).toMatchObject({
      status: 'pending',
      store: 'indomaret',
    });
    const record = (
      await env.svc.app.inject({ method: 'GET', url: `/donation/payment/${answer.order_id}`, headers: donorAuth })
    ).json();
    expect(record).toMatchObject({ payment_method: 'cstore', store: 'indomaret' });
    expect(await env.svc.db('mail_jobs').where({ kind: 'payment-instructions', ref: String(row.id) })).toHaveLength(1);
    const mail = await paymentMail('instructions', { email: 'a@b.test', fullname: 'Siti' }, record, 'http://site.test');
    expect(mail.text).toContain('Metode: Indomaret');
    expect(mail.text).toContain(`Kode Pembayaran: ${code}`);
    expect(mail.text).toContain('Gerai Indomaret');

    // The cashier's side: the simulator takes the payment code as its reference.
    const paid = await simulator(env.simUrl, 'pay', { order_id: code });
    expect(paid.body.notification).toMatchObject({ delivered: true });
    expect(await statusOf(answer.order_id)).toBe('settlement');
    expect(await totalCollected(env.svc, c.pk)).toBe(75_000);
  });

  it('Alfamart: its own code; a store must be chosen and the amount stays within the stores’ maximum', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 20_000_000 });
    const alfa = await pay(c.donation_id, { amount: 20_000, payment_method: 'cstore', store: 'alfamart' });
    expect((alfa.json() as PayAnswer).midtrans_response.payment_code).toMatch(/^\d{16}$/);

    const none = await pay(c.donation_id, { amount: 20_000, payment_method: 'cstore' });
    expect(none.json()).toEqual({ error: 'Data tidak valid: pilih Indomaret atau Alfamart' });
    const over = await pay(c.donation_id, { amount: 5_000_001, payment_method: 'cstore', store: 'indomaret' });
    expect(over.json()).toEqual({ error: cstoreMaximumMessage() });
    expect((await pay(c.donation_id, { amount: 20_000, payment_method: 'cstore', store: 'lawson' })).statusCode).toBe(
      400,
    );
    expect(await env.svc.db('transactions').where({ donation_pk: c.pk })).toHaveLength(1);
  });
});
