import { closeRedis, createRedis, redisPrefix, redisReady, type SharedRedis } from '@yayasan/service-kit';
import { createTestRedis } from '@yayasan/service-kit/testing';
import { ReadCountFlusher, writeReadCounts, type ReadCounts } from '../domain/read-counts';
import { SharedPendingReads } from '../domain/shared-pending-reads';
import { startHarness, type Harness, type Person } from './helpers';

let h: Harness;
let admin: Person;
/** Two replicas' clients of one Redis namespace. */
let a: SharedRedis;
let b: SharedRedis;

beforeAll(async () => {
  // These tests are about Redis: without REDIS_URL they use the local one the machines run.
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  a = (await createTestRedis())!;
  b = createRedis(process.env.REDIS_URL, { prefix: redisPrefix(a) });
  await redisReady(b);
  h = await startHarness({ redis: a, readsInRedis: true });
  admin = await h.user('penulis', true);
});
afterAll(async () => {
  await h.svc.close();
  await closeRedis(a);
  await closeRedis(b);
});

const storedReads = async (id: number): Promise<number> =>
  (await h.svc.db('blogs').where({ id }).limit(1).select('total_reads'))[0].total_reads;

const flusherOf = (store: SharedPendingReads, write = (batch: ReadCounts) => writeReadCounts(h.svc.db, batch)) =>
  new ReadCountFlusher({ store, write, intervalMs: 60_000 });

describe('article reads waiting in Redis, shared by the replicas', () => {
  test('the service counts a read in Redis and shows it before it is written', async () => {
    const blog = await h.blog(admin, { title: 'Dibaca lewat Redis' });
    for (let i = 1; i <= 3; i++) {
      const res = await h.post('/get-blog', { blog_id: blog.blog_id });
      expect(res.body.blog.activity.total_reads).toBe(i);
    }
    expect(await a.hget('blog:reads:waiting', String(blog.id))).toBe('3');
    await expect(h.readCounts.flush()).resolves.toBe(3);
    expect(await storedReads(blog.id)).toBe(3);
    expect(await a.hget('blog:reads:waiting', String(blog.id))).toBeNull();
  });

  test('reads counted on two replicas are written once, whichever flushes', async () => {
    const one = await h.blog(admin, { title: 'Satu' });
    const two = await h.blog(admin, { title: 'Dua' });
    const [first, second] = [flusherOf(new SharedPendingReads(a)), flusherOf(new SharedPendingReads(b))];
    await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => (i % 2 ? first : second).count(one.id)),
      ...Array.from({ length: 5 }, () => second.count(two.id)),
    ]);
    expect(await first.pendingOf(one.id)).toBe(30);
    expect(await second.pendingOf(two.id)).toBe(5);
    const written = await Promise.all([first.flush(), second.flush(), first.flush()]);
    expect(written.reduce((x, y) => x + y, 0)).toBe(35);
    expect([await storedReads(one.id), await storedReads(two.id)]).toEqual([30, 5]);
    expect(await first.pendingOf(one.id)).toBe(0);
  });

  test('a failed write puts its batch back; reads counted meanwhile stay counted', async () => {
    const blog = await h.blog(admin, { title: 'Gagal tulis' });
    const failing = flusherOf(new SharedPendingReads(a), async () => {
      // A read on the other replica while the batch is out: shown with it, kept after it fails.
      await new SharedPendingReads(b).add(blog.id);
      expect(await new SharedPendingReads(b).pendingOf(blog.id)).toBe(4);
      throw new Error('database away');
    });
    for (let i = 0; i < 3; i++) await failing.count(blog.id);
    await expect(failing.flush()).rejects.toThrow('database away');
    expect(await failing.pendingOf(blog.id)).toBe(4);
    await expect(flusherOf(new SharedPendingReads(b)).flush()).resolves.toBe(4);
    expect(await storedReads(blog.id)).toBe(4);
  });

  test('a batch taken by a replica that died stops counting after its time; later reads do not', async () => {
    const blog = await h.blog(admin, { title: 'Replika mati' });
    const dying = new SharedPendingReads(a, 1);
    await dying.add(blog.id);
    await dying.add(blog.id);
    const batch = await dying.take();
    expect(batch.get(blog.id)).toBe(2);
    const other = new SharedPendingReads(b);
    await other.add(blog.id);
    expect(await other.pendingOf(blog.id)).toBe(3);
    // Never settled: Redis lets the batch go after its time, and only the later read is still waiting.
    while ((await other.pendingOf(blog.id)) !== 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await a.scard('blog:reads:flights')).toBe(0);
  });

  test('while Redis is away, reads wait in memory and are written from there', async () => {
    const gone = createRedis(process.env.REDIS_URL!, { prefix: 'gone:' });
    gone.on('error', () => undefined);
    await redisReady(gone);
    gone.disconnect();
    try {
      const blog = await h.blog(admin, { title: 'Tanpa Redis' });
      const flusher = flusherOf(new SharedPendingReads(gone));
      await flusher.count(blog.id);
      await flusher.count(blog.id);
      expect(await flusher.pendingOf(blog.id)).toBe(2);
      await expect(flusher.flush()).resolves.toBe(2);
      expect(await storedReads(blog.id)).toBe(2);
      expect(await flusher.pendingOf(blog.id)).toBe(0);
    } finally {
      await closeRedis(gone);
    }
  });
});
