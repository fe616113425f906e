import { LiveEvents } from '../live-events';
import { closeRedis, type SharedRedis } from '../redis';
import { createTestRedis } from '../testing';

describe('live events in one process (no Redis)', () => {
  it('hands a message to the listeners of its topic only, until they unsubscribe', async () => {
    const events = new LiveEvents<{ n: number }>('demo', null);
    await events.start();
    const seen: string[] = [];
    const stop = events.subscribe('7', (m) => seen.push(`7:${m.n}`));
    events.subscribe('8', (m) => seen.push(`8:${m.n}`));
    await events.publish('7', { n: 1 });
    stop();
    await events.publish('7', { n: 2 });
    await events.publish('8', { n: 3 });
    expect(seen).toEqual(['7:1', '8:3']);
    expect(events.listeners('7')).toBe(0);
    await events.close();
  });
});

describe('live events across processes (Redis pub/sub)', () => {
  let redis: SharedRedis;
  beforeAll(async () => {
    process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
    redis = (await createTestRedis())!;
  });
  afterAll(() => closeRedis(redis));

  it('reaches the listeners on every replica, the sender included', async () => {
    const a = new LiveEvents<{ n: number }>('demo', redis);
    const b = new LiveEvents<{ n: number }>('demo', redis);
    await Promise.all([a.start(), b.start()]);
    try {
      const got = (events: LiveEvents<{ n: number }>) =>
        new Promise<number>((resolve) => events.subscribe('5', (m) => resolve(m.n)));
      const onA = got(a);
      const onB = got(b);
      await a.publish('5', { n: 42 });
      expect(await Promise.all([onA, onB])).toEqual([42, 42]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
