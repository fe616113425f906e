import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Counter } from 'prom-client';
import { BODY_TOO_LARGE, HttpError } from '@yayasan/service-kit';
import { LIMITS } from '@yayasan/validation';

export const SERVICE_UNAVAILABLE = 'Layanan sedang tidak tersedia, coba lagi nanti';
export const UPSTREAM_TIMED_OUT = 'Layanan terlalu lama menjawab, coba lagi nanti';

/**
 * How long the gateway waits for a service. Ordinary calls answer in milliseconds, so a service that
 * has not answered in a few seconds is stuck: the client hears so (504) instead of hanging. Uploads
 * (large bodies) and receipt PDFs (a browser renders them) get longer.
 */
export const UPSTREAM_TIMEOUT_MS = 5_000;
export const SLOW_UPSTREAM_TIMEOUT_MS = 30_000;

const UPLOAD_PATHS = /^\/(upload-image|uploads\/)/;
const SLOW_PATHS = /^\/(upload-image|uploads\/|generate-invoice|invoice\/)/;

/** The timeout for a service path (`/upload-image`, `/latest-blogs`, …). */
export function upstreamTimeoutFor(path: string, ordinaryMs = UPSTREAM_TIMEOUT_MS): number {
  return SLOW_PATHS.test(path) ? Math.max(SLOW_UPSTREAM_TIMEOUT_MS, ordinaryMs) : ordinaryMs;
}

/**
 * The largest body a service takes on a path (the services' own limits: 1 MiB of JSON, an image plus
 * its multipart framing for uploads). Checked here from Content-Length, because a service refusing a
 * body mid-stream closes the connection, which the proxy could only report as the service being down.
 */
export const JSON_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_BODY_LIMIT = LIMITS.uploadRequestMaxBytes;
export const bodyLimitFor = (path: string) => (UPLOAD_PATHS.test(path) ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT);

/**
 * 413 before proxying when the declared body is larger than the service would take. The body is not
 * read, so the connection closes after the answer (as Fastify does for its own body limit).
 */
export function checkBodySize(request: FastifyRequest, reply: FastifyReply, path: string): void {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length <= bodyLimitFor(path)) return;
  reply.header('connection', 'close');
  throw new HttpError(413, BODY_TOO_LARGE);
}

/** What the proxy's error callback uses of a reply (reply-from types it for HTTP/2 as well). */
interface ProxyReply {
  log: FastifyBaseLogger;
  header(name: string, value: string): unknown;
  code(status: number): { send(payload: unknown): unknown };
}

/** Counts the calls a service failed, by service and how (`timeout`, `unavailable`). */
export type UpstreamErrors = Counter<'service' | 'kind'>;

/** reply-from's onError: a timeout is a 504, anything else means the service is down (503). */
export function upstreamFailed(service: string, errors: UpstreamErrors) {
  return (reply: ProxyReply, { error }: { error: Error & { statusCode?: number } }) => {
    const timedOut = error.statusCode === 504;
    errors.inc({ service, kind: timedOut ? 'timeout' : 'unavailable' });
    reply.log.warn({ err: error, service }, timedOut ? 'service timed out' : 'service unavailable');
    // The client's body may be half-sent: close rather than read the next request from the middle of it.
    reply.header('connection', 'close');
    reply.code(timedOut ? 504 : 503).send({ error: timedOut ? UPSTREAM_TIMED_OUT : SERVICE_UNAVAILABLE });
  };
}
