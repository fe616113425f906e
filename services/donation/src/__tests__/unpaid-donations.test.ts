import { paymentMail, INSTRUCTIONS_SUBJECT, REMINDER_SUBJECT } from '../domain/payment-mail';
import { REMINDER_LEAD_MS, sendPaymentReminders } from '../domain/payment-reminders';
import type { MailJobKind } from '../repositories/mail-jobs';
import {
  ADMIN,
  authFor,
  DONOR,
  insertCampaign,
  insertUsers,
  OTHER,
  simulator,
  startPayEnv,
  type PayEnv,
} from './pay-fixtures';

let env: PayEnv;
let donorAuth: { authorization: string };

beforeAll(async () => {
  env = await startPayEnv({ payments: { reminders: { intervalMs: 0 } } });
  await insertUsers(env.svc);
  donorAuth = await authFor(env.svc, DONOR);
});
afterAll(() => env.close());

const pay = async (donationId: string, body: Record<string, unknown>) => {
  const res = await env.svc.app.inject({
    method: 'POST',
    url: `/donation/${donationId}/pay`,
    headers: donorAuth,
    payload: body,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { order_id: string; transaction_id: string; midtrans_response: Record<string, unknown> };
};
const get = (url: string, headers: Record<string, string> = donorAuth) =>
  env.svc.app.inject({ method: 'GET', url, headers });
/** The mail jobs of one kind queued for an order (a payment mail's ref is the transaction's row id). */
async function jobsOf(kind: MailJobKind, orderId: string) {
  const row = await env.svc.db('transactions').where({ order_id: orderId }).first('id');
  return env.svc
    .db('mail_jobs')
    .where({ kind, ref: String(row?.id) })
    .select('user_id');
}

describe('a pending donation lives on the server for its donor', () => {
  it('GET /donation/payment/:order_id answers the payment with its charge, to its donor and administrators only', async () => {
    const c = await insertCampaign(env.svc, { title: 'Sumur Air Bersih' });
    const r = await pay(c.donation_id, { amount: 50_000, payment_method: 'bank_transfer', bank: 'bri' });
    const res = await get(`/donation/payment/${r.order_id}`);
    expect(res.statusCode).toBe(200);
    const record = res.json();
    expect(record).toMatchObject({
      order_id: r.order_id,
      transaction_id: r.transaction_id,
      donation_id: c.donation_id,
      title: 'Sumur Air Bersih',
      amount: 50_000,
      payment_method: 'bank_transfer',
      bank: 'bri',
      status: 'pending',
    });
    expect(record.midtrans_response.va_numbers[0].va_number).toBe(
      (r.midtrans_response.va_numbers as { va_number: string }[])[0].va_number,
    );
    expect(Date.parse(record.expiry_time) - Date.now()).toBeGreaterThan(23 * 3600_000);

    expect((await get(`/donation/payment/${r.order_id}`, await authFor(env.svc, OTHER))).statusCode).toBe(403);
    expect((await get(`/donation/payment/${r.order_id}`, await authFor(env.svc, ADMIN))).statusCode).toBe(200);
    expect((await get(`/donation/payment/${r.order_id}`, {})).statusCode).toBe(401);
    expect((await get('/donation/payment/DON-NOPE')).statusCode).toBe(404);
  });

  it("GET /donation/payment/:order_id/qr.png serves a pending QRIS payment's code as a PNG", async () => {
    const c = await insertCampaign(env.svc);
    const qris = await pay(c.donation_id, { amount: 15_000, payment_method: 'qris' });
    const png = await get(`/donation/payment/${qris.order_id}/qr.png`, {});
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.readUInt32BE(16)).toBe(256);
    const va = await pay(c.donation_id, { amount: 15_000, payment_method: 'bank_transfer', bank: 'bca' });
    expect((await get(`/donation/payment/${va.order_id}/qr.png`, {})).statusCode).toBe(404);
    await simulator(env.simUrl, 'expire', { order_id: qris.order_id });
    expect((await get(`/donation/payment/${qris.order_id}/qr.png`, {})).statusCode).toBe(404);
  });

  it('GET /donation/pending lists pending donations first (soonest deadline first), then ones that ended unpaid', async () => {
    const otherAuth = await authFor(env.svc, OTHER);
    const c = await insertCampaign(env.svc);
    const expired = await pay(c.donation_id, { amount: 11_000, payment_method: 'qris' });
    await simulator(env.simUrl, 'expire', { order_id: expired.order_id });
    const va = await pay(c.donation_id, { amount: 12_000, payment_method: 'bank_transfer', bank: 'bca' });
    const gopay = await pay(c.donation_id, { amount: 13_000, payment_method: 'gopay' });
    const paid = await pay(c.donation_id, { amount: 14_000, payment_method: 'shopeepay' });
    await simulator(env.simUrl, 'pay', { order_id: paid.order_id });

    const list = (await get('/donation/pending')).json().payments as { order_id: string; status: string }[];
    const mine = list.filter((p) => [expired, va, gopay, paid].some((o) => o.order_id === p.order_id));
    expect(mine.map((p) => [p.order_id, p.status])).toEqual([
      [gopay.order_id, 'pending'],
      [va.order_id, 'pending'],
      [expired.order_id, 'expire'],
    ]);
    const others = (await get('/donation/pending', otherAuth)).json().payments as { order_id: string }[];
    expect(others.some((p) => p.order_id === va.order_id)).toBe(false);
  });

  it('a bank transfer queues its payment instructions mail at once; QR and wallet payments do not', async () => {
    const c = await insertCampaign(env.svc);
    const va = await pay(c.donation_id, { amount: 20_000, payment_method: 'bank_transfer', bank: 'bni' });
    const qris = await pay(c.donation_id, { amount: 20_000, payment_method: 'qris' });
    expect(await jobsOf('payment-instructions', va.order_id)).toEqual([{ user_id: DONOR.id }]);
    expect(await jobsOf('payment-instructions', qris.order_id)).toEqual([]);
  });

  it('sendPaymentReminders queues one reminder per unpaid transfer whose deadline is within 3 hours', async () => {
    const c = await insertCampaign(env.svc);
    const due = await pay(c.donation_id, { amount: 21_000, payment_method: 'bank_transfer', bank: 'bca' });
    const paidSoon = await pay(c.donation_id, { amount: 22_000, payment_method: 'bank_transfer', bank: 'bca' });
    await simulator(env.simUrl, 'pay', { order_id: paidSoon.order_id });
    const later = await pay(c.donation_id, { amount: 23_000, payment_method: 'bank_transfer', bank: 'bca' });
    const now = new Date();
    const soon = new Date(now.getTime() + REMINDER_LEAD_MS - 60_000);
    await env.svc
      .db('transactions')
      .whereIn('order_id', [due.order_id, paidSoon.order_id])
      .update({ expiry_time: soon });

    await sendPaymentReminders(env.svc.db, now);
    await sendPaymentReminders(env.svc.db, now);
    expect(await jobsOf('payment-reminder', due.order_id)).toEqual([{ user_id: DONOR.id }]);
    expect(await jobsOf('payment-reminder', paidSoon.order_id)).toEqual([]);
    expect(await jobsOf('payment-reminder', later.order_id)).toEqual([]);
  });
});

describe('payment mails', () => {
  const record = {
    order_id: 'DON-1',
    transaction_id: 'trx-1',
    donation_id: 'camp-1',
    title: 'Sumur Air Bersih',
    amount: 75_000,
    payment_method: 'bank_transfer' as const,
    bank: 'bca' as const,
    status: 'pending',
    expiry_time: '2026-01-02T03:04:00.000Z',
    created_at: '2026-01-01T03:04:00.000Z',
    midtrans_response: { va_numbers: [{ bank: 'bca', va_number: '12800123456' }] },
  };

  it('carry the bank, VA number, amount, deadline in WIB, the bank steps and the link back to the payment', async () => {
    const mail = await paymentMail(
      'instructions',
      { email: 'a@b.test', fullname: 'Siti' },
      record,
      'https://site.test',
    );
    expect(mail.subject).toBe(INSTRUCTIONS_SUBJECT);
    expect(mail.text).toContain('Halo Siti');
    expect(mail.text).toContain('Metode: BCA Virtual Account');
    expect(mail.text).toContain('Nomor Virtual Account: 12800123456');
    expect(mail.text).toContain('Jumlah: Rp 75.000');
    expect(mail.text).toContain('Bayar sebelum: 2026-01-02 10:04 WIB');
    expect(mail.text).toContain('ATM BCA');
    expect(mail.text).toContain('Lanjutkan pembayaran: https://site.test/donation/detail/camp-1/donate?order=DON-1');
    expect(mail.html).toContain('href="https://site.test/donation/detail/camp-1/donate?order=DON-1"');
    const reminder = await paymentMail('reminder', { email: 'a@b.test', fullname: '' }, record, 'https://site.test');
    expect(reminder.subject).toBe(REMINDER_SUBJECT);
    expect(reminder.text).toContain('Halo Donatur');
  });
});
