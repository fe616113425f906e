import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Shared state across replicas (rate limits, sign-in lockouts, caches, live notifications) lives in
 * Redis when REDIS_URL is set; without it each process keeps the in-memory versions, which serve one
 * machine. Every user of the client must survive Redis being briefly away: commands fail at once
 * while it is disconnected (no offline queue), so callers fall back instead of hanging.
 */
export type SharedRedis = Redis;

/** How long a start waits for Redis before serving with the fallbacks (it keeps reconnecting). */
const READY_WAIT_MS = 3000;

export interface RedisOptions {
  /** Namespace of every key and channel (tests give each run its own). */
  prefix?: string;
}

/** A client for `url`: quick to give up on a command while disconnected, reconnecting in the background. */
export function createRedis(url: string, options: RedisOptions = {}): SharedRedis {
  return new Redis(url, {
    keyPrefix: options.prefix ?? 'yayasan:',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    // Reconnect with a growing pause capped at 2 s, for ever: the fallbacks serve meanwhile.
    retryStrategy: (times) => Math.min(times * 100, 2000),
  });
}

/** The namespace a client's keys live under; channels (which ioredis does not prefix) use it too. */
export const redisPrefix = (redis: SharedRedis): string => redis.options.keyPrefix ?? '';

/** A second connection for SUBSCRIBE (a subscribed connection takes no other commands). */
export function subscriberOf(redis: SharedRedis): SharedRedis {
  return redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
}

/** Resolves once the client is connected, or false after `ms` (the client keeps trying). */
export function redisReady(redis: SharedRedis, ms = READY_WAIT_MS): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ok);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), ms);
    redis.on('ready', onReady);
  });
}

/** Closes a client: politely when connected, at once otherwise. */
export async function closeRedis(redis: SharedRedis): Promise<void> {
  if (redis.status === 'end') return;
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}

let processClient: SharedRedis | null | undefined;

/**
 * The process's one client, from REDIS_URL, or null without it (in-memory fallbacks). Errors are
 * logged once per outage rather than on every reconnect attempt.
 */
export function redisFromEnv(env: NodeJS.ProcessEnv = process.env, log: (msg: string) => void = console.warn) {
  if (processClient !== undefined) return processClient;
  if (!env.REDIS_URL) return (processClient = null);
  // Stacks sharing one Redis (a developer's site and a test run) each have their own REDIS_PREFIX.
  const client = createRedis(env.REDIS_URL, { prefix: env.REDIS_PREFIX });
  let down = false;
  client.on('error', (err: Error) => {
    if (!down) log(`redis: ${err.message}; serving with in-memory fallbacks until it is back`);
    down = true;
  });
  client.on('ready', () => {
    if (down) log('redis: connected again');
    down = false;
  });
  return (processClient = client);
}

/** A fresh namespace, so parallel test files and reruns never see each other's keys. */
export const testRedisPrefix = () => `test:${randomBytes(5).toString('hex')}:`;
