import Fastify, { type FastifyInstance } from 'fastify';
import { cacheControl, etags } from '../cache';

describe('cacheable answers', () => {
  let app: FastifyInstance;
  let version = 1;
  beforeAll(async () => {
    app = Fastify();
    await app.register(async (scope) => {
      await scope.register(etags);
      scope.get('/list', { onSend: cacheControl({ maxAge: 30, staleWhileRevalidate: 300 }) }, async () => ({
        version,
      }));
      scope.get('/missing', { onSend: cacheControl() }, async (_request, reply) =>
        reply.code(404).send({ error: 'Tidak ditemukan' }),
      );
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('is public with stale-while-revalidate and an ETag for an anonymous caller', async () => {
    const res = await app.inject({ url: '/list' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    expect(res.headers.vary).toBe('Authorization');
    expect(res.headers.etag).toMatch(/^"/);
  });

  it('answers 304 while the copy is current and the new body once it changes', async () => {
    const first = await app.inject({ url: '/list' });
    const again = await app.inject({ url: '/list', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
    version++;
    const changed = await app.inject({ url: '/list', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ version });
  });

  it('is private and revalidated every time when the request carries a token', async () => {
    const res = await app.inject({ url: '/list', headers: { authorization: 'Bearer x' } });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('Authorization');
  });

  it('leaves errors uncached', async () => {
    const res = await app.inject({ url: '/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
