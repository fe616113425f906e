import { migrateLatest } from '@yayasan/service-kit';
import { createTestDatabase, type TestDatabase } from '@yayasan/service-kit/testing';
import { migrations } from '@yayasan/service-gateway/migrations';
import { DbFieldWindow, type PageView } from '@yayasan/service-gateway/field';
import {
  canaryWatches,
  judgeCanary,
  readLiveReleases,
  recordRelease,
  reviewCanaryWatches,
} from '@yayasan/service-gateway/releases';
import { parseDuration, watchCanary } from '../watch';

let database: TestDatabase;
let window: DbFieldWindow;
const lines: string[] = [];
const log = (line: string) => lines.push(line);

beforeAll(async () => {
  database = await createTestDatabase('release_watch');
  await migrateLatest(database.db, 'gateway', migrations);
  window = new DbFieldWindow(database.db);
});
afterAll(() => database.drop());
beforeEach(() => {
  lines.length = 0;
});

/** `count` page views of one remote version, each with an LCP, `errors` of them with an error thrown by it. */
async function views(remote: 'gallery' | 'blog', version: string, count: number, errors = 0) {
  for (let i = 0; i < count; i++) {
    const on = { remote, version, channel: 'stable' as const };
    const view: PageView = {
      route: '/galeri',
      remotes: [on],
      vitals: [{ name: 'LCP', value: 1000 + (i % 10) * 50 }],
      failures: i < errors ? [{ kind: 'error', remote, on }] : [],
    };
    await window.record(view);
  }
}

const decisions = async (remote: string) =>
  database.db('gateway_audit_log').where({ action: 'release.decision', object_id: remote }).orderBy('seq');

describe('watching a canary', () => {
  it('rolls back at once a canary whose visitors meet errors the live version does not throw', async () => {
    await recordRelease(database.db, { remote: 'gallery', version: 'g-live' });
    await recordRelease(database.db, { remote: 'gallery', version: 'g-broken', canaryPercent: 10 });
    await views('gallery', 'g-live', 200);
    await views('gallery', 'g-broken', 60, 30);

    const outcome = await watchCanary({ db: database.db, window, remote: 'gallery', forMs: 60_000, log });

    expect(outcome).toBe('rolled back');
    expect((await readLiveReleases(database.db)).gallery).toEqual({ live: 'g-live' });
    const [verdict] = await decisions('gallery');
    const after = JSON.parse(verdict.after_json);
    expect(after).toMatchObject({ decision: 'rollback', canary: 'g-broken', stable: 'g-live' });
    expect(after.checks.find((c: { name: string }) => /error/i.test(c.name))).toMatchObject({ worse: true });
    expect(lines.join('\n')).toContain('gallery g-broken (canary) against g-live');
  });

  it('promotes a canary that is no worse once both sides have enough page views', async () => {
    await recordRelease(database.db, { remote: 'gallery', version: 'g-good', canaryPercent: 50 });
    await views('gallery', 'g-live', 600);
    await views('gallery', 'g-good', 600);

    expect(await watchCanary({ db: database.db, window, remote: 'gallery', forMs: 60_000, log })).toBe('promoted');
    expect((await readLiveReleases(database.db)).gallery).toEqual({ live: 'g-good' });
    expect((await decisions('gallery')).map((d) => JSON.parse(d.after_json).decision)).toEqual(['rollback', 'promote']);
  });

  it('leaves a canary with too few page views as it is when the watch ends', async () => {
    await recordRelease(database.db, { remote: 'gallery', version: 'g-young', canaryPercent: 10 });
    await views('gallery', 'g-young', 5);

    expect(await watchCanary({ db: database.db, window, remote: 'gallery', forMs: 0, log })).toBe('undecided');
    expect((await readLiveReleases(database.db)).gallery?.canary?.version).toBe('g-young');
    expect((await judgeCanary(database.db, window, 'gallery'))?.analysis.decision).toBe('wait');
    expect(await canaryWatches(database.db, 'gallery')).toEqual([]);
  });

  it('takes its page-view minimum from the command', async () => {
    // Stable (g-good) has 600 page views; the canary reaches the command's minimum of 20.
    await views('gallery', 'g-young', 25);
    const watch = { db: database.db, window, remote: 'gallery' as const, forMs: 0, log };
    expect(await watchCanary({ ...watch, minPageViews: 20 })).toBe('promoted');
    expect((await readLiveReleases(database.db)).gallery).toEqual({ live: 'g-young' });
  });

  it('reports what the gateway decided when the watch was acted on elsewhere meanwhile', async () => {
    await recordRelease(database.db, { remote: 'gallery', version: 'g-elsewhere', canaryPercent: 10 });
    await views('gallery', 'g-elsewhere', 60, 30);
    // The gateway's job looks at the same time: whichever acts first, the verdict is acted on once.
    const watching = watchCanary({
      db: database.db,
      window,
      remote: 'gallery',
      forMs: 60_000,
      everyMs: 60_000,
      log: (line) => {
        log(line);
        if (line.startsWith('Watching')) void reviewCanaryWatches(database.db, window);
      },
    });
    expect(await watching).toBe('rolled back');
    expect((await decisions('gallery')).filter((d) => JSON.parse(d.after_json).canary === 'g-elsewhere')).toHaveLength(
      1,
    );
  });

  it('judges a canary against the in-place build when nothing was released live, and withdraws it', async () => {
    await recordRelease(database.db, { remote: 'blog', version: 'b-broken', canaryPercent: 10 });
    await views('blog', 'build', 200);
    await views('blog', 'b-broken', 60, 40);

    expect(await watchCanary({ db: database.db, window, remote: 'blog', forMs: 60_000, log })).toBe('rolled back');
    expect((await readLiveReleases(database.db)).blog).toBeUndefined();
  });

  it('has nothing to watch without a canary', async () => {
    await expect(watchCanary({ db: database.db, window, remote: 'blog', forMs: 60_000, log })).rejects.toThrow(
      'blog has no canary to watch',
    );
  });
});

describe('durations', () => {
  it('reads seconds, minutes and hours, and refuses anything else', () => {
    expect(parseDuration('90s')).toBe(90_000);
    expect(parseDuration('30m')).toBe(1_800_000);
    expect(parseDuration('2h')).toBe(7_200_000);
    expect(parseDuration('45')).toBe(45_000);
    expect(parseDuration('0m')).toBeNull();
    expect(parseDuration('soon')).toBeNull();
  });
});
