import { MESSAGES } from '@yayasan/validation';
import { PRAYER_NOT_FOUND } from '../domain/prayers';
import {
  ADMIN,
  DONOR,
  OTHER,
  authFor,
  insertCampaign,
  insertUsers,
  simulator,
  startPayEnv,
  type PayEnv,
} from './pay-fixtures';

/** Donors' prayers: given with the payment, shown once the simulator's payment settles. */
let env: PayEnv;
let donor: { authorization: string };
let other: { authorization: string };
let admin: { authorization: string };

beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
  [donor, other, admin] = await Promise.all([DONOR, OTHER, ADMIN].map((u) => authFor(env.svc, u)));
});
afterAll(() => env.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  env.svc.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

/** Pays through the pay route with a message; `settle` pays it in the simulator. */
async function donate(donationId: string, message: string | undefined, o: { settle: boolean; anonymous?: boolean }) {
  const res = await inject('POST', `/donation/${donationId}/pay`, donor, {
    amount: 20_000,
    payment_method: 'qris',
    ...(message !== undefined ? { message } : {}),
    ...(o.anonymous ? { anonymous: true } : {}),
  });
  expect(res.statusCode).toBe(201);
  const { order_id } = res.json();
  if (o.settle) expect((await simulator(env.simUrl, 'pay', { order_id })).body.notification.delivered).toBe(true);
  return order_id as string;
}

const wall = async (donationId: string, who: Record<string, string> = {}, query = '') =>
  (await inject('GET', `/donation/${donationId}/prayers${query}`, who)).json();

describe('the message on the amount step', () => {
  it('is stored with the transaction and shown only once the payment settles, newest first', async () => {
    const c = await insertCampaign(env.svc);
    await donate(c.donation_id, 'Semoga berkah', { settle: true });
    await donate(c.donation_id, 'Belum dibayar', { settle: false });
    await donate(c.donation_id, '  Semoga sehat selalu  ', { settle: true, anonymous: true });
    await donate(c.donation_id, '   ', { settle: true });

    const page = await wall(c.donation_id);
    expect(page.prayers.map((p: { message: string; name: string }) => [p.name, p.message])).toEqual([
      ['Hamba Allah', 'Semoga sehat selalu'],
      [DONOR.fullname, 'Semoga berkah'],
    ]);
    expect(page).toMatchObject({ currentPage: 1, totalPages: 1, totalPrayers: 2 });
    expect(await env.svc.db('prayers').where({ donation_pk: c.pk })).toHaveLength(3);
  });

  it('refuses 281 characters with the shared message and records no order', async () => {
    const c = await insertCampaign(env.svc);
    const res = await inject('POST', `/donation/${c.donation_id}/pay`, donor, {
      amount: 20_000,
      payment_method: 'qris',
      message: 'a'.repeat(281),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.prayerTooLong });
    expect(await env.svc.db('transactions').where({ donation_pk: c.pk })).toHaveLength(0);
    await donate(c.donation_id, 'b'.repeat(280), { settle: true });
    expect((await wall(c.donation_id)).prayers[0].message).toHaveLength(280);
  });

  it('pages the wall', async () => {
    const c = await insertCampaign(env.svc);
    for (const m of ['satu', 'dua', 'tiga']) await donate(c.donation_id, m, { settle: true });
    const first = await wall(c.donation_id, {}, '?page=1&limit=2');
    expect(first.prayers.map((p: { message: string }) => p.message)).toEqual(['tiga', 'dua']);
    expect(first.totalPages).toBe(2);
    expect(
      (await wall(c.donation_id, {}, '?page=2&limit=2')).prayers.map((p: { message: string }) => p.message),
    ).toEqual(['satu']);
  });
});

describe('Aamiin', () => {
  it('needs a signed-in user, counts once per user, toggles back, and answers the stored count', async () => {
    const c = await insertCampaign(env.svc);
    await donate(c.donation_id, 'Doa bersama', { settle: true });
    const [prayer] = (await wall(c.donation_id)).prayers;
    const url = `/donation/prayers/${prayer.prayer_id}/amin`;

    const signedOut = await inject('POST', url, {}, {});
    expect(signedOut.statusCode).toBe(401);

    expect((await inject('POST', url, donor, { amin: true })).json()).toEqual({ amin_by_user: true, amin_count: 1 });
    // Saying it again does not count twice.
    expect((await inject('POST', url, donor, { amin: true })).json()).toEqual({ amin_by_user: true, amin_count: 1 });
    expect((await inject('POST', url, other, {})).json()).toEqual({ amin_by_user: true, amin_count: 2 });
    expect((await wall(c.donation_id, donor)).prayers[0]).toMatchObject({ amin_by_user: true, amin_count: 2 });
    expect((await wall(c.donation_id)).prayers[0].amin_by_user).toBe(false);
    // The toggle takes it back.
    expect((await inject('POST', url, other, {})).json()).toEqual({ amin_by_user: false, amin_count: 1 });
  });

  it('keeps the count equal to the users who said it under concurrent requests', async () => {
    const c = await insertCampaign(env.svc);
    await donate(c.donation_id, 'Ramai-ramai', { settle: true });
    const [prayer] = (await wall(c.donation_id)).prayers;
    const url = `/donation/prayers/${prayer.prayer_id}/amin`;
    const users = await Promise.all(
      Array.from({ length: 8 }, (_, i) => authFor(env.svc, { id: 500 + i, username: `jamaah${i}`, isAdmin: false })),
    );
    await Promise.all([...users, ...users].map((u) => inject('POST', url, u, { amin: true })));
    const row = await env.svc.db('prayers').where({ prayer_id: prayer.prayer_id }).first('id', 'amin_count');
    expect(Number(row?.amin_count)).toBe(8);
    expect(await env.svc.db('prayer_amins').where({ prayer_pk: row?.id })).toHaveLength(8);
  });

  it('is refused for unpaid, hidden and unknown prayers', async () => {
    const c = await insertCampaign(env.svc);
    const orderId = await donate(c.donation_id, 'Menunggu', { settle: false });
    const unpaid = await env.svc
      .db('prayers as p')
      .join('transactions as t', 't.id', 'p.transaction_pk')
      .where('t.order_id', orderId)
      .first('p.prayer_id');
    const res = await inject('POST', `/donation/prayers/${unpaid.prayer_id}/amin`, donor, {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: PRAYER_NOT_FOUND });
    expect((await inject('POST', '/donation/prayers/nope/amin', donor, {})).statusCode).toBe(404);
  });
});

describe('hiding a prayer', () => {
  it('is for administrators only; a hidden prayer stays stored and no longer shows', async () => {
    const c = await insertCampaign(env.svc);
    await donate(c.donation_id, 'Pesan tidak pantas', { settle: true });
    const [prayer] = (await wall(c.donation_id)).prayers;
    const url = `/donation/prayers/${prayer.prayer_id}`;

    expect((await inject('PUT', url, {}, { hidden: true })).statusCode).toBe(401);
    expect((await inject('PUT', url, donor, { hidden: true })).statusCode).toBe(403);
    expect((await inject('PUT', url, admin, { hidden: 'ya' })).statusCode).toBe(400);
    expect((await wall(c.donation_id)).totalPrayers).toBe(1);

    const hidden = await inject('PUT', url, admin, { hidden: true });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ prayer_id: prayer.prayer_id, hidden: true, message: 'Pesan tidak pantas' });
    expect(await wall(c.donation_id)).toMatchObject({ prayers: [], totalPrayers: 0 });
    const stored = await env.svc.db('prayers').where({ prayer_id: prayer.prayer_id }).first();
    expect(stored).toMatchObject({ message: 'Pesan tidak pantas' });
    expect(Boolean(stored?.hidden)).toBe(true);
    expect((await inject('POST', `${url}/amin`, donor, {})).statusCode).toBe(404);

    expect((await inject('PUT', url, admin, { hidden: false })).json().hidden).toBe(false);
    expect((await wall(c.donation_id)).totalPrayers).toBe(1);
    expect((await inject('PUT', '/donation/prayers/nope', admin, { hidden: true })).statusCode).toBe(404);
  });
});
