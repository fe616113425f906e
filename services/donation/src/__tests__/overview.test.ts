import { GENERAL_FUND, jakartaToday } from '@yayasan/validation';
import { donationOverview } from '../domain/overview';
import {
  ADMIN,
  DONOR,
  OTHER,
  authFor,
  insertCampaign,
  insertPendingTransaction,
  insertUsers,
  postNotification,
  signedNotification,
  startPayEnv,
  type PayEnv,
} from './pay-fixtures';

/**
 * The administrators' overview (`GET /admin/overview`): figures by Asia/Jakarta period from the
 * ledger, online and offline gifts, refunds left out, running campaigns, the latest gifts and the
 * chart series. Each block has a database of its own, so its figures are exactly its gifts.
 */

/** Settles a new order at a Jakarta wall-clock time ('YYYY-MM-DD HH:mm:ss'), as Midtrans reports it. */
async function settleAt(env: PayEnv, pk: number, amount: number, wib: string, user = DONOR) {
  const order = await insertPendingTransaction(env.svc, { donation_pk: pk, amount, user_id: user.id });
  const res = await postNotification(
    env.svc,
    signedNotification({ ...order, transaction_status: 'settlement', transaction_time: wib, settlement_time: wib }),
  );
  expect(res.statusCode).toBe(200);
  return order;
}

const wibNow = () => new Date(Date.now() + 7 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);

describe('periods in Jakarta time', () => {
  let env: PayEnv;
  let admin: { authorization: string };
  beforeAll(async () => {
    env = await startPayEnv();
    await insertUsers(env.svc);
    admin = await authFor(env.svc, ADMIN);
  });
  afterAll(() => env.close());

  it('counts a gift by its Jakarta day at the day, month and year boundary, offline gifts included', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 50_000_000, title: 'Beasiswa Santri' });
    // 00:30 WIB on 1 April 2026 is still 31 March in UTC.
    const now = new Date('2026-03-31T17:30:00Z');
    await settleAt(env, c.pk, 100_000, '2026-04-01 00:10:00');
    await settleAt(env, c.pk, 200_000, '2026-03-31 23:59:59', OTHER);
    await settleAt(env, c.pk, 30_000, '2025-03-15 10:00:00');
    await settleAt(env, c.pk, 40_000, '2025-06-01 10:00:00');
    const gift = await env.svc.app.inject({
      method: 'POST',
      url: `/donation/${c.donation_id}/offline-donations`,
      headers: admin,
      payload: { date: '2026-04-01', amount: 50_000, method: 'cash', show_in_donor_list: true },
    });
    expect(gift.statusCode).toBe(201);

    const o = await donationOverview(env.svc.db, now);

    expect(o.today).toBe('2026-04-01');
    expect(o.periods.today).toEqual({
      current: { from: '2026-04-01', to: '2026-04-01', amount: 150_000, count: 2 },
      previous: { from: '2026-03-31', to: '2026-03-31', amount: 200_000, count: 1 },
    });
    expect(o.periods.month).toEqual({
      current: { from: '2026-04-01', to: '2026-04-01', amount: 150_000, count: 2 },
      previous: { from: '2026-03-01', to: '2026-03-01', amount: 0, count: 0 },
    });
    expect(o.periods.year).toEqual({
      current: { from: '2026-01-01', to: '2026-04-01', amount: 350_000, count: 3 },
      previous: { from: '2025-01-01', to: '2025-04-01', amount: 30_000, count: 1 },
    });

    // Charts: the last 90 days end today, the last 24 months end this month; by campaign and by method.
    expect(o.daily.buckets).toHaveLength(90);
    expect(o.daily.buckets.at(-1)).toBe('2026-04-01');
    expect(o.daily.totals.at(-1)).toBe(150_000);
    expect(o.daily.totals.at(-2)).toBe(200_000);
    expect(o.monthly.buckets).toHaveLength(24);
    expect(o.monthly.buckets[0]).toBe('2024-05');
    expect(o.monthly.buckets.at(-1)).toBe('2026-04');
    expect(o.monthly.totals.reduce((s, v) => s + v, 0)).toBe(420_000);
    expect(o.monthly.by_campaign).toEqual([{ key: c.donation_id, label: 'Beasiswa Santri', values: o.monthly.totals }]);
    const methods = Object.fromEntries(o.daily.by_method.map((m) => [m.label, m.values.at(-1)]));
    expect(methods).toEqual({ 'Virtual Account': 100_000, 'Luring: Tunai': 50_000 });
  });
});

describe('GET /admin/overview', () => {
  let env: PayEnv;
  let admin: { authorization: string };
  beforeAll(async () => {
    env = await startPayEnv();
    await insertUsers(env.svc);
    admin = await authFor(env.svc, ADMIN);
  });
  afterAll(() => env.close());

  const overview = async () => {
    const res = await env.svc.app.inject({ method: 'GET', url: '/admin/overview', headers: admin });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('is for administrators only', async () => {
    expect((await env.svc.app.inject({ method: 'GET', url: '/admin/overview' })).statusCode).toBe(401);
    const member = await authFor(env.svc, DONOR);
    expect((await env.svc.app.inject({ method: 'GET', url: '/admin/overview', headers: member })).statusCode).toBe(403);
  });

  it('leaves refunded gifts out, lists the latest gifts and the running campaigns', async () => {
    const soon = await insertCampaign(env.svc, {
      target_amount: 1_000_000,
      expiry_time: new Date(Date.now() + 3 * 86_400_000),
      title: 'Renovasi Asrama',
    });
    const later = await insertCampaign(env.svc, {
      target_amount: 2_000_000,
      expiry_time: new Date(Date.now() + 30 * 86_400_000),
    });
    await insertCampaign(env.svc, { draft: true });
    await insertCampaign(env.svc, { expiry_time: new Date(Date.now() - 86_400_000) });

    const kept = await settleAt(env, soon.pk, 250_000, wibNow());
    const refunded = await settleAt(env, soon.pk, 70_000, wibNow(), OTHER);
    const refund = await postNotification(
      env.svc,
      signedNotification({ ...refunded, transaction_status: 'refund', transaction_time: wibNow() }),
    );
    expect(refund.statusCode).toBe(200);
    const general = await env.svc.app.inject({
      method: 'POST',
      url: '/ledger/general-fund/offline-donations',
      headers: admin,
      payload: { date: jakartaToday(), amount: 80_000, method: 'in_kind', show_in_donor_list: false },
    });
    expect(general.statusCode).toBe(201);

    const o = await overview();
    expect(o.periods.today.current).toMatchObject({ amount: 330_000, count: 2 });
    expect(o.periods.year.current).toMatchObject({ amount: 330_000, count: 2 });
    expect(o.latest.map((d: { order_id: string }) => d.order_id)).toEqual([general.json().order_id, kept.order_id]);
    expect(o.latest[0]).toMatchObject({
      donation_id: '',
      channel: 'offline',
      amount: 80_000,
      method: 'Luring: Barang (dinilai dalam rupiah)',
    });
    expect(o.latest[1]).toMatchObject({
      donation_id: soon.donation_id,
      title: 'Renovasi Asrama',
      channel: 'online',
      amount: 250_000,
      method: 'Virtual Account BCA',
    });
    expect(o.campaigns).toEqual([
      expect.objectContaining({
        donation_id: soon.donation_id,
        total_collected: 250_000,
        target_amount: 1_000_000,
        percentage_collected: 25,
        donor_count: 1,
        ending_soon: true,
      }),
      expect.objectContaining({ donation_id: later.donation_id, total_collected: 0, ending_soon: false }),
    ]);
    expect(o.campaigns[0].days_left).toBe(3);
    expect(o.daily.by_campaign.map((s: { key: string }) => s.key).sort()).toEqual(
      [GENERAL_FUND, soon.donation_id].sort(),
    );
  });

  it('names the five largest campaigns of a chart and sums the rest as "lainnya"', async () => {
    const before = (await overview()).monthly.totals.at(-1);
    const campaigns = [];
    for (let i = 1; i <= 7; i++) campaigns.push(await insertCampaign(env.svc, { target_amount: 10_000_000 }));
    for (const [i, c] of campaigns.entries()) await settleAt(env, c.pk, (i + 1) * 100_000, wibNow());
    const o = await overview();
    const keys = o.monthly.by_campaign.map((s: { key: string }) => s.key);
    expect(keys).toHaveLength(6);
    expect(keys.at(-1)).toBe('lainnya');
    // Larger than anything an earlier test gave: these five are named, whatever else the month holds.
    expect(keys.slice(0, 5)).toEqual(
      campaigns
        .slice(2)
        .reverse()
        .map((c) => c.donation_id),
    );
    const sum = o.monthly.by_campaign.reduce((s: number, x: { values: number[] }) => s + x.values.at(-1)!, 0);
    expect(sum).toBe(o.monthly.totals.at(-1));
    expect(o.monthly.totals.at(-1) - before).toBe(2_800_000);
  });
});
