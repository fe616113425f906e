import { closeRedis, migrateLatest, type SharedRedis } from '@yayasan/service-kit';
import { createTestDatabase, createTestRedis, type TestDatabase } from '@yayasan/service-kit/testing';
import { migrations } from '../../migrations';
import { DbFieldWindow, RedisFieldWindow, type FieldWindow, type FieldWindowOptions, type PageView } from '../field';

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

const view = (version: string, lcp: number, failed = false): PageView => ({
  route: '/galeri',
  remotes: [{ remote: 'gallery', version, channel: 'stable' }],
  vitals: [{ name: 'LCP', value: lcp }],
  failures: failed ? [{ kind: 'error', remote: 'gallery', on: { remote: 'gallery', version, channel: 'stable' } }] : [],
});

let serial = 0;
const freshVersion = () => `20261125-050000-ser${String(++serial).padStart(4, '0')}`;

describe.each([
  ['the database', (options?: FieldWindowOptions): FieldWindow => new DbFieldWindow(database.db, options)],
  ['Redis', (options?: FieldWindowOptions): FieldWindow => new RedisFieldWindow(redis, options)],
])('a series of the field window in %s', (_name, windowOf) => {
  it('cuts the figures into buckets aligned on the epoch, oldest first, leaving out buckets without views', async () => {
    const window = windowOf({ hours: 2 });
    const version = freshVersion();
    // Buckets of 10 minutes: the current one, and the one 30 minutes back (the two between stay empty).
    const nowBucket = Math.floor(Date.now() / (10 * MINUTE)) * 10 * MINUTE;
    const earlier = nowBucket - 30 * MINUTE;
    await window.record(view(version, 1000, true), earlier);
    await window.record(view(version, 3000), earlier + 9 * MINUTE);
    await window.record(view(version, 500), nowBucket);

    const series = await window.series('gallery', version, nowBucket - 60 * MINUTE, 10);
    expect(series.map((b) => b.startMs)).toEqual([earlier, nowBucket]);
    expect(series[0].figures.pageViews).toBe(2);
    expect(series[0].figures.failures.error).toBe(1);
    expect(series[0].figures.vitals.LCP.sort((a, b) => a - b)).toEqual([1000, 3000]);
    expect(series[1].figures).toMatchObject({ pageViews: 1, vitals: { LCP: [500], INP: [] } });
    // The whole series adds up to what a read of the same span finds.
    const whole = await window.read('gallery', version, nowBucket - 60 * MINUTE);
    expect(series.reduce((n, b) => n + b.figures.pageViews, 0)).toBe(whole.pageViews);
  });

  it('keeps to the window and the moment asked, and to the version asked', async () => {
    const window = windowOf({ hours: 1 });
    const version = freshVersion();
    const now = Date.now();
    await window.record(view(version, 800), now - 3 * 60 * MINUTE);
    await window.record(view(freshVersion(), 900), now);
    expect(await window.series('gallery', version, 0, 5)).toEqual([]);
    await window.record(view(version, 700), now - 20 * MINUTE);
    await window.record(view(version, 600), now);
    const recent = await window.series('gallery', version, now - 5 * MINUTE, 1);
    expect(recent.map((b) => b.figures.vitals.LCP)).toEqual([[600]]);
    expect((await window.series('gallery', version, 0, 60)).reduce((n, b) => n + b.figures.pageViews, 0)).toBe(2);
  });

  it('refuses a bucket that is not a whole number of minutes', async () => {
    await expect(windowOf().series('gallery', freshVersion(), 0, 0)).rejects.toThrow(RangeError);
    await expect(windowOf().series('gallery', freshVersion(), 0, 1.5)).rejects.toThrow(RangeError);
  });
});
