import { buildTestService, type TestService } from '@yayasan/service-kit/testing';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { migrations as donationMigrations } from '../../migrations';
import app from '../app';
import { DEMO_CAMPAIGNS, seedDemoCampaigns } from '../seed';

let svc: TestService;
beforeAll(async () => {
  process.env.PUBLIC_URL = 'http://localhost:8080';
  svc = await buildTestService({
    name: 'donation',
    app,
    migrations: { account: accountMigrations, donation: donationMigrations },
  });
});
afterAll(() => svc.close());

test('without an administrator account the seed does nothing', async () => {
  await seedDemoCampaigns(svc.db);
  expect(await svc.db('donations').count({ n: '*' })).toEqual([{ n: 0 }]);
});

test('demo campaigns: running ones, one Closed, one draft, owned by the admin, nothing collected; idempotent', async () => {
  const [adminId] = await svc
    .db('users')
    .insert({ fullname: 'Admin', email: 'admin@yayasan.test', username: 'admin', is_admin: true });
  await seedDemoCampaigns(svc.db);
  await seedDemoCampaigns(svc.db);
  expect(await svc.db('donations').count({ n: '*' })).toEqual([{ n: DEMO_CAMPAIGNS.length }]);
  expect(await svc.db('donations').where({ regular_programme: true }).pluck('donation_id')).toEqual([
    'demo-beasiswa-anak-yatim',
  ]);
  expect(await svc.db('donation_updates').count({ n: '*' })).toEqual([{ n: DEMO_CAMPAIGNS.length }]);
  const rows = await svc.db('donations').select('created_by', 'total_collected', 'thumbnail');
  expect(rows.every((r) => r.created_by === adminId && Number(r.total_collected) === 0)).toBe(true);
  expect(rows.every((r) => /^http:\/\/localhost:8080\/media\/demo\/photo-\d+\.png$/.test(r.thumbnail))).toBe(true);

  const running = (await svc.app.inject({ method: 'GET', url: '/get-donation?draft=false' })).json();
  expect(running.donations.length).toBeGreaterThanOrEqual(4);
  expect(running.donations[0].title).toBe(DEMO_CAMPAIGNS[0].title);
  const closed = (await svc.app.inject({ method: 'GET', url: '/get-donation?draft=false&status=Closed' })).json();
  expect(closed.donations.map((d: { title: string }) => d.title)).toEqual(['Santunan Ramadhan Anak Yatim']);
  const draft = await svc.db('donations').where({ draft: true }).select('title');
  expect(draft).toEqual([{ title: 'Sumur Bor Air Bersih untuk Desa Binaan' }]);
  // Different progress is the payments seed's job; the targets leave room for it.
  expect(
    new Set(DEMO_CAMPAIGNS.filter((c) => !c.draft && c.endsInDays > 0).map((c) => c.progress)).size,
  ).toBeGreaterThanOrEqual(4);
});
