import { parseJson } from '@yayasan/service-kit';
import { MESSAGES, checkDonationAmount } from '@yayasan/validation';
import { CAMPAIGN_CLOSED, CAMPAIGN_NOT_FOUND, CHARGE_FAILED } from '../domain/payments';
import {
  ADMIN,
  authFor,
  DONOR,
  insertCampaign,
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

const pay = (donationId: string, body: Record<string, unknown>, headers: Record<string, string> = donorAuth) =>
  env.svc.app.inject({ method: 'POST', url: `/donation/${donationId}/pay`, headers, payload: body });

describe('POST /donation/:id/pay', () => {
  it('requires a signed-in donor', async () => {
    const c = await insertCampaign(env.svc);
    const res = await pay(c.donation_id, { amount: 25000, payment_method: 'qris' }, {});
    expect(res.statusCode).toBe(401);
  });

  it('refuses amounts below 10.000 with the spec message', async () => {
    const c = await insertCampaign(env.svc);
    for (const amount of [0, 9999, -50000]) {
      const res = await pay(c.donation_id, { amount, payment_method: 'qris' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MESSAGES.donationMinimum });
    }
  });

  it('refuses amounts above the remaining amount, naming it, and accepts exactly the remaining amount', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 1_000_000, total_collected: 910_000 });
    const over = await pay(c.donation_id, { amount: 90_001, payment_method: 'qris' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: 'Donasi tidak boleh lebih dari 90.000 rupiah' });
    const exact = await pay(c.donation_id, { amount: 90_000, payment_method: 'qris' });
    expect(exact.statusCode).toBe(201);
  });

  it('accepts exactly 10.000 and refuses fractions and bad methods', async () => {
    const c = await insertCampaign(env.svc);
    expect((await pay(c.donation_id, { amount: 10_000, payment_method: 'gopay' })).statusCode).toBe(201);
    expect((await pay(c.donation_id, { amount: 10_000.5, payment_method: 'qris' })).statusCode).toBe(400);
    expect((await pay(c.donation_id, { amount: 20_000, payment_method: 'indomaret' })).statusCode).toBe(400);
    expect((await pay(c.donation_id, { amount: 20_000, payment_method: 'bank_transfer' })).statusCode).toBe(400);
    expect(
      (await pay(c.donation_id, { amount: 20_000, payment_method: 'bank_transfer', bank: 'mandiri' })).statusCode,
    ).toBe(400);
  });

  it("refuses a bad amount with the shared rule's spec message and stores nothing", async () => {
    const c = await insertCampaign(env.svc, { target_amount: 1_000_000, total_collected: 910_000 });
    const refusals: [unknown, string][] = [
      [9_999, MESSAGES.donationMinimum],
      [-50_000, MESSAGES.donationMinimum],
      [10_000.5, MESSAGES.donationAmountInvalid],
      [9_999.5, MESSAGES.donationAmountInvalid],
      [90_001, 'Donasi tidak boleh lebih dari 90.000 rupiah'],
    ];
    for (const [amount, message] of refusals) {
      const res = await pay(c.donation_id, {
        amount,
        payment_method: 'bank_transfer',
        bank: 'bca',
        message: 'Semoga berkah',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
      expect(message).toBe(checkDonationAmount(amount, 90_000));
    }
    expect(await env.svc.db('transactions').where({ donation_pk: c.pk })).toHaveLength(0);
    expect(await env.svc.db('prayers').where({ donation_pk: c.pk })).toHaveLength(0);
  });

  it('takes payments only for published, open campaigns', async () => {
    const draft = await insertCampaign(env.svc, { draft: true });
    const expired = await insertCampaign(env.svc, { expiry_time: new Date(Date.now() - 1000) });
    const reached = await insertCampaign(env.svc, { target_amount: 500_000, total_collected: 500_000 });
    const body = { amount: 25_000, payment_method: 'qris' };
    const adminAuth = await authFor(env.svc, ADMIN);
    expect((await pay(draft.donation_id, body, adminAuth)).json()).toEqual({ error: CAMPAIGN_NOT_FOUND });
    expect((await pay('no-such-campaign', body)).statusCode).toBe(404);
    const closed = await pay(expired.donation_id, body);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ error: CAMPAIGN_CLOSED });
    expect((await pay(reached.donation_id, body)).statusCode).toBe(409);
    const rows = await env.svc.db('transactions').whereIn('donation_pk', [draft.pk, expired.pk, reached.pk]);
    expect(rows).toHaveLength(0);
  });

  it('charges a BCA virtual account and stores the pending transaction with the whole answer', async () => {
    const c = await insertCampaign(env.svc);
    const res = await pay(c.donation_id, {
      amount: 25_000,
      payment_method: 'bank_transfer',
      bank: 'bca',
      name: 'Nama Palsu',
      username: 'orang-lain',
    });
    expect(res.statusCode).toBe(201);
    const { midtrans_response: mr, transaction_id, order_id } = res.json();
    expect(mr.transaction_status).toBe('pending');
    expect(mr.gross_amount).toBe('25000.00');
    expect(mr.va_numbers[0].bank).toBe('bca');
    expect(mr.va_numbers[0].va_number).toMatch(/^\d+$/);
    expect(mr.expiry_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(transaction_id).toBe(mr.transaction_id);
    expect(order_id).toBe(mr.order_id);

    const row = await transactionRow(env.svc, order_id);
    expect(row).toMatchObject({
      transaction_id,
      donation_pk: c.pk,
      user_id: DONOR.id,
      donor_name: DONOR.fullname,
      amount: 25_000,
      payment_method: 'bank_transfer',
      bank: 'bca',
      status: 'pending',
    });
    expect(row?.expiry_time).toBeInstanceOf(Date);
    expect(
      parseJson<{ va_numbers: { va_number: string }[] }>(row?.midtrans_response, { va_numbers: [] }).va_numbers[0]
        .va_number,
    ).toBe(mr.va_numbers[0].va_number);
    expect(await totalCollected(env.svc, c.pk)).toBe(0);
  });

  it('gives each payment its own order id', async () => {
    const c = await insertCampaign(env.svc);
    const a = (await pay(c.donation_id, { amount: 15_000, payment_method: 'qris' })).json();
    const b = (await pay(c.donation_id, { amount: 15_000, payment_method: 'qris' })).json();
    expect(a.order_id).not.toBe(b.order_id);
    expect(a.transaction_id).not.toBe(b.transaction_id);
  });

  it('answers Permata with permata_va_number, QRIS and Gopay with a QR image action', async () => {
    const c = await insertCampaign(env.svc);
    const permata = (
      await pay(c.donation_id, { amount: 30_000, payment_method: 'bank_transfer', bank: 'permata' })
    ).json();
    expect(permata.midtrans_response.permata_va_number).toMatch(/^\d+$/);
    const cimb = (await pay(c.donation_id, { amount: 30_000, payment_method: 'bank_transfer', bank: 'cimb' })).json();
    expect(cimb.midtrans_response.va_numbers[0].bank).toBe('cimb');
    for (const method of ['qris', 'gopay']) {
      const r = (await pay(c.donation_id, { amount: 30_000, payment_method: method })).json();
      const qr = await fetch(r.midtrans_response.actions[0].url);
      expect(qr.headers.get('content-type')).toBe('image/png');
    }
  });

  it.each(['gopay', 'shopeepay'])(
    "%s: the deeplink pays in the wallet app and returns the donor to the donation's payment page",
    async (method) => {
      const c = await insertCampaign(env.svc);
      const r = (await pay(c.donation_id, { amount: 40_000, payment_method: method })).json();
      expect(r.midtrans_response.payment_type).toBe(method);
      const deeplink = r.midtrans_response.actions.find((a: { name: string }) => a.name === 'deeplink-redirect');
      expect(deeplink).toBeDefined();
      const paid = await fetch(`${deeplink.url}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(
        `http://site.test/donation/detail/${c.donation_id}/donate?order=${encodeURIComponent(r.order_id)}`,
      );
      // The simulator answers once its notification was delivered.
      expect((await transactionRow(env.svc, r.order_id)).status).toBe('settlement');
      expect(await totalCollected(env.svc, c.pk)).toBe(40_000);
    },
  );

  it('records an anonymous donation as Hamba Allah but keeps the real donor', async () => {
    const c = await insertCampaign(env.svc);
    const viaFlag = (await pay(c.donation_id, { amount: 20_000, payment_method: 'qris', anonymous: true })).json();
    const viaName = (await pay(c.donation_id, { amount: 20_000, payment_method: 'qris', name: 'Hamba Allah' })).json();
    for (const r of [viaFlag, viaName]) {
      const row = await transactionRow(env.svc, r.order_id);
      expect(row?.donor_name).toBe('Hamba Allah');
      expect(Boolean(row?.anonymous)).toBe(true);
      expect(row?.user_id).toBe(DONOR.id);
    }
  });

  it('a paid order counts toward the campaign once the simulator notifies', async () => {
    const c = await insertCampaign(env.svc);
    const r = (await pay(c.donation_id, { amount: 25_000, payment_method: 'bank_transfer', bank: 'bni' })).json();
    const paid = await simulator(env.simUrl, 'pay', { va_number: r.midtrans_response.va_numbers[0].va_number });
    expect(paid.body.notification.delivered).toBe(true);
    expect((await transactionRow(env.svc, r.order_id)).status).toBe('settlement');
    expect(await totalCollected(env.svc, c.pk)).toBe(25_000);
  });
});

describe('POST /donation/:id/pay when Midtrans refuses', () => {
  let wrongKey: PayEnv;
  beforeAll(async () => {
    wrongKey = await startPayEnv({ payments: { midtrans: { serverKey: 'SB-Mid-server-wrong', clientKey: '' } } });
    await insertUsers(wrongKey.svc);
  });
  afterAll(() => wrongKey.close());

  it('answers 502 and leaves no transaction behind', async () => {
    // The service signs with a different key than the simulator's: Midtrans answers 401.
    const c = await insertCampaign(wrongKey.svc);
    const res = await wrongKey.svc.app.inject({
      method: 'POST',
      url: `/donation/${c.donation_id}/pay`,
      headers: await authFor(wrongKey.svc, DONOR),
      payload: { amount: 25_000, payment_method: 'qris' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: CHARGE_FAILED });
    expect(await wrongKey.svc.db('transactions').where({ donation_pk: c.pk })).toHaveLength(0);
  });
});
