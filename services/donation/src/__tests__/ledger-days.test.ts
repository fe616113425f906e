import { jakartaToday } from '@yayasan/validation';
import { DAYS_SPAN_MAX, fillDays } from '../domain/ledger-days';
import { ADMIN, authFor, insertCampaign, insertUsers, startPayEnv, type PayEnv } from './pay-fixtures';

/** Issue 42: a short span is charted by day, every day of it, so one month of data is not a single dot. */
let env: PayEnv;
let admin: { authorization: string };
beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
  admin = await authFor(env.svc, ADMIN);
});
afterAll(() => env.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  env.svc.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
const shift = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test('fillDays gives every day of a short span, zeros where nothing moved, and nothing for a long one', () => {
  const sums = new Map([['2026-03-02', { money_in: 50_000, money_out: 0 }]]);
  expect(fillDays('2026-03-01', '2026-03-03', sums)).toEqual([
    { day: '2026-03-01', money_in: 0, money_out: 0 },
    { day: '2026-03-02', money_in: 50_000, money_out: 0 },
    { day: '2026-03-03', money_in: 0, money_out: 0 },
  ]);
  expect(fillDays('2026-01-01', shift('2026-01-01', DAYS_SPAN_MAX - 1), sums)).toHaveLength(DAYS_SPAN_MAX);
  expect(fillDays('2026-01-01', shift('2026-01-01', DAYS_SPAN_MAX), sums)).toEqual([]);
});

test("a young campaign's ledger and a short /laporan range are given by day, summing to their totals", async () => {
  const c = await insertCampaign(env.svc, { target_amount: 5_000_000 });
  const today = jakartaToday();
  const threeDaysAgo = shift(today, -3);
  for (const [date, amount] of [
    [threeDaysAgo, 200_000],
    [today, 50_000],
  ] as const) {
    const res = await call('POST', `/donation/${c.donation_id}/offline-donations`, {
      date,
      amount,
      method: 'cash',
      show_in_donor_list: false,
    });
    expect(res.statusCode).toBe(201);
  }
  const out = await call('POST', `/donation/${c.donation_id}/disbursements`, {
    date: today,
    amount: 30_000,
    category: 'makan',
    description: 'Lauk',
    proofs: ['http://site.test/media/0b8e5a5e-8c1f-4d1e-9f59-3f1d2a4b5c6d.jpg'],
  });
  expect(out.statusCode).toBe(201);

  const ledger = (await call('GET', `/donation/${c.donation_id}/ledger`)).json();
  expect(ledger.days).toEqual([
    { day: threeDaysAgo, money_in: 200_000, money_out: 0 },
    { day: shift(today, -2), money_in: 0, money_out: 0 },
    { day: shift(today, -1), money_in: 0, money_out: 0 },
    { day: today, money_in: 50_000, money_out: 30_000 },
  ]);

  const summary = (await call('GET', `/ledger/summary?from=${shift(today, -9)}&to=${shift(today, 5)}`)).json();
  // Up to today only: the days ahead have not happened.
  expect(summary.days).toHaveLength(10);
  expect(summary.days.at(-1).day).toBe(today);
  const sum = (key: 'money_in' | 'money_out') =>
    (summary.days as { money_in: number; money_out: number }[]).reduce((s, d) => s + d[key], 0);
  expect(sum('money_in')).toBe(summary.money_in);
  expect(sum('money_out')).toBe(summary.money_out);

  const year = (await call('GET', `/ledger/summary?from=${shift(today, -200)}&to=${today}`)).json();
  expect(year.days).toEqual([]);
});
