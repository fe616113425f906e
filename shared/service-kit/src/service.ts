import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyPluginAsync,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { createDb, ensureDatabase, type Db } from './db';
import { badRequest, errorCodeOf, unauthorized, forbidden } from './errors';
import { clientErrorHandler, frameworkErrors, sendError, SERVICE_MAX_HEADER_BYTES } from './http-errors';
import { methodNotAllowed, RouteMethods } from './methods';
import { findUnsafeInput } from '@yayasan/validation';
import { Type, type TObject } from '@sinclair/typebox';
import { assertEnv, COMMON_RULES, CommonEnv, mergeRules, type EnvRules } from './env';
import { TokenVerifier, type AuthUser, pemFromEnv } from './keys';
import { standingCacheMsFromEnv, UserStandings } from './user-standing';
import { adminSecondFactorMode, stepUpRefusal, type AdminSecondFactorMode } from './second-factor';
import { migrateLatest, type MigrationList } from './migrations';
import { openApi } from './openapi';
import { buildPartValidator } from './validation';
import { defaultPortOf } from './ports';
import { metricsPlugin } from './metrics';
import { closeGracefully } from './shutdown';
import { logRequests, quietRequestLogs } from './request-log';
import { countWrites } from './data-generation';
import { closeRedis, redisFromEnv, redisReady, type SharedRedis } from './redis';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** preHandler: a valid bearer token is required. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a valid bearer token of an administrator is required. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler after `authenticate`/`requireAdmin`, for money and power: a second-factor check within
     * the last 10 minutes when the user has a factor (every admin in `required` mode); second-factor.ts.
     */
    requireRecentSecondFactor: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Current token versions and admin rights of signed-in users (see user-standing.ts). */
    userStandings: UserStandings;
    /** The shared Redis (REDIS_URL), or null: then limits, caches and live events stay in this process. */
    redis: SharedRedis | null;
  }
  interface FastifyRequest {
    /** The signed-in user when a valid bearer token came with the request. */
    user: AuthUser | null;
    authError: 'expired' | 'invalid' | null;
    /** Whether the signed-in user has a second factor now (the users table, read with the token check). */
    secondFactorOn: boolean;
  }
}

export const SESSION_EXPIRED = 'Sesi Anda telah berakhir, silakan masuk kembali';
export const LOGIN_REQUIRED = 'Silakan masuk terlebih dahulu';

export interface ServiceOptions<O = unknown> {
  name: string;
  db: Db;
  publicKeyPem: string;
  /** The service's routes and domain plugins (src/app.ts). */
  app: FastifyPluginAsync<O & { db: Db }>;
  appOptions?: O;
  logger?: FastifyServerOptions['logger'];
  bodyLimit?: number;
  /** Addresses whose x-forwarded-for is trusted: only the gateway's. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** How long a user's token version and admin flag are reused (TOKEN_CHECK_CACHE_MS, default 5 s). */
  standingCacheMs?: number;
  /** Called for every route as it is added (tests discover the routes this way). */
  onRoute?: (route: RouteOptions) => void;
  /** Closes `db` when the instance closes, after every hook of the service's own plugins. */
  closeDbOnClose?: boolean;
  /** Shared state across replicas; the caller owns (and closes) the client. */
  redis?: SharedRedis | null;
  /** ADMIN_SECOND_FACTOR (second-factor.ts), by default from the environment. */
  adminSecondFactor?: AdminSecondFactorMode;
}

type AuthOptions = { verifier: TokenVerifier; users: UserStandings; mode: AdminSecondFactorMode };

const authPlugin = fp<AuthOptions>(async (fastify, { verifier, users, mode }) => {
  fastify.decorateRequest('user', null);
  fastify.decorateRequest('authError', null);
  fastify.decorateRequest('secondFactorOn', false);
  fastify.decorate('userStandings', users);
  fastify.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    let claimed: AuthUser;
    try {
      claimed = await verifier.verify(header.slice(7).trim());
    } catch (err) {
      request.authError = errorCodeOf(err) === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid';
      return;
    }
    // A signature proves who the user was; the users table says whether the token still counts
    // (a password change or a change of admin rights revoked it) and what rights the user has now.
    const standing = await users.current(claimed.id, claimed.tokenVersion);
    if (!standing || standing.tokenVersion !== claimed.tokenVersion) {
      request.authError = 'expired';
      return;
    }
    // A session ended in the settings page stops its token on the next request (tokens signed before
    // sessions were recorded name none).
    if (claimed.sessionId !== undefined) {
      if (!(await users.sessionOpen(claimed.sessionId))) {
        request.authError = 'expired';
        return;
      }
      users.noteSessionUse(claimed.sessionId);
    }
    request.user = { ...claimed, isAdmin: standing.isAdmin };
    request.secondFactorOn = standing.secondFactor;
  });
  fastify.decorate('authenticate', async (request) => {
    if (!request.user) throw unauthorized(request.authError ? SESSION_EXPIRED : LOGIN_REQUIRED);
  });
  fastify.decorate('requireAdmin', async (request) => {
    if (!request.user) throw unauthorized(request.authError ? SESSION_EXPIRED : LOGIN_REQUIRED);
    if (!request.user.isAdmin) throw forbidden('Hanya admin yang dapat melakukan ini');
  });
  fastify.decorate('requireRecentSecondFactor', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) throw unauthorized(request.authError ? SESSION_EXPIRED : LOGIN_REQUIRED);
    const refusal = stepUpRefusal(
      request,
      reply,
      { secondFactor: request.secondFactorOn, isAdmin: request.user.isAdmin },
      mode,
    );
    if (refusal) throw refusal;
  });
});

const errorPlugin = fp<{ routeMethods: RouteMethods }>(async (fastify, { routeMethods }) => {
  fastify.setErrorHandler(sendError);
  // A path the service knows, asked with a method it does not answer there: 405 naming the ones it does.
  fastify.setNotFoundHandler((request, reply) => {
    const allowed = routeMethods.allowedOn(request.url);
    if (allowed.length === 0) return reply.code(404).send({ error: 'Alamat tidak ditemukan' });
    return methodNotAllowed(reply, allowed);
  });
  // After validation and coercion, before any rule or query: finite safe numbers, well-formed strings.
  fastify.addHook('preHandler', async (request) => {
    const problem =
      findUnsafeInput(request.params, 'params') ??
      findUnsafeInput(request.query, 'query') ??
      findUnsafeInput(request.body, 'body');
    if (problem) throw badRequest(problem);
  });
});

const StatusSchema = Type.Object({ status: Type.String() });
const ErrorSchema = Type.Object({ error: Type.String() });

/** Probes for the gateway and the orchestrator: internal, so hidden from the OpenAPI document. */
const healthPlugin = fp(async (fastify) => {
  fastify.get('/healthz', { schema: { hide: true, response: { 200: StatusSchema } } }, async () => ({ status: 'ok' }));
  const readySchema = { hide: true, response: { 200: StatusSchema, 503: ErrorSchema } };
  fastify.get('/readyz', { schema: readySchema }, async (_request, reply) => {
    try {
      await fastify.db.raw('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ error: 'Database tidak tersedia' });
    }
  });
});

/** Builds a service's Fastify instance (never listens): shared plumbing plus the service's own app plugin. */
export async function buildService<O>(options: ServiceOptions<O>): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: options.logger ?? false,
    logController: quietRequestLogs(),
    requestIdHeader: 'x-request-id',
    trustProxy: options.trustProxy ?? ['127.0.0.1', '::1'],
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    schemaController: { compilersFactory: { buildValidator: buildPartValidator } },
    frameworkErrors,
    clientErrorHandler,
    http: { maxHeaderSize: SERVICE_MAX_HEADER_BYTES },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // onClose hooks run in reverse order of registration: added first, the pool closes last, so the
  // plugins' own closing work (writing what they hold in memory) still has the database.
  if (options.closeDbOnClose) fastify.addHook('onClose', async () => options.db.destroy());
  if (options.onRoute) fastify.addHook('onRoute', options.onRoute);
  const routeMethods = new RouteMethods();
  fastify.addHook('onRoute', (route) => routeMethods.add(route));
  logRequests(fastify);
  fastify.decorate('db', options.db);
  fastify.decorate('redis', options.redis ?? null);
  // Every answer names its request (the gateway's id when it came through the gateway), so a report
  // from a user can be matched with the lines the gateway and the service logged for it.
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  countWrites(fastify, options.redis ?? null);
  await fastify.register(metricsPlugin, { service: options.name, db: options.db });
  await fastify.register(errorPlugin, { routeMethods });
  await fastify.register(authPlugin, {
    verifier: new TokenVerifier(options.publicKeyPem),
    users: new UserStandings(
      options.db,
      options.standingCacheMs ?? standingCacheMsFromEnv(),
      Date.now,
      options.redis ?? null,
    ),
    mode: options.adminSecondFactor ?? adminSecondFactorMode(),
  });
  await fastify.register(openApi, { name: options.name });
  await fastify.register(healthPlugin);
  // The services' option fields are all optional (each has a default), which `appOptions?: O` cannot say
  // of an unconstrained O: spreading what was given is the whole options object.
  await fastify.register(options.app, { ...(options.appOptions as O), db: options.db });
  return fastify;
}

export interface StartOptions<O> extends Omit<ServiceOptions<O>, 'db' | 'publicKeyPem' | 'redis'> {
  migrations: MigrationList;
  /** Demo data for development; never run when NODE_ENV=production. */
  seedDemo?: (db: Db, fastify: FastifyInstance) => Promise<void>;
  /** The service's own variables (src/config.ts), checked with the common ones before anything starts. */
  env?: { schema: TObject; rules?: EnvRules };
}

/** Everything a service checks at start: the common variables and its own (src/config.ts). */
export function serviceEnv(own?: { schema: TObject; rules?: EnvRules }): { schema: TObject; rules: EnvRules } {
  return {
    schema: Type.Object({ ...CommonEnv.properties, ...own?.schema.properties }),
    rules: mergeRules(COMMON_RULES, own?.rules ?? {}),
  };
}

/** The argument that only brings the service's tables up to date and exits (the deployment's migration Job). */
export const MIGRATE_ONLY_FLAG = '--migrate-only';

/** Entry point used by each service's src/server.ts. */
export async function startService<O>(options: StartOptions<O>): Promise<FastifyInstance | null> {
  const { schema, rules } = serviceEnv(options.env);
  assertEnv(options.name, schema, rules);
  const databaseUrl = process.env.DATABASE_URL!;
  const publicKeyPem = pemFromEnv('JWT_PUBLIC_KEY')!;

  await ensureDatabase(databaseUrl);
  const db = createDb(databaseUrl);
  await migrateLatest(db, options.name, options.migrations);
  if (process.argv.includes(MIGRATE_ONLY_FLAG)) {
    await db.destroy();
    return null;
  }
  const redis = redisFromEnv();
  // Without Redis at start the service still serves, with its in-memory fallbacks, and keeps trying.
  const redisState = !redis
    ? 'in-memory (no REDIS_URL)'
    : (await redisReady(redis))
      ? 'redis'
      : 'redis (not answering yet)';

  const fastify = await buildService({
    ...options,
    db,
    closeDbOnClose: true,
    redis,
    publicKeyPem,
    // Behind a gateway on another host (containers), TRUST_PROXY names its addresses or subnets.
    trustProxy: options.trustProxy ?? process.env.TRUST_PROXY?.split(',').map((s) => s.trim()),
    logger: options.logger ?? {
      level: process.env.LOG_LEVEL ?? 'info',
      base: { service: options.name },
    },
  });
  if (redis) fastify.addHook('onClose', async () => closeRedis(redis));
  fastify.log.info({ sharedState: redisState }, 'shared state');
  closeGracefully(fastify);

  if (options.seedDemo && process.env.SEED_DEMO === 'true' && process.env.NODE_ENV !== 'production') {
    await fastify.ready();
    await options.seedDemo(db, fastify);
  }

  const port = Number(process.env.PORT ?? defaultPortOf(options.name));
  await fastify.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
  return fastify;
}
