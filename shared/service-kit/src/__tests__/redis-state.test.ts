import type { FastifyPluginAsync } from 'fastify';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { buildService, closeRedis, createRedis, redisFromEnv, redisReady, type Db, type SharedRedis } from '..';
import { buildTestService, createTestRedis, type TestService } from '../testing';

const privateApp: FastifyPluginAsync<{ db: Db }> = async (fastify) => {
  fastify.get('/private', { preHandler: fastify.authenticate }, async (request) => ({ user: request.user }));
};

describe('token versions kept in Redis', () => {
  let redis: SharedRedis;
  let a: TestService;
  let b: Awaited<ReturnType<typeof buildService>>;
  beforeAll(async () => {
    process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
    redis = (await createTestRedis())!;
    // A long cache time: only the shared copy being dropped can make the second instance see a change.
    a = await buildTestService({
      name: 'kit',
      app: privateApp,
      migrations: { account: accountMigrations },
      redis,
      standingCacheMs: 600_000,
    });
    b = await buildService({
      name: 'kit',
      db: a.db,
      publicKeyPem: a.keys.publicKey,
      app: privateApp,
      redis,
      standingCacheMs: 600_000,
    });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await closeRedis(redis);
  });

  it('revokes a token on every instance as soon as one instance forgets the user', async () => {
    const user = { id: 41, username: 'sari', isAdmin: false };
    const headers = await a.auth(user);
    const on = (app: typeof b) => app.inject({ method: 'GET', url: '/private', headers });
    expect((await on(a.app)).statusCode).toBe(200);
    expect((await on(b)).statusCode).toBe(200);
    expect(await redis.exists('standing:41')).toBe(1);

    await a.db('users').where({ id: user.id }).increment('token_version', 1);
    await a.app.userStandings.forget(user.id);
    expect((await on(b)).statusCode).toBe(401);
    expect((await on(a.app)).statusCode).toBe(401);
  });
});

describe('without Redis', () => {
  it('gives no client when REDIS_URL is not set', () => {
    expect(redisFromEnv({})).toBeNull();
  });

  it('reads the users table when the shared cache cannot be reached', async () => {
    const gone = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { prefix: 'gone:' });
    await redisReady(gone);
    await gone.quit();
    const svc = await buildTestService({
      name: 'kit',
      app: privateApp,
      migrations: { account: accountMigrations },
      redis: gone,
    });
    try {
      const headers = await svc.auth({ id: 42, username: 'tono', isAdmin: false });
      expect((await svc.app.inject({ method: 'GET', url: '/private', headers })).statusCode).toBe(200);
      await svc.db('users').where({ id: 42 }).increment('token_version', 1);
      await svc.app.userStandings.forget(42);
      expect((await svc.app.inject({ method: 'GET', url: '/private', headers })).statusCode).toBe(401);
    } finally {
      await svc.close();
    }
  });
});
