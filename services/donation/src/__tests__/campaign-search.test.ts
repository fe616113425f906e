import { buildTestService, type TestService } from '@yayasan/service-kit/testing';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { CAMPAIGN_SEARCH_MAX_LIMIT, CAMPAIGN_SEARCH_MAX_PAGE, CAMPAIGN_SEARCH_PAGE_SIZE } from '@yayasan/contracts';
import { migrations } from '../../migrations';
import app from '../app';
import { createCampaign } from '../repositories/donations';

const DAY = 24 * 60 * 60 * 1000;

let svc: TestService;
beforeAll(async () => {
  svc = await buildTestService({
    name: 'donation',
    app,
    migrations: { account: accountMigrations, donation: migrations },
  });
});
afterAll(() => svc.close());

let made = 0;
/** A published running campaign, each one a minute newer than the one before. */
async function campaign(id: string, title: string, description: string, over: Record<string, unknown> = {}) {
  await createCampaign(
    svc.db,
    {
      title,
      description,
      content: 'Isi kampanye',
      thumbnail: 'https://yayasan.example/media/a.png',
      target_amount: 5_000_000,
      expiry_time: new Date(Date.now() + 10 * DAY),
      draft: false,
    },
    { createdBy: 1, donationId: id, now: new Date(Date.UTC(2026, 0, 1) + ++made * 60_000) },
  );
  if (Object.keys(over).length) await svc.db('donations').where({ donation_id: id }).update(over);
}

const search = (query: string) => svc.app.inject({ method: 'GET', url: `/search-donations?${query}` });
const ids = (res: { json: () => { donations: { donation_id: string }[] } }) =>
  res.json().donations.map((d) => d.donation_id);

beforeAll(async () => {
  // Campaigns the words do not find: the index ranks a word by how rare it is among all of them.
  for (let i = 1; i <= 6; i++) await campaign(`lain-${i}`, `Renovasi Asrama ${i}`, 'Atap dan lantai asrama santri');
  await campaign('sembako-satu-kali', 'Bantuan Ramadan', 'Paket sembako untuk keluarga santri');
  await campaign('sembako-dua-kali', 'Paket Sembako Ramadan', 'Sembako untuk warga sekitar pondok');
  await campaign('sembako-baru', 'Beras untuk Dapur', 'Paket sembako bulanan dapur umum');
  await campaign('sembako-draft', 'Paket Sembako Draft', 'Belum terbit', { draft: true });
  await campaign('sembako-berakhir', 'Paket Sembako Lalu', 'Sudah lewat', { expiry_time: new Date(Date.now() - DAY) });
  // Less than the minimum donation left: closed, as the campaign list counts it.
  await campaign('sembako-penuh', 'Paket Sembako Penuh', 'Target tercapai', { total_collected: 4_995_000 });
});

describe('GET /search-donations', () => {
  test('running campaigns with every word in the title or description, most relevant first, then newest', async () => {
    const res = await search('query=sembako');
    expect(res.statusCode).toBe(200);
    // Twice in its words ranks first; the two with it once follow, newest first.
    expect(ids(res)).toEqual(['sembako-dua-kali', 'sembako-baru', 'sembako-satu-kali']);
    expect(res.json()).toMatchObject({ currentPage: 1, totalPages: 1, totalDonations: 3 });
    const first = res.json().donations[0];
    expect(first).toMatchObject({ title: 'Paket Sembako Ramadan', status: 'Open', draft: false });
    expect(res.headers['cache-control']).toMatch(/^public/);
  });

  test('words match the start of words, all of them are needed, and case and operators do not matter', async () => {
    expect(ids(await search('query=SEMB'))).toHaveLength(3);
    expect(ids(await search(`query=${encodeURIComponent('warga ramadan')}`))).toEqual(['sembako-dua-kali']);
    expect(ids(await search(`query=${encodeURIComponent('sembako keluarga')}`))).toEqual(['sembako-satu-kali']);
    expect(ids(await search(`query=${encodeURIComponent('+"dapur* -(sembako) ~umum <>')}`))).toEqual(['sembako-baru']);
    expect(ids(await search('query=zakat'))).toEqual([]);
  });

  test('drafts, ended campaigns and those with less than the minimum left are never found', async () => {
    const found = ids(await search('query=sembako&limit=20'));
    for (const hidden of ['sembako-draft', 'sembako-berakhir', 'sembako-penuh']) expect(found).not.toContain(hidden);
  });

  test('paged: a limit per page, the default when absent, and an empty page past the end', async () => {
    const first = await search('query=sembako&limit=2');
    expect(ids(first)).toEqual(['sembako-dua-kali', 'sembako-baru']);
    expect(first.json()).toMatchObject({ currentPage: 1, totalPages: 2, totalDonations: 3 });
    const second = await search('query=sembako&limit=2&page=2');
    expect(ids(second)).toEqual(['sembako-satu-kali']);
    expect((await search('query=sembako&limit=2&page=3')).json()).toMatchObject({ donations: [], currentPage: 3 });
    const asrama = await search('query=asrama');
    expect(ids(asrama)).toHaveLength(CAMPAIGN_SEARCH_PAGE_SIZE);
    expect(asrama.json()).toMatchObject({ totalDonations: 6, totalPages: 2 });
  });

  test('a text without a word finds nothing instead of everything', async () => {
    const res = await search(`query=${encodeURIComponent('+-*"() ')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ donations: [], currentPage: 1, totalPages: 0, totalDonations: 0 });
  });

  test.each([
    ['', /query/],
    ['query=', /query/],
    [`query=${'a'.repeat(201)}`, /query/],
    [`query=sembako&limit=${CAMPAIGN_SEARCH_MAX_LIMIT + 1}`, /limit/],
    ['query=sembako&limit=0', /limit/],
    [`query=sembako&page=${CAMPAIGN_SEARCH_MAX_PAGE + 1}`, /page/],
    ['query=sembako&page=dua', /page/],
  ])('bad input %s is refused with a message naming the field', async (qs, field) => {
    const res = await search(qs);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Data tidak valid: /);
    expect(res.json().error).toMatch(field);
  });
});
