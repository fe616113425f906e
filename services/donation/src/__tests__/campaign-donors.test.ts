import { buildTestService, type TestService } from '@yayasan/service-kit/testing';
import { m001Donations } from '../../migrations/001_donations';
import { m016CampaignDonorCount } from '../../migrations/016_campaign_donor_count';
import app from '../app';
import { createCampaign } from '../repositories/donations';

/**
 * The recent donors come from the payments ledger's `transactions` table. This suite gives it only
 * the columns the campaign detail reads, so it tests the reading rules on their own.
 */
let svc: TestService;
beforeAll(async () => {
  svc = await buildTestService({ name: 'donation', app, migrations: { donation: { '001_donations': m001Donations } } });
});
afterAll(() => svc.close());

const campaign = (donationId: string) =>
  createCampaign(
    svc.db,
    {
      title: 'Kampanye Donor',
      description: '',
      content: '',
      thumbnail: 'https://yayasan.example/a.png',
      target_amount: 10_000_000,
      expiry_time: new Date(Date.now() + 86_400_000),
      draft: false,
    },
    { createdBy: 1, donationId },
  );

test('without the ledger table the donor list is empty instead of an error', async () => {
  await campaign('tanpa-ledger');
  const res = await svc.app.inject({ method: 'GET', url: '/donation/tanpa-ledger/details' });
  expect(res.statusCode).toBe(200);
  expect(res.json().successful_donors_details).toEqual([]);
  expect(res.json().donor_count).toBe(0);
});

test('only listed settlement and capture count, newest first, an empty name shows as Hamba Allah', async () => {
  await svc.db.schema.createTable('transactions', (t) => {
    t.increments('id');
    t.integer('donation_pk').unsigned();
    t.string('donor_name', 255).nullable();
    t.bigInteger('amount').unsigned();
    t.string('status', 32);
    t.timestamp('settled_at', { precision: 3 }).nullable();
    // An offline gift the administrator kept out of the list.
    t.boolean('listed').notNullable().defaultTo(true);
    t.specificType('counted', "TINYINT(1) AS (status IN ('settlement', 'capture')) STORED");
  });
  const row = await campaign('dengan-ledger');
  const other = await campaign('kampanye-lain');
  await svc.db('transactions').insert([
    {
      donation_pk: row.id,
      donor_name: 'Siti',
      amount: 50_000,
      status: 'settlement',
      settled_at: new Date('2025-03-01T03:04:00Z'),
    },
    {
      donation_pk: row.id,
      donor_name: 'Hamba Allah',
      amount: 25_000,
      status: 'capture',
      settled_at: new Date('2025-03-02T10:00:00Z'),
    },
    {
      donation_pk: row.id,
      donor_name: '',
      amount: 10_000,
      status: 'settlement',
      settled_at: new Date('2025-02-01T00:00:00Z'),
    },
    { donation_pk: row.id, donor_name: 'Pending', amount: 99_000, status: 'pending', settled_at: null },
    { donation_pk: row.id, donor_name: 'Kadaluarsa', amount: 99_000, status: 'expire', settled_at: null },
    {
      donation_pk: row.id,
      donor_name: 'Tak Dicantumkan',
      amount: 99_000,
      status: 'settlement',
      settled_at: new Date(),
      listed: false,
    },
    { donation_pk: other.id, donor_name: 'Lain', amount: 99_000, status: 'settlement', settled_at: new Date() },
  ]);
  // The number of donors is stored on the campaign row; the migration that adds it counts the rows there.
  await m016CampaignDonorCount.up(svc.db);
  const res = await svc.app.inject({ method: 'GET', url: '/donation/dengan-ledger/details' });
  expect(res.json().successful_donors_details).toEqual([
    { name: 'Hamba Allah', donation_amount: 25_000, donation_date: '2025-03-02T10:00:00.000Z' },
    { name: 'Siti', donation_amount: 50_000, donation_date: '2025-03-01T03:04:00.000Z' },
    { name: 'Hamba Allah', donation_amount: 10_000, donation_date: '2025-02-01T00:00:00.000Z' },
  ]);
  // Every counted donation is a donor, also one kept out of the list; pending and expired ones are not.
  expect(res.json().donor_count).toBe(4);
  const [mine, others] = await Promise.all(
    [row.id, other.id].map((id) => svc.db('donations').where({ id }).first('donor_count')),
  );
  expect([mine?.donor_count, others?.donor_count]).toEqual([4, 1]);
});
