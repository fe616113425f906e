import { jakartaToday } from '@yayasan/validation';
import {
  ADMIN,
  DONOR,
  authFor,
  insertCampaign,
  insertPendingTransaction,
  insertUsers,
  postNotification,
  signedNotification,
  simulator,
  startPayEnv,
  type PayEnv,
} from './pay-fixtures';

/**
 * The campaign's number of donors is stored on its row and kept by the writers that make a donation
 * count or stop counting, each in its own transaction: a settlement through the simulator, an offline
 * gift, a refund and an administrator's reversal. The details answer reads it from the row.
 */

let env: PayEnv;
let admin: { authorization: string };
let donor: { authorization: string };

beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
  [admin, donor] = await Promise.all([ADMIN, DONOR].map((u) => authFor(env.svc, u)));
});
afterAll(() => env.close());

const storedCount = async (pk: number) =>
  Number((await env.svc.db('donations').where({ id: pk }).first('donor_count'))?.donor_count);
const countedRows = async (pk: number) =>
  Number((await env.svc.db('transactions').where({ donation_pk: pk, counted: true }).count({ n: '*' }).first())?.n);
const answeredCount = async (donationId: string) =>
  (await env.svc.app.inject({ method: 'GET', url: `/donation/${donationId}/details` })).json().donor_count;

/** The row, the details answer and a count of the counted transactions all agree on `expected`. */
async function expectDonors(c: { pk: number; donation_id: string }, expected: number) {
  expect(await storedCount(c.pk)).toBe(expected);
  expect(await countedRows(c.pk)).toBe(expected);
  expect(await answeredCount(c.donation_id)).toBe(expected);
}

test('a settlement, an offline gift, a refund and a reversal each move donor_count by one, in step with the ledger', async () => {
  const c = await insertCampaign(env.svc, { target_amount: 5_000_000 });
  await expectDonors(c, 0);

  // A bank transfer paid in the simulator: its signed notification settles it.
  const pay = await env.svc.app.inject({
    method: 'POST',
    url: `/donation/${c.donation_id}/pay`,
    headers: donor,
    payload: { amount: 50_000, payment_method: 'bank_transfer', bank: 'bca' },
  });
  expect(pay.statusCode).toBe(201);
  await expectDonors(c, 0);
  const paid = await simulator(env.simUrl, 'pay', { order_id: pay.json().order_id });
  expect(paid.body.notification).toMatchObject({ delivered: true, status: 200 });
  await expectDonors(c, 1);

  // The same settlement told again changes nothing.
  const again = signedNotification({ order_id: pay.json().order_id, gross_amount: '50000.00' });
  expect((await postNotification(env.svc, again)).json().result).toBe('unchanged');
  await expectDonors(c, 1);

  const gift = await env.svc.app.inject({
    method: 'POST',
    url: `/donation/${c.donation_id}/offline-donations`,
    headers: admin,
    payload: { date: jakartaToday(), amount: 100_000, method: 'cash', show_in_donor_list: false },
  });
  expect(gift.statusCode).toBe(201);
  // Kept out of the list, the gift still counts as a donor.
  await expectDonors(c, 2);

  const refunded = await insertPendingTransaction(env.svc, { donation_pk: c.pk, amount: 20_000 });
  await postNotification(env.svc, signedNotification({ ...refunded, transaction_status: 'settlement' }));
  await expectDonors(c, 3);
  await postNotification(
    env.svc,
    signedNotification({ ...refunded, transaction_status: 'refund', status_code: '200' }),
  );
  await expectDonors(c, 2);

  const reversal = await env.svc.app.inject({
    method: 'POST',
    url: `/donation/${c.donation_id}/ledger/${gift.json().entry.seq}/reversal`,
    headers: admin,
    payload: { reason: 'Salah catat' },
  });
  expect(reversal.statusCode).toBe(201);
  await expectDonors(c, 1);

  // A refused second reversal leaves the count alone (its transaction rolled back).
  const twice = await env.svc.app.inject({
    method: 'POST',
    url: `/donation/${c.donation_id}/ledger/${gift.json().entry.seq}/reversal`,
    headers: admin,
    payload: {},
  });
  expect(twice.statusCode).toBe(400);
  await expectDonors(c, 1);
});

test("a gift to the general fund changes no campaign's count", async () => {
  const c = await insertCampaign(env.svc);
  const before = await env.svc.db('donations').sum({ n: 'donor_count' }).first();
  const res = await env.svc.app.inject({
    method: 'POST',
    url: '/ledger/general-fund/offline-donations',
    headers: admin,
    payload: { date: jakartaToday(), amount: 10_000, method: 'cash', show_in_donor_list: true },
  });
  expect(res.statusCode).toBe(201);
  const after = await env.svc.db('donations').sum({ n: 'donor_count' }).first();
  expect(Number(after?.n)).toBe(Number(before?.n));
  await expectDonors(c, 0);
});
