import { m009DonorTotals } from '../../migrations/009_donor_totals';
import { methodLabel } from '../domain/payments';
import {
  ADMIN,
  authFor,
  DONOR,
  insertCampaign,
  insertPendingTransaction,
  insertUsers,
  OTHER,
  postNotification,
  signedNotification,
  startPayEnv,
  type PayEnv,
} from './pay-fixtures';

let env: PayEnv;

/** Donors beyond the fixtures' two, so the mix spreads over several rows of donor_totals. */
const MORE = [104, 105, 106].map((id) => ({ id, username: `donor${id}`, fullname: `Donor ${id}`, isAdmin: false }));

beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc, [DONOR, OTHER, ADMIN, ...MORE]);
});
afterAll(() => env.close());

type Order = Awaited<ReturnType<typeof insertPendingTransaction>>;

const notify = (order: Order, transaction_status: string, extra: Record<string, string> = {}) =>
  postNotification(env.svc, signedNotification({ ...order, transaction_status, ...extra }));

/** Each donor's totals as kept, and as counted from their transactions (users with none left out). */
async function keptAndCounted() {
  const kept = (await env.svc
    .db('donor_totals')
    .where('donations', '>', 0)
    .orWhere('amount', '>', 0)
    .orderBy('user_id')
    .select('user_id', 'donations', 'amount')) as { user_id: number; donations: number; amount: number | string }[];
  const counted = (await env.svc
    .db('transactions')
    .where({ counted: true })
    .whereNotNull('user_id')
    .groupBy('user_id')
    .orderBy('user_id')
    .select('user_id', env.svc.db.raw('COUNT(*) AS donations'), env.svc.db.raw('SUM(amount) AS amount'))) as {
    user_id: number;
    donations: number;
    amount: number | string;
  }[];
  const plain = (rows: typeof kept) =>
    rows.map((r) => ({ user_id: Number(r.user_id), donations: Number(r.donations), amount: Number(r.amount) }));
  return { kept: plain(kept), counted: plain(counted) };
}

describe('donor totals', () => {
  it('equal COUNT/SUM of each donor’s counted transactions after a mix of moves, duplicates and races', async () => {
    const campaigns = await Promise.all([1, 2, 3].map(() => insertCampaign(env.svc, { target_amount: 100_000_000 })));
    const donors = [DONOR, OTHER, ...MORE];
    const orders: { order: Order; userId: number }[] = [];
    for (let k = 0; k < 40; k++) {
      const donor = donors[k % donors.length];
      const order = await insertPendingTransaction(env.svc, {
        donation_pk: campaigns[k % campaigns.length].pk,
        amount: 10_000 + k * 1_000,
        user_id: donor.id,
        donor_name: donor.fullname,
      });
      orders.push({ order, userId: donor.id });
    }
    const o = (k: number) => orders[k].order;

    // Concurrent first settlements of every donor (no totals row yet), each notification sent twice.
    await Promise.all([0, 1, 2, 3, 4].flatMap((k) => [notify(o(k), 'settlement'), notify(o(k), 'settlement')]));
    // More settlements, with duplicates racing on the same donors' rows.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => i + 5).flatMap((k) => [
        notify(o(k), 'settlement'),
        notify(o(k), 'settlement'),
      ]),
    );
    // Card payments: an accepted capture counts, its later settlement changes nothing; a challenged
    // capture does not count, and is denied.
    await notify(o(25), 'capture');
    await notify(o(25), 'settlement');
    await notify(o(26), 'capture', { fraud_status: 'challenge' });
    await notify(o(26), 'deny');
    await notify(o(27), 'capture');
    await notify(o(27), 'refund');
    // Unpaid orders close without counting; one stays pending.
    await notify(o(28), 'expire');
    await notify(o(29), 'cancel');
    await notify(o(30), 'failure');
    // Refunds and chargebacks, some of them racing with their own duplicates and each other.
    await Promise.all([
      notify(o(0), 'refund'),
      notify(o(0), 'refund'),
      notify(o(5), 'chargeback'),
      notify(o(5), 'refund'),
      notify(o(6), 'refund'),
      notify(o(11), 'chargeback'),
      notify(o(11), 'chargeback'),
    ]);
    // Out-of-order: a settlement after the refund does not count it again.
    await notify(o(0), 'settlement');
    // Settlements and refunds of one donor at once.
    await Promise.all([notify(o(32), 'settlement'), notify(o(37), 'settlement'), notify(o(7), 'refund')]);

    const { kept, counted } = await keptAndCounted();
    expect(counted.length).toBe(donors.length);
    expect(kept).toEqual(counted);
    // The figures the mix gives, so a test helper that changed both sides alike would still fail.
    const refunded = [0, 5, 6, 7, 11].map((k) => 10_000 + k * 1_000);
    const settled = [...Array.from({ length: 25 }, (_, k) => k), 25, 32, 37].map((k) => 10_000 + k * 1_000);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(kept.map((r) => r.amount))).toBe(sum(settled) - sum(refunded));
    expect(sum(kept.map((r) => r.donations))).toBe(settled.length - refunded.length);
  });

  it('is backfilled by migration 009 from the counted transactions', async () => {
    const before = await keptAndCounted();
    await m009DonorTotals.down(env.svc.db);
    await m009DonorTotals.up(env.svc.db);
    const after = await keptAndCounted();
    expect(after.kept).toEqual(before.counted);
    expect(after.kept.length).toBeGreaterThan(0);
  });
});

interface PlainRow {
  transaction_id: string | null;
  order_id: string;
  amount: number;
  settled_at: Date | null;
  payment_method: string;
  bank: string | null;
  anonymous: number;
  donor_name: string;
  donation_id: string;
  title: string;
}

/**
 * The history as the plain query gave it before the donor totals and the deferred join: one join
 * with OFFSET and a COUNT/SUM over all the user's counted rows, grouped by campaign in row order.
 */
async function plainHistory(userId: number, page: number, limit: number) {
  const db = env.svc.db;
  const successful = () => db('transactions').where('transactions.user_id', userId).where('transactions.counted', true);
  const rows = (await successful()
    .join('donations', 'donations.id', 'transactions.donation_pk')
    .orderBy('transactions.settled_at', 'desc')
    .orderBy('transactions.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .select(
      'transactions.transaction_id',
      'transactions.order_id',
      'transactions.amount',
      'transactions.settled_at',
      'transactions.payment_method',
      'transactions.bank',
      'transactions.anonymous',
      'transactions.donor_name',
      'donations.donation_id',
      'donations.title',
    )) as PlainRow[];
  const totals = (await successful().count({ count: '*' }).sum({ total: 'amount' }).first()) as {
    count: number;
    total: number | string | null;
  };
  const groups: { title: string; donation_id: string; donors: unknown[] }[] = [];
  for (const r of rows) {
    let group = groups.find((g) => g.donation_id === r.donation_id);
    if (!group) {
      group = { title: r.title, donation_id: r.donation_id, donors: [] };
      groups.push(group);
    }
    group.donors.push({
      transaction_id: r.transaction_id,
      order_id: r.order_id,
      donation_amount: Number(r.amount),
      donation_date: r.settled_at ? new Date(r.settled_at).toISOString() : null,
      payment_method: methodLabel(r),
      anonymous: Boolean(r.anonymous),
      name: r.donor_name,
    });
  }
  const count = Number(totals.count);
  return {
    transactions: groups,
    total_amount: Number(totals.total ?? 0),
    total_transactions: count,
    currentPage: page,
    totalPages: Math.ceil(count / limit),
  };
}

describe('GET /user/:username/transactions against the plain query', () => {
  beforeAll(async () => {
    const campaigns = await Promise.all(
      ['Sumur Bersih', 'Beasiswa Santri', 'Asrama Putri'].map((title) =>
        insertCampaign(env.svc, { title, target_amount: 1_000_000_000 }),
      ),
    );
    const wallets = ['qris', 'gopay', 'shopeepay'];
    const jobs: Promise<unknown>[] = [];
    for (let k = 0; k < 130; k++) {
      const order = await insertPendingTransaction(env.svc, {
        // Runs of one campaign and interleaved ones, so groups split and merge across pages.
        donation_pk: campaigns[k % 7 < 3 ? 0 : k % 3].pk,
        amount: 5_000 * (1 + (k % 11)),
        anonymous: k % 5 === 0,
      });
      if (k % 4 === 1) {
        await env.svc
          .db('transactions')
          .where({ order_id: order.order_id })
          .update({ payment_method: wallets[k % 3], bank: null });
      }
      // Pairs of donations settled in the same second: the id decides their order.
      const second = String(Math.floor(k / 2) % 60).padStart(2, '0');
      const minute = String(Math.floor(k / 120)).padStart(2, '0');
      const time = `2025-03-${String(1 + (k % 27)).padStart(2, '0')} 10:${minute}:${second}`;
      if (k % 13 === 7) continue; // stays pending
      jobs.push(
        notify(order, k % 17 === 3 ? 'expire' : 'settlement', { settlement_time: time }).then(() =>
          k % 19 === 4 ? notify(order, 'refund') : undefined,
        ),
      );
    }
    await Promise.all(jobs);
  });

  it('gives the same bytes as the plain query on every page, for the donor and for an administrator', async () => {
    const checked: number[] = [];
    for (const limit of [undefined, 1, 7, 25]) {
      const size = limit ?? 100;
      const { totalPages } = await plainHistory(DONOR.id, 1, size);
      expect(totalPages).toBeGreaterThan(0);
      for (let page = 1; page <= totalPages + 1; page++) {
        const expected = await plainHistory(DONOR.id, page, size);
        for (const who of [DONOR, ADMIN]) {
          const query = `?page=${page}${limit === undefined ? '' : `&limit=${limit}`}`;
          const res = await env.svc.app.inject({
            method: 'GET',
            url: `/user/${DONOR.username}/transactions${query}`,
            headers: await authFor(env.svc, who),
          });
          expect(res.statusCode).toBe(200);
          expect(res.body).toBe(JSON.stringify(expected));
        }
        checked.push(expected.transactions.length);
      }
    }
    // Real pages were compared (and the empty one past the end).
    expect(Math.max(...checked)).toBeGreaterThan(1);
    expect(checked).toContain(0);
  });

  it('gives a user without donations an empty history', async () => {
    const res = await env.svc.app.inject({
      method: 'GET',
      url: `/user/${ADMIN.username}/transactions`,
      headers: await authFor(env.svc, ADMIN),
    });
    expect(res.body).toBe(JSON.stringify(await plainHistory(ADMIN.id, 1, 100)));
    expect(res.json()).toEqual({
      transactions: [],
      total_amount: 0,
      total_transactions: 0,
      currentPage: 1,
      totalPages: 0,
    });
  });
});
