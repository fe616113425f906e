import Fastify, { type FastifyInstance } from 'fastify';
import { closeRedis, createRedis, redisReady, type SharedRedis } from '@yayasan/service-kit';
import { createTestRedis } from '@yayasan/service-kit/testing';
import { ServiceReader } from '../pages/service-reader';
import { SERVICE_NAMES, type ServiceName } from '../services';

/** A blog service that counts how often it was asked. */
async function countingBlog(): Promise<{ app: FastifyInstance; url: string; asked: () => number }> {
  let asked = 0;
  const app = Fastify();
  app.get('/published-blogs/:id', async (request) => {
    asked += 1;
    return { id: (request.params as { id: string }).id, asked };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`, asked: () => asked };
}

const servicesAt = (url: string) =>
  Object.fromEntries(SERVICE_NAMES.map((n) => [n, url])) as Record<ServiceName, string>;

describe("the page composer's cache", () => {
  let blog: Awaited<ReturnType<typeof countingBlog>>;
  beforeAll(async () => {
    blog = await countingBlog();
  });
  afterAll(() => blog.app.close());

  describe('shared by two gateway replicas in Redis', () => {
    let redis: SharedRedis;
    beforeAll(async () => {
      process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
      redis = (await createTestRedis())!;
    });
    afterAll(() => closeRedis(redis));

    it('serves one replica what the other read, and forgets it on both after a write through either', async () => {
      const a = new ServiceReader({ services: servicesAt(blog.url), redis });
      const b = new ServiceReader({ services: servicesAt(blog.url), redis });
      const before = blog.asked();
      expect(await a.get('blog', '/published-blogs/7')).toEqual({
        kind: 'found',
        data: { id: '7', asked: before + 1 },
      });
      expect(await b.get('blog', '/published-blogs/7')).toEqual({
        kind: 'found',
        data: { id: '7', asked: before + 1 },
      });
      expect(blog.asked()).toBe(before + 1);

      await b.invalidate('blog');
      expect(await a.get('blog', '/published-blogs/7')).toEqual({
        kind: 'found',
        data: { id: '7', asked: before + 2 },
      });
    });
  });

  it('asks the service when Redis is away', async () => {
    const gone = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { prefix: 'gone:' });
    await redisReady(gone);
    await gone.quit();
    const reader = new ServiceReader({ services: servicesAt(blog.url), redis: gone });
    const before = blog.asked();
    expect((await reader.get('blog', '/published-blogs/8')).kind).toBe('found');
    expect((await reader.get('blog', '/published-blogs/8')).kind).toBe('found');
    expect(blog.asked()).toBe(before + 2);
  });

  it('keeps answers in this process without Redis', async () => {
    const reader = new ServiceReader({ services: servicesAt(blog.url) });
    const before = blog.asked();
    await reader.get('blog', '/published-blogs/9');
    await reader.get('blog', '/published-blogs/9');
    expect(blog.asked()).toBe(before + 1);
  });
});
