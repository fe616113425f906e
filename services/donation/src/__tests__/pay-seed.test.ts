import { buildTestService, type TestService } from '@yayasan/service-kit/testing';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { migrations } from '../../migrations';
import app from '../app';
import { DEMO_CAMPAIGNS, seedDemo } from '../seed';

let svc: TestService;
beforeAll(async () => {
  svc = await buildTestService({
    name: 'donation',
    app,
    appOptions: { payments: { midtrans: { serverKey: 'SB-Mid-server-seed-test' }, invoiceSigningSecret: 's' } },
    migrations: { account: accountMigrations, donation: migrations },
  });
  await svc.db('users').insert([
    { fullname: 'Admin Yayasan', email: 'admin@yayasan.test', username: 'admin', is_admin: true },
    { fullname: 'Budi Santoso', email: 'budi@yayasan.test', username: 'budi', is_admin: false },
  ]);
});
afterAll(() => svc.close());

test('demo donations: settled through the ledger, one anonymous, different progress per campaign; idempotent', async () => {
  await seedDemo(svc.db);
  const firstCount = await svc.db('transactions').count({ n: '*' });
  await seedDemo(svc.db);
  expect(await svc.db('transactions').count({ n: '*' })).toEqual(firstCount);

  const [budi] = await svc.db('users').where({ username: 'budi' }).limit(1).select('id');
  const rows = await svc
    .db('transactions')
    .select('user_id', 'status', 'donor_name', 'settled_at', 'amount', 'donation_pk');
  expect(rows.length).toBeGreaterThanOrEqual(3);
  expect(rows.length).toBeLessThanOrEqual(10);
  expect(rows.every((r) => r.user_id === budi.id && r.status === 'settlement' && r.settled_at instanceof Date)).toBe(
    true,
  );
  expect(rows.filter((r) => r.donor_name === 'Hamba Allah')).toHaveLength(1);
  // Demo donations were never paid: nobody is mailed a receipt for them.
  expect(await svc.db('mail_jobs').select('id')).toEqual([]);

  // Each campaign's total is exactly what the ledger settled for it.
  const campaigns = await svc.db('donations').select('id', 'donation_id', 'total_collected', 'target_amount', 'draft');
  for (const c of campaigns) {
    const settled = rows.filter((r) => r.donation_pk === c.id).reduce((sum, r) => sum + Number(r.amount), 0);
    expect(Number(c.total_collected)).toBe(settled);
  }
  const running = (await svc.app.inject({ method: 'GET', url: '/get-donation?draft=false' })).json();
  const percentages = running.donations.map((d: { percentage_collected: number }) => d.percentage_collected);
  expect(new Set(percentages).size).toBeGreaterThanOrEqual(3);
  expect(running.donations.every((d: { status: string }) => d.status === 'Open')).toBe(true);

  // The demo user's history and a campaign's donor list are not empty.
  const history = await svc.app.inject({
    method: 'GET',
    url: '/user/budi/transactions',
    headers: await svc.auth({ id: budi.id, username: 'budi', isAdmin: false }),
  });
  expect(history.json().total_amount).toBe(rows.reduce((sum, r) => sum + Number(r.amount), 0));
  const detail = (
    await svc.app.inject({ method: 'GET', url: `/donation/${DEMO_CAMPAIGNS[0].donation_id}/details` })
  ).json();
  expect(detail.successful_donors_details.length).toBeGreaterThan(0);
});

test("demo pledges: the demo donor's, with months paid by settled donations, missed and waiting; seeded once", async () => {
  await seedDemo(svc.db);
  const [budi] = await svc.db('users').where({ username: 'budi' }).limit(1).select('id');
  const pledges = await svc.db('pledges').where({ user_id: budi.id }).orderBy('id');
  expect(pledges.map((p) => p.state)).toEqual(['active', 'paused']);
  const months = await svc.db('pledge_months').whereIn(
    'pledge_id',
    pledges.map((p) => p.id),
  );
  expect(new Set(months.map((m) => m.state))).toEqual(new Set(['paid', 'missed', 'waiting']));
  for (const paid of months.filter((m) => m.state === 'paid')) {
    const donation = await svc
      .db('transactions')
      .where({ order_id: String(paid.order_id) })
      .first();
    expect(donation).toMatchObject({ status: 'settlement', pledge_id: paid.pledge_id, pledge_month: paid.month });
  }
  const answer = await svc.app.inject({
    method: 'GET',
    url: '/pledges',
    headers: await svc.auth({ id: budi.id, username: 'budi', isAdmin: false }),
  });
  expect(answer.json().pledges).toHaveLength(2);
  await seedDemo(svc.db);
  expect(await svc.db('pledges').where({ user_id: budi.id })).toHaveLength(2);
});
