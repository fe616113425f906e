import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { migrations as blogMigrations } from '@yayasan/service-blog/migrations';
import { INTERNAL_PATHS, OPENAPI_PATH, SERVICE_KIT_PATHS, TokenSigner, generateKeyPair, type Db } from '..';
import { migrateLatest } from '../migrations';
import { buildService } from '../service';
import { createDb } from '../db';
import { createTestDatabase, buildTestService, routesWithoutResponseSchema, type TestService } from '../testing';
import { badRequest } from '../errors';

const demoApp: FastifyPluginAsync<{ db: Db }> = async (fastify) => {
  fastify.post(
    '/things',
    { schema: { body: Type.Object({ name: Type.String(), count: Type.Integer({ minimum: 1 }) }) } },
    async (request) => ({ ok: true, body: request.body }),
  );
  fastify.get('/private', { preHandler: fastify.authenticate }, async (request) => ({ user: request.user }));
  fastify.get('/admin', { preHandler: fastify.requireAdmin }, async () => ({ ok: true }));
  fastify.get('/rule', async () => {
    throw badRequest('Mohon isi email');
  });
  fastify.get('/boom', async () => {
    throw new Error('secret internals at /srv/app.js:12');
  });
  fastify.get('/ip', async (request) => ({ ip: request.ip }));
  fastify.get(
    '/pages/:id',
    { schema: { params: Type.Object({ id: Type.Integer() }), querystring: Type.Object({ page: Type.Integer() }) } },
    async (request) => ({ params: request.params, query: request.query }),
  );
  fastify.delete('/pages/:id', async () => ({ ok: true }));
};

describe('service kit', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await buildTestService({ name: 'kit', app: demoApp, migrations: { account: accountMigrations } });
  });
  afterAll(() => svc.close());

  it('answers a bad body with 400 and an {error} message', async () => {
    const res = await svc.app.inject({ method: 'POST', url: '/things', payload: { name: 'x', count: 0 } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['error']);
    const malformed = await svc.app.inject({
      method: 'POST',
      url: '/things',
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: expect.any(String) });
  });

  it('takes a JSON body exactly as typed, while the query and path keep their documented conversions', async () => {
    for (const payload of [
      { name: 12345, count: 1 },
      { name: ['a'], count: 1 },
      { name: 'x', count: '10' },
      { name: 'x', count: [1] },
      { name: 'x', count: true },
    ]) {
      const res = await svc.app.inject({ method: 'POST', url: '/things', payload });
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
    const typed = await svc.app.inject({ method: 'POST', url: '/things', payload: { name: 'x', count: 10 } });
    expect(typed.json()).toEqual({ ok: true, body: { name: 'x', count: 10 } });
    const read = await svc.app.inject({ method: 'GET', url: '/pages/7?page=2' });
    expect(read.json()).toEqual({ params: { id: 7 }, query: { page: 2 } });
  });

  it('answers a known path asked with another method with 405 and the methods it takes', async () => {
    const wrong = await svc.app.inject({ method: 'PUT', url: '/pages/7?page=2' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('DELETE, GET, HEAD');
    expect(wrong.json()).toEqual({ error: 'Metode permintaan tidak didukung untuk alamat ini' });
    const things = await svc.app.inject({ method: 'DELETE', url: '/things' });
    expect([things.statusCode, things.headers.allow]).toEqual([405, 'POST']);
    const nowhere = await svc.app.inject({ method: 'DELETE', url: '/nowhere' });
    expect([nowhere.statusCode, nowhere.headers.allow]).toEqual([404, undefined]);
  });

  it('answers domain rules with their message and never leaks internals', async () => {
    expect((await svc.app.inject({ method: 'GET', url: '/rule' })).json()).toEqual({ error: 'Mohon isi email' });
    const boom = await svc.app.inject({ method: 'GET', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('secret');
    expect(boom.json()).toEqual({ error: expect.any(String) });
    expect((await svc.app.inject({ method: 'GET', url: '/nowhere' })).json()).toEqual({ error: expect.any(String) });
  });

  it('requires a valid, unexpired token signed by the account key, and admin where asked', async () => {
    expect((await svc.app.inject({ method: 'GET', url: '/private' })).statusCode).toBe(401);
    const user = { id: 7, username: 'budi', isAdmin: false };
    const ok = await svc.app.inject({ method: 'GET', url: '/private', headers: await svc.auth(user) });
    expect(ok.json()).toEqual({ user: { ...user, tokenVersion: 0 } });
    expect((await svc.app.inject({ method: 'GET', url: '/admin', headers: await svc.auth(user) })).statusCode).toBe(
      403,
    );
    // Admin rights come from the users table, not from the token's claim.
    expect(
      (await svc.app.inject({ method: 'GET', url: '/admin', headers: await svc.auth({ ...user, isAdmin: true }) }))
        .statusCode,
    ).toBe(403);
    const admin = { id: 8, username: 'admin', isAdmin: true };
    expect((await svc.app.inject({ method: 'GET', url: '/admin', headers: await svc.auth(admin) })).statusCode).toBe(
      200,
    );

    const expired = await new TokenSigner(svc.keys.privateKey, -10).sign(user);
    const res = await svc.app.inject({
      method: 'GET',
      url: '/private',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/berakhir/);

    const forged = await new TokenSigner(generateKeyPair().privateKey).sign({ ...user, isAdmin: true });
    expect(
      (await svc.app.inject({ method: 'GET', url: '/admin', headers: { authorization: `Bearer ${forged}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a token at once after its version was bumped, and admin rights at once after removal', async () => {
    const admin = { id: 20, username: 'pengurus', isAdmin: true };
    const headers = await svc.auth(admin);
    const get = (url: string) => svc.app.inject({ method: 'GET', url, headers });
    expect((await get('/admin')).statusCode).toBe(200);

    // Admin rights removed (the version is bumped with them): the token is refused outright.
    await svc.db('users').where({ id: admin.id }).update({ is_admin: false, token_version: 1 });
    await svc.app.userStandings.forget(admin.id);
    const refused = await get('/admin');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toMatch(/berakhir/);
    expect((await get('/private')).statusCode).toBe(401);

    // Only the flag changed (no bump): the token still signs in, but without admin rights.
    const other = { id: 21, username: 'pengurus2', isAdmin: true };
    const otherHeaders = await svc.auth(other);
    await svc.db('users').where({ id: other.id }).update({ is_admin: false });
    await svc.app.userStandings.forget(other.id);
    expect((await svc.app.inject({ method: 'GET', url: '/admin', headers: otherHeaders })).statusCode).toBe(403);
    expect((await svc.app.inject({ method: 'GET', url: '/private', headers: otherHeaders })).statusCode).toBe(200);
  });

  it('accepts a token signed after a bump at once, although an older version is cached', async () => {
    const user = { id: 22, username: 'sari', isAdmin: false };
    const old = await svc.auth(user);
    const get = (headers: { authorization: string }) => svc.app.inject({ method: 'GET', url: '/private', headers });
    expect((await get(old)).statusCode).toBe(200);
    // The account service (another process) bumped the version and signed a fresh token.
    await svc.db('users').where({ id: user.id }).increment('token_version', 1);
    const fresh = {
      authorization: `Bearer ${await new TokenSigner(svc.keys.privateKey).sign({ ...user, tokenVersion: 1 })}`,
    };
    expect((await get(fresh)).statusCode).toBe(200);
    expect((await get(old)).statusCode).toBe(401);
  });

  it('sees a change made elsewhere once the brief cache has lapsed', async () => {
    const quick = await buildTestService({
      name: 'kit',
      app: demoApp,
      migrations: { account: accountMigrations },
      standingCacheMs: 50,
    });
    try {
      const user = { id: 30, username: 'ani', isAdmin: false };
      const headers = await quick.auth(user);
      const status = async () => (await quick.app.inject({ method: 'GET', url: '/private', headers })).statusCode;
      expect(await status()).toBe(200);
      // Another instance (the account service) bumped the version; this one has no `forget` call.
      await quick.db('users').where({ id: user.id }).increment('token_version', 1);
      const deadline = Date.now() + 10_000;
      while ((await status()) === 200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await status()).toBe(401);
    } finally {
      await quick.close();
    }
  });

  it('trusts x-forwarded-for only from the gateway on loopback', async () => {
    const fromGateway = await svc.app.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '10.1.2.3' },
    });
    expect(fromGateway.json().ip).toBe('10.1.2.3');
    const direct = await svc.app.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress: '192.0.2.5',
      headers: { 'x-forwarded-for': '10.1.2.3' },
    });
    expect(direct.json().ip).toBe('192.0.2.5');
  });

  it('reports health and readiness', async () => {
    expect((await svc.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await svc.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('serves its OpenAPI document with its routes and their schemas, without the internal paths', async () => {
    const res = await svc.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('kit service');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/things', '/private', '/admin']));
    for (const internal of INTERNAL_PATHS) expect(doc.paths[internal]).toBeUndefined();
    const body = doc.paths['/things'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['name', 'count']);
    expect(body.properties.count).toMatchObject({ type: 'integer', minimum: 1 });
  });

  it('declares the answers of its own internal routes', () => {
    const internal = svc.routes.filter((route) => SERVICE_KIT_PATHS.includes(route.url));
    expect([...new Set(internal.map((route) => route.url))].sort()).toEqual([...SERVICE_KIT_PATHS].sort());
    expect(routesWithoutResponseSchema(internal)).toEqual([]);
  });
});

describe('migrations', () => {
  it('lets two services migrate one database, each with its own migrations table', async () => {
    const database = await createTestDatabase('migrations');
    try {
      await migrateLatest(database.db, 'account', accountMigrations);
      await migrateLatest(database.db, 'blog', blogMigrations);
      // Running again is a no-op for both.
      await migrateLatest(database.db, 'account', accountMigrations);
      await migrateLatest(database.db, 'blog', blogMigrations);
      const tables = (await database.db.raw('SHOW TABLES'))[0].map((r: Record<string, string>) => Object.values(r)[0]);
      expect(tables).toEqual(
        expect.arrayContaining(['knex_migrations_account', 'knex_migrations_blog', 'users', 'blogs']),
      );
      const accountRuns = await database.db('knex_migrations_account').select('name');
      const blogRuns = await database.db('knex_migrations_blog').select('name');
      expect(accountRuns.map((r) => r.name)).toEqual(Object.keys(accountMigrations).sort());
      expect(blogRuns.map((r) => r.name)).toEqual(Object.keys(blogMigrations).sort());
      const [[{ cs }]] = await database.db.raw(
        "SELECT CCSA.character_set_name AS cs FROM information_schema.`TABLES` T JOIN information_schema.COLLATION_CHARACTER_SET_APPLICABILITY CCSA ON CCSA.collation_name = T.table_collation WHERE T.table_schema = DATABASE() AND T.table_name = 'users'",
      );
      expect(cs).toBe('utf8mb4');
    } finally {
      await database.drop();
    }
  });
});

describe('closing a service that owns its database pool', () => {
  it("closes the pool only after the app's own onClose hooks, which can still write", async () => {
    const database = await createTestDatabase('closing');
    const pool = createDb(database.url, { min: 0, max: 2 });
    try {
      const seen: number[] = [];
      const app: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
        fastify.addHook('onClose', async () => {
          const [[{ one }]] = await db.raw('SELECT 1 AS one');
          seen.push(Number(one));
        });
      };
      const svc = await buildService({
        name: 'closing',
        db: pool,
        closeDbOnClose: true,
        publicKeyPem: generateKeyPair().publicKey,
        app,
      });
      await svc.ready();
      await svc.close();
      expect(seen).toEqual([1]);
      await expect(pool.raw('SELECT 1')).rejects.toThrow();
    } finally {
      await pool.destroy();
      await database.drop();
    }
  });
});
