import { NOT_YOUR_TRANSACTION } from '../domain/payments';
import {
  ADMIN,
  authFor,
  DONOR,
  insertCampaign,
  insertPendingTransaction,
  insertUsers,
  postNotification,
  OTHER,
  signedNotification,
  startPayEnv,
  type PayEnv,
} from './pay-fixtures';

let env: PayEnv;

beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
});
afterAll(() => env.close());

const notify = (body: unknown) => postNotification(env.svc, body);
const history = async (username: string, headers: Record<string, string>, query = '?page=1&limit=99999') =>
  env.svc.app.inject({ method: 'GET', url: `/user/${username}/transactions${query}`, headers });

async function settle(o: { order_id: string; gross_amount: string; transaction_id: string }, time: string) {
  await notify(signedNotification({ ...o, transaction_status: 'settlement', settlement_time: time }));
}

describe('GET /user/:username/transactions', () => {
  let first: Awaited<ReturnType<typeof insertCampaign>>;
  let second: Awaited<ReturnType<typeof insertCampaign>>;
  let orders: Record<string, { order_id: string; transaction_id: string; gross_amount: string }>;

  beforeAll(async () => {
    first = await insertCampaign(env.svc, { title: 'Sumur Bersih' });
    second = await insertCampaign(env.svc, { title: 'Beasiswa Santri' });
    orders = {
      a: await insertPendingTransaction(env.svc, { donation_pk: first.pk, amount: 25_000 }),
      b: await insertPendingTransaction(env.svc, { donation_pk: second.pk, amount: 50_000 }),
      c: await insertPendingTransaction(env.svc, { donation_pk: first.pk, amount: 10_000 }),
      pending: await insertPendingTransaction(env.svc, { donation_pk: first.pk, amount: 99_000 }),
      expired: await insertPendingTransaction(env.svc, { donation_pk: second.pk, amount: 77_000 }),
      others: await insertPendingTransaction(env.svc, {
        donation_pk: first.pk,
        amount: 33_000,
        user_id: OTHER.id,
        donor_name: OTHER.fullname,
      }),
    };
    await settle(orders.a, '2025-01-01 08:00:00');
    await settle(orders.b, '2025-01-02 08:00:00');
    await settle(orders.c, '2025-01-03 08:00:00');
    await settle(orders.others, '2025-01-03 09:00:00');
    await notify(signedNotification({ ...orders.expired, transaction_status: 'expire' }));
  });

  it("lists only the user's successful donations, grouped by campaign, newest first", async () => {
    const res = await history(DONOR.username, await authFor(env.svc, DONOR));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total_amount).toBe(85_000);
    expect(body.total_transactions).toBe(3);
    expect(body.transactions).toEqual([
      {
        title: 'Sumur Bersih',
        donation_id: first.donation_id,
        donors: [
          expect.objectContaining({
            transaction_id: orders.c.transaction_id,
            donation_amount: 10_000,
            donation_date: '2025-01-03T01:00:00.000Z',
            payment_method: 'bca',
          }),
          expect.objectContaining({ transaction_id: orders.a.transaction_id, donation_amount: 25_000 }),
        ],
      },
      {
        title: 'Beasiswa Santri',
        donation_id: second.donation_id,
        donors: [expect.objectContaining({ transaction_id: orders.b.transaction_id, donation_amount: 50_000 })],
      },
    ]);
  });

  it("refuses someone else's history; an admin may read it", async () => {
    const refused = await history(DONOR.username, await authFor(env.svc, OTHER));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: NOT_YOUR_TRANSACTION });
    expect((await history(DONOR.username, {})).statusCode).toBe(401);
    const admin = await history(DONOR.username, await authFor(env.svc, ADMIN));
    expect(admin.json().total_amount).toBe(85_000);
    expect((await history('nobody-here', await authFor(env.svc, ADMIN))).statusCode).toBe(404);
    expect((await history('nobody-here', await authFor(env.svc, OTHER))).statusCode).toBe(403);
  });

  it('pages the rows while the total covers them all', async () => {
    const page2 = (await history(DONOR.username, await authFor(env.svc, DONOR), '?page=2&limit=2')).json();
    // Rows newest first: c (Sumur), b (Beasiswa), a (Sumur) — the second page of two holds a.
    expect(page2.transactions).toEqual([
      {
        title: 'Sumur Bersih',
        donation_id: first.donation_id,
        donors: [expect.objectContaining({ transaction_id: orders.a.transaction_id })],
      },
    ]);
    expect(page2.total_amount).toBe(85_000);
    expect(page2.totalPages).toBe(2);
  });

  it('every page of a longer history holds the rows the whole list has there, the pages past the middle too', async () => {
    const donor = { id: 130, username: 'rajin', fullname: 'Donatur Rajin', isAdmin: false };
    await insertUsers(env.svc, [donor]);
    const campaign = await insertCampaign(env.svc, { title: 'Dapur Asrama' });
    // Seven gifts, two of them settled at the same second (the id breaks the tie both ways).
    const times = ['01', '02', '03', '03', '05', '06', '07'].map((d) => `2025-02-${d} 08:00:00`);
    for (const [i, time] of times.entries()) {
      const order = await insertPendingTransaction(env.svc, {
        donation_pk: campaign.pk,
        amount: 1_000 * (i + 1),
        user_id: donor.id,
        donor_name: donor.fullname,
      });
      await settle(order, time);
    }
    const headers = await authFor(env.svc, donor);
    const rows = async (query: string) =>
      (
        (await history(donor.username, headers, query)).json().transactions as {
          donors: { transaction_id: string }[];
        }[]
      )
        .flatMap((group) => group.donors)
        .map((d) => d.transaction_id);
    const whole = await rows('?page=1&limit=99999');
    expect(whole).toHaveLength(7);
    for (const page of [1, 2, 3, 4, 5]) {
      expect(await rows(`?page=${page}&limit=2`)).toEqual(whole.slice((page - 1) * 2, page * 2));
    }
  });

  it("gives one of the user's transactions for the receipt and refuses another's", async () => {
    const donorAuth = await authFor(env.svc, DONOR);
    const own = await env.svc.app.inject({
      method: 'GET',
      url: `/user/${DONOR.username}/transactions/${orders.b.transaction_id}`,
      headers: donorAuth,
    });
    expect(own.json()).toMatchObject({
      transaction_id: orders.b.transaction_id,
      title: 'Beasiswa Santri',
      donation_id: second.donation_id,
      donation_amount: 50_000,
      payment_method: 'bca',
      status: 'settlement',
    });
    const others = await env.svc.app.inject({
      method: 'GET',
      url: `/user/${DONOR.username}/transactions/${orders.others.transaction_id}`,
      headers: donorAuth,
    });
    expect(others.statusCode).toBe(403);
    const asOther = await env.svc.app.inject({
      method: 'GET',
      url: `/user/${DONOR.username}/transactions/${orders.b.transaction_id}`,
      headers: await authFor(env.svc, OTHER),
    });
    expect(asOther.statusCode).toBe(403);
  });
});
