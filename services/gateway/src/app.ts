import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { FastifyReplyFromHooks } from '@fastify/reply-from';
import compress from '@fastify/compress';
import replyFrom from '@fastify/reply-from';
import { discovery } from './discovery';
import { FieldReleaseCache, fieldSignals, type FieldSignalsOptions } from './field';
import { shareImages } from './og';
import { API_DOCS_PATH, apiDocs, OPENAPI_DOCUMENT_PATH } from './openapi';
import { invalidateOnWrites, registerPages } from './pages';
import { MEDIA_FILES_PREFIX, SERVICE_NAMES, serviceFor, type ServiceName } from './services';
import { serveReleases } from './releases';
import canaryWatchJob, { type CanaryWatchJobOptions } from './releases/canary-watch-job';
import { releaseHealth } from './release-health';
import { createSiteContext, type SiteReleases } from './site';
import { registerStatic } from './static';
import { varyWithStoredEncoding } from './precompressed';
import cors from './cors';
import { registerSecurity, type SecurityOptions } from './security';
import {
  checkBodySize,
  SERVICE_UNAVAILABLE,
  forwardedHeaders,
  sendUpstreamAnswer,
  upstreamFailed,
  upstreamTimeoutFor,
  type UpstreamAnswer,
} from './upstream';
import {
  failoverFetch,
  proxyOriginOf,
  replicasFrom,
  retryOnNextReplica,
  rotatingBaseUrls,
  UpstreamPools,
  type ServiceUrls,
} from './replicas';
import { Counter } from 'prom-client';
import {
  clientErrorHandler,
  frameworkErrors,
  GATEWAY_MAX_HEADER_BYTES,
  logRequests,
  methodNotAllowed,
  metricsPlugin,
  quietRequestLogs,
  sendError,
  type SharedRedis,
} from '@yayasan/service-kit';
import { NOTIFICATION_STREAM_PATH, recordOf } from '@yayasan/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A proxied route's own upstream timeout (the notification stream stays open far longer). */
    upstreamTimeoutMs?: number;
  }
}

export { SERVICE_UNAVAILABLE } from './upstream';

/** Paths under /api that the gateway answers itself, and the methods they (and uploaded files) take. */
const GATEWAY_API_PATHS = [OPENAPI_DOCUMENT_PATH, API_DOCS_PATH];
const READ_METHODS = ['GET', 'HEAD'];

/** A live event stream silent this long (three of the blog service's 15 s heartbeats) is dead. */
export const LIVE_STREAM_IDLE_MS = 45_000;

export interface GatewayOptions extends SecurityOptions {
  /** Each service's base URL, or several (a list or comma-separated) for replicas balanced round-robin. */
  services: ServiceUrls;
  /** Repository root holding shell/dist and mf-*\/dist. */
  webRoot: string;
  /** Manifest URL per remote; by default this gateway's own /mf/<name>/mf-manifest.json. */
  remoteUrls?: Partial<Record<string, string>>;
  /** The site's public origin (PUBLIC_URL): every absolute URL in pages and feeds starts with it. */
  publicUrl?: string;
  logger?: boolean | object;
  /** Published remote releases (the registry and the release store); without them, the in-place builds. */
  releases?: SiteReleases;
  /** How long a service may take to answer an ordinary call before the gateway gives up (uploads and PDFs get longer). */
  upstreamTimeoutMs?: number;
  /** Shared state across gateway replicas (REDIS_URL): the page composer's cache; the caller closes it. */
  redis?: SharedRedis | null;
  /** The renderer (RENDER_URL), which writes each page's body; without it the browser renders pages. */
  renderUrl?: string;
  renderTimeoutMs?: number;
  /** The share of page views whose field signals the browser reports (FIELD_SAMPLE_RATE); every one unless given. */
  fieldSampleRate?: number;
  /** Field signals' registry and window (the gateway's database); without them only in-place builds are counted. */
  field?: Omit<FieldSignalsOptions, 'redis'>;
  /** The job judging canaries under watch (the registry's database); without it no canary is judged here. */
  canaryWatch?: Omit<CanaryWatchJobOptions, 'redis'>;
}

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: options.logger ?? false,
    logController: quietRequestLogs(),
    genReqId: () => randomUUID(),
    trustProxy: false,
    frameworkErrors,
    clientErrorHandler,
    http: { maxHeaderSize: GATEWAY_MAX_HEADER_BYTES },
  });
  fastify.setErrorHandler(sendError);
  logRequests(fastify);
  // The id the services log this request under (they take it from the forwarded x-request-id).
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Served on an internal port by server.ts, never on the public one.
  await fastify.register(metricsPlugin, { service: 'gateway', route: false });
  const upstreamErrors = new Counter({
    name: 'gateway_upstream_errors_total',
    help: 'Calls to a service that timed out or found it unavailable',
    labelNames: ['service', 'kind'] as const,
    registers: [fastify.metrics],
  });
  const upstreamRetries = new Counter({
    name: 'gateway_upstream_retries_total',
    help: 'Reads sent again to the next replica because one never answered',
    labelNames: ['service'] as const,
    registers: [fastify.metrics],
  });
  await registerSecurity(fastify, options);

  await fastify.register(cors);
  await fastify.register(compress, { threshold: 1024 });
  varyWithStoredEncoding(fastify);
  const replicas = replicasFrom(options.services);
  const pools = new UpstreamPools(replicas);
  fastify.addHook('onClose', () => pools.close());
  // The gateway logs each request itself (request-log.ts); reply-from's two lines per call would not be sampled.
  await fastify.register(replyFrom, { undici: pools, disableRequestLogging: true });

  const site = createSiteContext({
    ...options,
    services: rotatingBaseUrls(replicas),
    fetch: failoverFetch(replicas),
  });
  invalidateOnWrites(fastify, site.reader);

  fastify.get('/healthz', async () => ({ status: 'ok' }));

  // Ready only when every service has a replica that says it is.
  const replicaReady = async (url: string) => {
    try {
      return (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) })).ok;
    } catch {
      return false;
    }
  };
  fastify.get('/readyz', async (_request, reply) => {
    const results = await Promise.all(
      SERVICE_NAMES.map(async (name) => {
        const ready = await Promise.all(replicas[name].map(replicaReady));
        return [name, ready.includes(true)] as const;
      }),
    );
    const down = results.filter(([, ok]) => !ok).map(([name]) => name);
    return down.length ? reply.code(503).send({ error: SERVICE_UNAVAILABLE, down }) : { status: 'ready' };
  });

  await fastify.register(apiDocs, site);
  await fastify.register(fieldSignals, {
    releases: new FieldReleaseCache(async () => ({})),
    ...options.field,
    redis: options.redis,
  });
  if (options.canaryWatch) await fastify.register(canaryWatchJob, { ...options.canaryWatch, redis: options.redis });
  // The administrators' release health reads the same registry and window (the account service vouches for the caller).
  if (options.canaryWatch)
    await fastify.register(releaseHealth, {
      ...options.canaryWatch,
      services: site.services,
      fetch: failoverFetch(replicas),
    });

  await fastify.register(async (proxy) => {
    // Bodies stream through untouched (JSON, multipart uploads and signed binary PUTs alike).
    proxy.removeAllContentTypeParsers();
    proxy.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    // What every call to a service passes to reply-from, made once per service rather than per request.
    const callOptionsOf = (service: ServiceName): FastifyReplyFromHooks => ({
      retryDelay: (details) => {
        const delay = retryOnNextReplica(details);
        if (delay !== null) upstreamRetries.inc({ service });
        return delay;
      },
      rewriteRequestHeaders: forwardedHeaders,
      onError: upstreamFailed(service, upstreamErrors),
      // reply-from's type names the raw response, but it hands over the service's answer.
      onResponse: (request, reply, res) => sendUpstreamAnswer(request, reply, res as unknown as UpstreamAnswer),
    });
    const callOptions = recordOf(SERVICE_NAMES, callOptionsOf);
    const origins = Object.fromEntries(SERVICE_NAMES.map((s) => [s, proxyOriginOf(replicas[s])]));

    const forward = (service: ServiceName, path: string, request: FastifyRequest, reply: FastifyReply) => {
      const at = request.url.indexOf('?');
      const query = at === -1 ? '' : request.url.slice(at);
      checkBodySize(request, path);
      const routeTimeout = request.routeOptions.config.upstreamTimeoutMs;
      return reply.from(`${origins[service]}${path}${query}`, {
        ...callOptions[service],
        timeout: routeTimeout ?? upstreamTimeoutFor(path, options.upstreamTimeoutMs),
      });
    };

    // Paths go on as the client sent them, still percent-encoded: an encoded slash inside an id stays in
    // its segment instead of becoming a path the service does not know.
    const rawPath = (request: FastifyRequest) => request.url.split('?', 1)[0];
    // Live notifications (text/event-stream) pass through as they come: never compressed (that would
    // hold events back), and ended only by a silence longer than the service's heartbeats.
    proxy.get(
      `/api${NOTIFICATION_STREAM_PATH}`,
      { compress: false, config: { upstreamTimeoutMs: LIVE_STREAM_IDLE_MS } },
      async (request, reply) => forward('blog', rawPath(request).slice('/api'.length), request, reply),
    );
    proxy.all('/api/*', async (request, reply) => {
      const path = rawPath(request).slice('/api'.length);
      const service = serviceFor(path);
      if (!service) {
        // The gateway's own documents under /api take only reads.
        if (GATEWAY_API_PATHS.includes(rawPath(request))) return methodNotAllowed(reply, READ_METHODS);
        return reply.code(404).send({ error: 'Alamat tidak ditemukan' });
      }
      return forward(service, path, request, reply);
    });
    proxy.get(`${MEDIA_FILES_PREFIX}*`, async (request, reply) => forward('media', rawPath(request), request, reply));
    proxy.route({
      method: ['DELETE', 'PATCH', 'POST', 'PUT'],
      url: `${MEDIA_FILES_PREFIX}*`,
      handler: async (_request, reply) => methodNotAllowed(reply, READ_METHODS),
    });
  });

  const shellDist = await registerStatic(fastify, options.webRoot);
  if (options.releases) await serveReleases(fastify, options.releases.store);
  await fastify.register(shareImages, site);
  await fastify.register(discovery, site);
  registerPages(fastify, { ...site, shellDist });

  return fastify;
}
