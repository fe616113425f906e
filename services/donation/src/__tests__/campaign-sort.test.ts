import { ADMIN, authFor, insertCampaign, insertUsers, startPayEnv, type PayEnv } from './pay-fixtures';

/** "Manajemen Donasi" (issue 42): the list carries each campaign's figures and is sorted by them on the server. */
let env: PayEnv;
let admin: { authorization: string };
const DAY = 86_400_000;

beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
  admin = await authFor(env.svc, ADMIN);
  const seed = [
    // title, target, collected, donors, days left
    ['A', 1_000_000, 900_000, 3, 30],
    ['B', 10_000_000, 2_000_000, 12, 5],
    ['C', 500_000, 100_000, 1, 60],
    ['D', 4_000_000, 3_000_000, 7, 2],
  ] as const;
  for (const [title, target, collected, donors, days] of seed) {
    const c = await insertCampaign(env.svc, {
      title: `Urut ${title}`,
      target_amount: target,
      total_collected: collected,
      expiry_time: new Date(Date.now() + days * DAY),
    });
    await env.svc.db('donations').where({ id: c.pk }).update({ donor_count: donors });
  }
});
afterAll(() => env.close());

const titles = async (query: string) => {
  const res = await env.svc.app.inject({ method: 'GET', url: `/get-donation?${query}`, headers: admin });
  expect(res.statusCode).toBe(200);
  return (res.json().donations as { title: string }[]).map((d) => d.title.replace('Urut ', ''));
};

describe('GET /get-donation sorted', () => {
  it.each([
    ['sort=collected', ['D', 'B', 'A', 'C']],
    ['sort=target', ['B', 'D', 'A', 'C']],
    ['sort=percentage', ['A', 'D', 'C', 'B']],
    ['sort=donors', ['B', 'D', 'A', 'C']],
    ['sort=ending', ['D', 'B', 'A', 'C']],
    ['sort=collected&order=asc', ['C', 'A', 'B', 'D']],
    ['sort=newest', ['D', 'C', 'B', 'A']],
  ])('%s', async (query, expected) => {
    expect(await titles(`${query}&limit=10`)).toEqual(expected);
  });

  it('pages through the sorted list with the existing paging, without overlap', async () => {
    const first = await titles('sort=donors&limit=2&page=1');
    const second = await titles('sort=donors&limit=2&page=2');
    expect([...first, ...second]).toEqual(['B', 'D', 'A', 'C']);
  });

  it("carries each campaign's collected, target, percentage, donors and status", async () => {
    const res = await env.svc.app.inject({ method: 'GET', url: '/get-donation?sort=donors&limit=1', headers: admin });
    expect(res.json().donations[0]).toMatchObject({
      title: 'Urut B',
      total_collected: 2_000_000,
      target_amount: 10_000_000,
      percentage_collected: 20,
      donor_count: 12,
      status: 'Open',
    });
  });

  it('refuses an unknown sort with the field named', async () => {
    const res = await env.svc.app.inject({ method: 'GET', url: '/get-donation?sort=judul' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/sort/);
  });
});
