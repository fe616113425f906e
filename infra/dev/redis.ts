import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '@yayasan/service-kit/testing';
import { DATA_DIR } from './paths';

export const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** Whether a Redis answers PING at `url` within a second or two. */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1500,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    // (Disconnecting a client that already ended would start another connection attempt.)
    if (client.status !== 'end') client.disconnect();
  }
}

/** REDIS_URL, else a Redis answering on 127.0.0.1:6379, else null (the services keep state in memory). */
export async function findRedis(): Promise<string | null> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  return (await redisAnswers(LOCAL_REDIS)) ? LOCAL_REDIS : null;
}

export interface PrivateRedis {
  url: string;
  stop(): void;
}

const which = (bin: string) => spawnSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' }).stdout.trim();

/**
 * A throw-away `redis-server` of our own from the system binary, on a free port, working in
 * .data/redis, without persistence. It ends with `stop()` (or with the process that started it).
 */
export async function startPrivateRedis(): Promise<PrivateRedis | null> {
  const binary = which('redis-server') || '';
  if (!binary) return null;
  const port = await freePort();
  const dir = join(DATA_DIR, 'redis');
  mkdirSync(dir, { recursive: true });
  const child: ChildProcess = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  for (let i = 0; i < 80; i++) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    if (await redisAnswers(url)) return { url, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error('the private redis-server did not start');
}

/**
 * The Redis for a test run: REDIS_URL, else 127.0.0.1:6379, else a private one. Null only when none
 * answers and redis-server is not installed (then the suites run with the in-memory fallbacks,
 * except those about Redis, which need one).
 */
export async function resolveTestRedis(): Promise<PrivateRedis | null> {
  const found = await findRedis();
  if (found) return { url: found, stop: () => undefined };
  return startPrivateRedis();
}
