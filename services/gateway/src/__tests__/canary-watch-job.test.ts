import Fastify, { type FastifyInstance } from 'fastify';
import { closeRedis, migrateLatest, type SharedRedis } from '@yayasan/service-kit';
import { createTestDatabase, createTestRedis, type TestDatabase } from '@yayasan/service-kit/testing';
import { migrations } from '../../migrations';
import { RedisFieldWindow, type PageView } from '../field';
import { canaryWatches, openCanaryWatch, readLiveReleases, recordRelease } from '../releases';
import canaryWatchJob from '../releases/canary-watch-job';

let database: TestDatabase;
let redis: SharedRedis;
let window: RedisFieldWindow;

beforeAll(async () => {
  database = await createTestDatabase('canary_watch_job');
  await migrateLatest(database.db, 'gateway', migrations);
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  redis = (await createTestRedis())!;
  window = new RedisFieldWindow(redis);
});
afterAll(async () => {
  await closeRedis(redis);
  await database.drop();
});

/** A gateway replica's part that judges watches: the job on the shared Redis, looking every 100 ms. */
async function replica(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(canaryWatchJob, { db: database.db, window, redis, everyMs: 100 });
  await app.ready();
  return app;
}

async function views(version: string, count: number, errors = 0) {
  for (let i = 0; i < count; i++) {
    const on = { remote: 'gallery' as const, version, channel: 'stable' as const };
    const view: PageView = {
      route: '/galeri',
      remotes: [on],
      vitals: [{ name: 'LCP', value: 1000 + (i % 10) * 50 }],
      failures: i < errors ? [{ kind: 'error', remote: 'gallery', on }] : [],
    };
    await window.record(view);
  }
}

const decisions = () => database.db('gateway_audit_log').where({ action: 'release.decision' }).orderBy('seq');

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the canary watch job', () => {
  it('judges a watch left by a command that stopped, after a restart, and acts once across replicas', async () => {
    await recordRelease(database.db, { remote: 'gallery', version: 'live-1' });
    await recordRelease(database.db, { remote: 'gallery', version: 'broken-2', canaryPercent: 10 });
    await views('live-1', 200);
    await views('broken-2', 60, 30);
    // The command opened the watch and was stopped; no gateway was running.
    await openCanaryWatch(database.db, {
      remote: 'gallery',
      version: 'broken-2',
      until: new Date(Date.now() + 3_600_000),
    });

    // Two replicas start: the schedule is kept once in Redis and the verdict acted on once.
    const replicas = [await replica(), await replica()];
    try {
      const gallery = await until(
        async () => (await readLiveReleases(database.db)).gallery,
        (choice) => !choice?.canary,
      );
      expect(gallery).toEqual({ live: 'live-1' });
      expect(await canaryWatches(database.db)).toEqual([]);
      const verdicts = await decisions();
      expect(verdicts).toHaveLength(1);
      expect(verdicts[0].actor_username).toBe('job:canary-watch');
      expect(JSON.parse(verdicts[0].after_json)).toMatchObject({ decision: 'rollback', canary: 'broken-2' });
    } finally {
      await Promise.all(replicas.map((r) => r.close()));
    }
  });

  it('promotes a healthy canary and ends a watch whose time ran out without a verdict', async () => {
    await recordRelease(database.db, { remote: 'gallery', version: 'good-3', canaryPercent: 50 });
    await views('good-3', 40);
    await openCanaryWatch(database.db, {
      remote: 'gallery',
      version: 'good-3',
      until: new Date(Date.now() + 3_600_000),
      minPageViews: 30,
    });
    await recordRelease(database.db, { remote: 'blog', version: 'young-1', canaryPercent: 10 });
    await openCanaryWatch(database.db, { remote: 'blog', version: 'young-1', until: new Date(Date.now() - 1) });

    const app = await replica();
    try {
      await until(
        () => canaryWatches(database.db),
        (watches) => watches.length === 0,
      );
      const live = await readLiveReleases(database.db);
      expect(live.gallery).toEqual({ live: 'good-3' });
      expect(live.blog).toEqual({ canary: { version: 'young-1', percent: 10 } });
    } finally {
      await app.close();
    }
  });

  it('refuses to watch a version that is not the canary, and a switch ends the watch', async () => {
    await expect(
      openCanaryWatch(database.db, { remote: 'gallery', version: 'live-1', until: new Date() }),
    ).rejects.toThrow('gallery live-1 is not the canary');
    await recordRelease(database.db, { remote: 'gallery', version: 'next-4', canaryPercent: 5 });
    await openCanaryWatch(database.db, { remote: 'gallery', version: 'next-4', until: new Date(Date.now() + 60_000) });
    await recordRelease(database.db, { remote: 'gallery', version: 'next-5', canaryPercent: 5 });
    expect(await canaryWatches(database.db, 'gallery')).toEqual([]);
  });
});
