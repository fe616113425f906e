import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@yayasan/contracts';
import { STORED_ENCODINGS, type StoredEncoding } from '../precompressed';
import { contentTypeOf, isReleaseFile, isVersion, releaseKey } from './names';
import type { ReleaseStore } from './store';

const IMMUTABLE = 'public, max-age=31536000, immutable';

type ReleaseParams = { version: string; attempt?: string; '*': string };
const ENCODINGS = Object.keys(STORED_ENCODINGS) as StoredEncoding[];
const COMPRESSED_ALREADY = /^(image\/(?!svg)|font\/)/;

/**
 * Serves published releases from the store at `/mf/<name>/v/<version>/<file>` (and under
 * `retry/<n>/`, as the shell retries a remote that failed to load). A version's files never change,
 * so browsers and CDNs keep them for a year, and switching versions is a new manifest URL.
 */
export async function serveReleases(fastify: FastifyInstance, store: ReleaseStore) {
  const send = async (remote: RemoteName, request: FastifyRequest<{ Params: ReleaseParams }>, reply: FastifyReply) => {
    const { params } = request;
    const file = params['*'];
    if (!isVersion(params.version) || !isReleaseFile(file)) return reply.callNotFound();
    if (params.attempt !== undefined && !/^\d{1,4}$/.test(params.attempt)) return reply.callNotFound();
    const key = releaseKey(remote, params.version, file);
    // The release's compressed copy when the browser takes it (the gateway's compression then leaves the
    // answer alone), else the file itself. Pictures and fonts have no copy (a build writes none of them).
    const type = contentTypeOf(file);
    const encoding = COMPRESSED_ALREADY.test(type)
      ? null
      : negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS);
    const compressed = encoding ? await store.get(`${key}${STORED_ENCODINGS[encoding]}`) : null;
    const body = compressed ?? (await store.get(key));
    if (!body) return reply.callNotFound();
    if (compressed && encoding) reply.header('content-encoding', encoding);
    return reply.type(type).header('cache-control', IMMUTABLE).send(body);
  };
  for (const remote of REMOTE_NAMES) {
    fastify.get<{ Params: ReleaseParams }>(`/mf/${remote}/v/:version/*`, (request, reply) =>
      send(remote, request, reply),
    );
    fastify.get<{ Params: ReleaseParams }>(`/mf/${remote}/v/:version/retry/:attempt/*`, (request, reply) =>
      send(remote, request, reply),
    );
  }
}
