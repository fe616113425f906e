import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES } from '@yayasan/contracts';
import { withoutStoredEncoding } from './precompressed';

/** Content-hashed files never change: cache them for a year. Everything else is revalidated. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|svg|webp|gif|woff2?)(\.map)?$/;

/**
 * The shell's service worker: always revalidated, whatever the rule for other files becomes, so a new
 * build's worker (and with it its caching rules) reaches every browser on its next visit.
 */
export const SERVICE_WORKER_PATH = '/sw.js';

function setCacheHeaders(res: { setHeader(name: string, value: string): void }, sentPath: string) {
  // A stored compressed copy (`x.js.br`) is cached as the file it stands for.
  const filePath = withoutStoredEncoding(sentPath);
  const worker = filePath.endsWith(SERVICE_WORKER_PATH.slice(1)) && !HASHED.test(filePath);
  res.setHeader('cache-control', !worker && HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** Where a remote's build lives under the web root. */
export const remoteDist = (webRoot: string, remote: string) => join(webRoot, `mf-${remote}`, 'dist');

/**
 * Serves the shell at / and each remote's build at /mf/<name>/, and again at /mf/<name>/retry/<n>/:
 * the shell retries a remote that failed to load under that new address, so nothing the browser kept
 * of the failed attempt (a failed preload of the same URL) answers the retry.
 */
export async function registerStatic(fastify: FastifyInstance, webRoot: string) {
  const shellDist = join(webRoot, 'shell', 'dist');
  await fastify.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    // Files are looked up per request (not listed at start), so a rebuilt app is served at once.
    cacheControl: false,
    // A build's stored compressed copies (precompressed.ts), sent as they are.
    preCompressed: true,
    setHeaders: setCacheHeaders,
  });
  for (const remote of REMOTE_NAMES) {
    const root = remoteDist(webRoot, remote);
    await fastify.register(fastifyStatic, {
      root: existsSync(root) ? root : shellDist,
      prefix: `/mf/${remote}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }
  for (const remote of REMOTE_NAMES) {
    // Registered per remote: more specific than the remote's own `/mf/<name>/*` files.
    fastify.get<{ Params: { attempt: string; '*': string } }>(
      `/mf/${remote}/retry/:attempt/*`,
      async (request, reply) => {
        if (!/^\d{1,4}$/.test(request.params.attempt)) return reply.callNotFound();
        const root = remoteDist(webRoot, remote);
        return reply.sendFile(request.params['*'], existsSync(root) ? root : shellDist);
      },
    );
  }
  return shellDist;
}
