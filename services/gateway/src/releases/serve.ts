import type { FastifyInstance, FastifyReply } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@yayasan/contracts';
import { contentTypeOf, isReleaseFile, isVersion, releaseKey } from './names';
import type { ReleaseStore } from './store';

const IMMUTABLE = 'public, max-age=31536000, immutable';

type ReleaseParams = { version: string; attempt?: string; '*': string };

/**
 * Serves published releases from the store at `/mf/<name>/v/<version>/<file>` (and under
 * `retry/<n>/`, as the shell retries a remote that failed to load). A version's files never change,
 * so browsers and CDNs keep them for a year, and switching versions is a new manifest URL.
 */
export async function serveReleases(fastify: FastifyInstance, store: ReleaseStore) {
  const send = async (remote: RemoteName, params: ReleaseParams, reply: FastifyReply) => {
    const file = params['*'];
    if (!isVersion(params.version) || !isReleaseFile(file)) return reply.callNotFound();
    if (params.attempt !== undefined && !/^\d{1,4}$/.test(params.attempt)) return reply.callNotFound();
    const body = await store.get(releaseKey(remote, params.version, file));
    if (!body) return reply.callNotFound();
    return reply.type(contentTypeOf(file)).header('cache-control', IMMUTABLE).send(body);
  };
  for (const remote of REMOTE_NAMES) {
    fastify.get<{ Params: ReleaseParams }>(`/mf/${remote}/v/:version/*`, (request, reply) =>
      send(remote, request.params, reply),
    );
    fastify.get<{ Params: ReleaseParams }>(`/mf/${remote}/v/:version/retry/:attempt/*`, (request, reply) =>
      send(remote, request.params, reply),
    );
  }
}
