import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_EVENT, NOTIFICATION_STREAM_PATH } from '@yayasan/contracts';
import { buildService, closeRedis, type SharedRedis } from '@yayasan/service-kit';
import { createTestRedis } from '@yayasan/service-kit/testing';
import app from '../app';
import { startHarness, type Harness, type Person } from './helpers';

/** An open event stream: the `notification` events received so far, as parsed data. */
interface Stream {
  events: { new_notification_available: boolean }[];
  /** Resolves when the stream has received `count` events. */
  waitFor(count: number): Promise<void>;
  close(): void;
}

async function listen(instance: FastifyInstance): Promise<string> {
  await instance.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`;
}

/** Connects as a browser would (bearer token, text/event-stream) and parses the events as they come. */
async function openStream(baseUrl: string, who: Person): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}${NOTIFICATION_STREAM_PATH}`, {
    headers: { ...who.headers, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: Stream['events'] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = frame.split('\n');
          if (!lines.includes(`event: ${NOTIFICATION_EVENT}`)) continue;
          const data = lines.find((l) => l.startsWith('data: '))!.slice(6);
          events.push(JSON.parse(data));
          for (const w of waiting.filter((w) => events.length >= w.count)) w.resolve();
        }
      }
    } catch {
      /* aborted by close() */
    }
  })();
  return {
    events,
    waitFor: (count) =>
      events.length >= count ? Promise.resolve() : new Promise((resolve) => waiting.push({ count, resolve })),
    close: () => controller.abort(),
  };
}

describe.each([
  ['with Redis: a change made on instance A reaches a page connected to instance B', true],
  ['without Redis: one instance streams its own changes', false],
])('live notifications %s', (_name, withRedis) => {
  let redis: SharedRedis | null;
  let h: Harness;
  let b: FastifyInstance;
  let streamUrl: string;
  let author: Person;
  let reader: Person;
  beforeAll(async () => {
    if (withRedis) process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
    redis = withRedis ? await createTestRedis() : null;
    h = await startHarness({ redis });
    author = await h.user('penulis', true);
    reader = await h.user('pembaca');
    if (withRedis) {
      b = await buildService({ name: 'blog', db: h.svc.db, publicKeyPem: h.svc.keys.publicKey, app, redis });
      streamUrl = await listen(b);
    } else {
      streamUrl = await listen(h.svc.app);
    }
  });
  afterAll(async () => {
    if (b) await b.close();
    await h.svc.close();
    if (redis) await closeRedis(redis);
  });

  it('sends the flag at once, then again when a like, a comment or reading the list changes it', async () => {
    const stream = await openStream(streamUrl, author);
    try {
      await stream.waitFor(1);
      expect(stream.events[0]).toEqual({ new_notification_available: false });

      const blog = await h.blog(author);
      expect((await h.post('/like-blog', { _id: blog.id, isLikedByUser: false }, reader)).status).toBe(200);
      await stream.waitFor(2);
      expect(stream.events[1]).toEqual({ new_notification_available: true });

      expect((await h.post('/notifications', { page: 1, filter: 'all' }, author)).status).toBe(200);
      await stream.waitFor(3);
      expect(stream.events[2]).toEqual({ new_notification_available: false });

      expect((await h.post('/add-comment', { _id: blog.id, comment: 'Bagus sekali' }, reader)).status).toBe(200);
      await stream.waitFor(4);
      expect(stream.events[3]).toEqual({ new_notification_available: true });
    } finally {
      stream.close();
    }
  });

  it("tells nobody else: another user's stream hears nothing of the author's notifications", async () => {
    const other = await h.user(`lain${withRedis ? 'r' : 'm'}`);
    const theirs = await openStream(streamUrl, other);
    const authors = await openStream(streamUrl, author);
    try {
      await Promise.all([theirs.waitFor(1), authors.waitFor(1)]);
      const blog = await h.blog(author);
      await h.post('/like-blog', { _id: blog.id, isLikedByUser: false }, reader);
      await authors.waitFor(2);
      // The author's event came through the same channel as any event for `other` would have.
      expect(theirs.events).toEqual([{ new_notification_available: false }]);
    } finally {
      theirs.close();
      authors.close();
    }
  });

  it('refuses a stream without a token, as the other notification calls do', async () => {
    const res = await fetch(`${streamUrl}${NOTIFICATION_STREAM_PATH}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  });
});
