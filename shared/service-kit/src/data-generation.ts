import type { FastifyInstance } from 'fastify';
import type { SharedRedis } from './redis';

/**
 * The site's data generation: a count in Redis of the writes the services have made. Anything made
 * from reads taken before the count moved (a page rendered on the server) may be out of date; the
 * renderer keeps a page only while the count is the one it rendered under.
 */
const KEY = 'data-generation';

/**
 * The spec's POST calls that only read (it posts its queries), by their path's first segment. Like
 * a GET they change nothing a page shows (get-blog's read count reaches pages with their cache's time).
 */
const READING_POSTS = new Set([
  'latest-blogs',
  'all-latest-blogs-count',
  'search-blogs',
  'search-blogs-count',
  'get-blog',
  'user-written-blogs',
  'user-written-blogs-count',
  'isliked-by-user',
  'get-blog-comments',
  'get-replies',
  'notifications',
  'all-notifications-count',
  'new-notification',
  'get-profile',
  'search-users',
]);

const firstSegment = (path: string) => path.replace(/^\/+/, '').split(/[/?]/, 1)[0];

/** Whether a call (a service's path, or the part after /api/) may change what the services answer. */
export function mayWrite(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return !(method === 'POST' && READING_POSTS.has(firstSegment(path)));
}

/** Counts a write made outside a request (a job settling a payment, an erasure). */
export async function noteDataWrite(redis: SharedRedis | null): Promise<void> {
  await redis?.incr(KEY).catch(() => undefined);
}

/** The current generation, or null when Redis cannot say (then nothing made earlier may be trusted). */
export async function readDataGeneration(redis: SharedRedis): Promise<string | null> {
  try {
    return (await redis.get(KEY)) ?? '0';
  } catch {
    return null;
  }
}

/**
 * Counts every successful write request before its answer leaves, so a page asked for after the
 * answer arrived is never one rendered from the reads before it.
 */
export function countWrites(fastify: FastifyInstance, redis: SharedRedis | null): void {
  if (!redis) return;
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 && mayWrite(request.method, request.url)) await noteDataWrite(redis);
    return payload;
  });
}
