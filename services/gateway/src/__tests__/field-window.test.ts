import { closeRedis, migrateLatest, type SharedRedis } from '@yayasan/service-kit';
import { createTestDatabase, createTestRedis, type TestDatabase } from '@yayasan/service-kit/testing';
import { migrations } from '../../migrations';
import {
  DbFieldWindow,
  fieldWindowFor,
  RedisFieldWindow,
  reservoirSlots,
  type FieldWindow,
  type FieldWindowOptions,
  type PageView,
} from '../field';

const V1 = '20261124-050000-abc1234';
const MINUTE = 60_000;

let database: TestDatabase;
let redis: SharedRedis;

beforeAll(async () => {
  database = await createTestDatabase('gateway');
  await migrateLatest(database.db, 'gateway', migrations);
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  redis = (await createTestRedis())!;
});
afterAll(async () => {
  await closeRedis(redis);
  await database.drop();
});

const view = (version: string, overrides: Partial<PageView> = {}): PageView => ({
  route: '/galeri',
  remotes: [
    { remote: 'gallery', version, channel: 'stable' },
    { remote: 'blog', version: 'build', channel: 'stable' },
  ],
  vitals: [
    { name: 'LCP', value: 1200 },
    { name: 'CLS', value: 0.05 },
  ],
  failures: [
    { kind: 'error', remote: 'gallery', on: { remote: 'gallery', version, channel: 'stable' } },
    { kind: 'boundary' },
  ],
  ...overrides,
});

/** A version of its own per case, so the cases of one implementation never see each other's minutes. */
let serial = 0;
const freshVersion = () => `20261124-050000-abc${String(++serial).padStart(4, '0')}`;

describe.each([
  ['the database', (options?: FieldWindowOptions): FieldWindow => new DbFieldWindow(database.db, options)],
  ['Redis', (options?: FieldWindowOptions): FieldWindow => new RedisFieldWindow(redis, options)],
])('the field window in %s', (_name, windowOf) => {
  it("credits each remote version on the page with the view and the page's vitals, and a failure only to its own remote", async () => {
    const window = windowOf();
    const version = freshVersion();
    await window.record(view(version));
    await window.record(view(version, { vitals: [{ name: 'INP', value: 180 }], failures: [] }));

    const gallery = await window.read('gallery', version, Date.now() - MINUTE);
    expect(gallery.pageViews).toBe(2);
    expect(gallery.failures).toEqual({ error: 1, 'remote-load': 0, boundary: 0, 'render-fallback': 0 });
    expect(gallery.vitals).toEqual({ LCP: [1200], INP: [180], CLS: [0.05] });

    const blog = await window.read('blog', 'build', Date.now() - MINUTE);
    expect(blog.pageViews).toBeGreaterThanOrEqual(2);
    expect(blog.vitals.LCP).toContain(1200);
    // Nothing recorded for a version it never saw.
    const other = await window.read('gallery', V1, 0);
    expect(other).toEqual({
      pageViews: 0,
      failures: { error: 0, 'remote-load': 0, boundary: 0, 'render-fallback': 0 },
      vitals: { LCP: [], INP: [], CLS: [] },
    });
  });

  it('reads only the minutes since the moment asked, and none older than the window keeps', async () => {
    const window = windowOf({ hours: 1 });
    const version = freshVersion();
    const now = Date.now();
    await window.record(view(version), now - 2 * 60 * MINUTE);
    await window.record(view(version), now - 10 * MINUTE);
    await window.record(view(version), now);
    expect((await window.read('gallery', version, now - 5 * MINUTE)).pageViews).toBe(1);
    expect((await window.read('gallery', version, now - 15 * MINUTE)).pageViews).toBe(2);
    expect((await window.read('gallery', version, 0)).pageViews).toBe(2);
  });

  it('keeps a bounded sample of each vital per minute while counting every view', async () => {
    const window = windowOf({ samplesPerMinute: 5 });
    const version = freshVersion();
    const at = Date.now();
    for (let i = 1; i <= 12; i++) {
      await window.record(view(version, { vitals: [{ name: 'LCP', value: i * 100 }], failures: [] }), at);
    }
    const figures = await window.read('gallery', version, at - MINUTE);
    expect(figures.pageViews).toBe(12);
    expect(figures.vitals.LCP).toHaveLength(5);
    for (const value of figures.vitals.LCP) expect(value % 100 === 0 && value >= 100 && value <= 1200).toBe(true);
  });
});

describe('the field window a release command builds', () => {
  it('is kept in Redis when there is one, else in the database', () => {
    expect(fieldWindowFor(database.db, redis)).toBeInstanceOf(RedisFieldWindow);
    expect(fieldWindowFor(database.db, null)).toBeInstanceOf(DbFieldWindow);
  });

  it('deletes minutes that left the database window', async () => {
    const window = new DbFieldWindow(database.db, { hours: 1 });
    const version = freshVersion();
    await window.record(view(version), Date.now() - 3 * 60 * MINUTE);
    expect(await database.db('field_counts').where({ version }).count({ n: '*' })).toEqual([{ n: 4 }]);
    await window.record(view(freshVersion()));
    expect(await database.db('field_counts').where({ version }).count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await database.db('field_vital_samples').where({ version }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});

describe('a reservoir of vital samples', () => {
  it('fills its slots first, then replaces one at random or none', () => {
    expect(reservoirSlots(0, 3, 5)).toEqual([0, 1, 2]);
    expect(reservoirSlots(3, 2, 5)).toEqual([3, 4]);
    for (let i = 0; i < 200; i++) {
      const [slot] = reservoirSlots(5 + i, 1, 5);
      expect(slot === undefined || (slot >= 0 && slot < 5)).toBe(true);
    }
  });
});
