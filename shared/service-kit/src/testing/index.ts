import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import { createDb, dropDatabase, ensureDatabase, type Db } from '../db';
import { generateKeyPair, TokenSigner, type AuthUser } from '../keys';
import { migrateLatest, type MigrationList } from '../migrations';
import { buildService } from '../service';
import { closeRedis, createRedis, redisReady, testRedisPrefix, type SharedRedis } from '../redis';

export * from './routes';
export * from './piecewise-client';

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port;
}

/**
 * `count` different TCP ports free on 127.0.0.1 right now. Each is held until all are found: a port
 * let go at once may be handed out again by the next ask (a whole stack once got one port twice).
 */
export async function freePorts(count: number): Promise<number[]> {
  const held = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const srv = createServer();
          srv.once('error', reject);
          srv.listen(0, '127.0.0.1', () => resolve(srv));
        }),
    ),
  );
  const ports = held.map((srv) => (srv.address() as { port: number }).port);
  await Promise.all(held.map((srv) => new Promise((resolve) => srv.close(resolve))));
  return ports;
}

/** Server used by integration tests: TEST_DATABASE_URL (set by the test runner) or local MariaDB. */
export function testServerUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306';
}

/** Redis for integration tests: REDIS_URL (set by the test runner), or none (in-memory fallbacks). */
export function testRedisUrl(): string | undefined {
  return process.env.REDIS_URL || undefined;
}

/**
 * A client in a namespace of its own (so files running side by side never share a limit), connected,
 * or null when the tests run without Redis. Several instances given the same client share its state.
 */
export async function createTestRedis(prefix = testRedisPrefix()): Promise<SharedRedis | null> {
  const url = testRedisUrl();
  if (!url) return null;
  const redis = createRedis(url, { prefix });
  if (!(await redisReady(redis, 10_000))) {
    redis.disconnect();
    throw new Error(`REDIS_URL is set but Redis does not answer at ${url}`);
  }
  return redis;
}

export { closeRedis };

export interface TestDatabase {
  url: string;
  db: Db;
  drop(): Promise<void>;
}

/** A fresh, uniquely named database, dropped again by `drop()`. */
export async function createTestDatabase(prefix = 'test'): Promise<TestDatabase> {
  const name = `yayasan_${prefix}_${randomBytes(5).toString('hex')}`;
  const url = `${testServerUrl().replace(/\/+$/, '')}/${name}`;
  await ensureDatabase(url);
  // A test machine may be busy for seconds (another suite, a full collection of a large heap): the
  // database is there, so opening a connection is given time rather than failed as a service would.
  const db = createDb(url, { min: 0, max: 5 }, { connectMs: 30_000, acquireMs: 60_000 });
  return {
    url,
    db,
    async drop() {
      await db.destroy();
      await dropDatabase(url);
    },
  };
}

export interface TestService {
  app: FastifyInstance;
  db: Db;
  url: string;
  keys: { privateKey: string; publicKey: string };
  /** Every route the service registered, as Fastify reported it (HEAD twins included). */
  routes: RouteOptions[];
  /**
   * A bearer header for the given user. Tokens are checked against the users table (token version,
   * admin flag), so a user missing there is recorded first, as signing up would have done.
   */
  auth(user: AuthUser): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

const sharedKeys = generateKeyPair();

/**
 * Builds one service against its own fresh database, with the migrations of every service whose
 * tables it reads (`migrations`, keyed by service name).
 */
export async function buildTestService<O>(options: {
  name: string;
  app: FastifyPluginAsync<O & { db: Db }>;
  appOptions?: O;
  migrations: Record<string, MigrationList>;
  bodyLimit?: number;
  standingCacheMs?: number;
  onRoute?: (route: RouteOptions) => void;
  /** Shared state; by default a private namespace in REDIS_URL's Redis when set, else none. */
  redis?: SharedRedis | null;
}): Promise<TestService> {
  const database = await createTestDatabase(options.name);
  const ownRedis = options.redis === undefined ? await createTestRedis() : null;
  const redis = options.redis === undefined ? ownRedis : options.redis;
  for (const [service, list] of Object.entries(options.migrations)) {
    await migrateLatest(database.db, service, list);
  }
  const routes: RouteOptions[] = [];
  const app = await buildService({
    name: options.name,
    db: database.db,
    publicKeyPem: sharedKeys.publicKey,
    app: options.app,
    appOptions: options.appOptions,
    bodyLimit: options.bodyLimit,
    standingCacheMs: options.standingCacheMs,
    redis,
    onRoute: (route) => {
      routes.push(route);
      options.onRoute?.(route);
    },
  });
  await app.ready();
  const signer = new TokenSigner(sharedKeys.privateKey);
  return {
    app,
    db: database.db,
    url: database.url,
    keys: sharedKeys,
    routes,
    auth: async (user) => {
      await database
        .db('users')
        .insert({
          id: user.id,
          username: user.username,
          fullname: user.username,
          email: `${user.username}.${user.id}@tokens.test`,
          is_admin: user.isAdmin,
        })
        .onConflict()
        .ignore();
      return { authorization: `Bearer ${await signer.sign(user)}` };
    },
    async close() {
      await app.close();
      if (ownRedis) await closeRedis(ownRedis);
      await database.drop();
    },
  };
}
export * from './local-s3';
