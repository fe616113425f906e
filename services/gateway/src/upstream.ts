import type { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Counter } from 'prom-client';
import { BODY_TOO_LARGE, HttpError } from '@yayasan/service-kit';
import { LIMITS, MESSAGES } from '@yayasan/validation';

export const SERVICE_UNAVAILABLE = 'Layanan sedang tidak tersedia, coba lagi nanti';
export const UPSTREAM_TIMED_OUT = 'Layanan terlalu lama menjawab, coba lagi nanti';

/**
 * How long the gateway waits for a service. Ordinary calls answer in milliseconds, so a service that
 * has not answered in a few seconds is stuck: the client hears so (504) instead of hanging. Uploads
 * (large bodies), copies of outside pictures (fetched from elsewhere) and receipt PDFs (a browser renders
 * them) get longer.
 */
export const UPSTREAM_TIMEOUT_MS = 5_000;
export const SLOW_UPSTREAM_TIMEOUT_MS = 30_000;

const UPLOAD_PATHS = /^\/(upload-image|uploads\/)/;
const SLOW_PATHS = /^\/(upload-image|uploads\/|import-image|generate-invoice|invoice\/)/;

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
 * 413 before proxying when the declared body is larger than the service would take (an upload with the
 * spec's upload message). The error handler reads the rest of the body before answering (sendError), so
 * a client still sending hears the 413 instead of a reset connection.
 */
export function checkBodySize(request: FastifyRequest, path: string): void {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length <= bodyLimitFor(path)) return;
  throw new HttpError(413, UPLOAD_PATHS.test(path) ? MESSAGES.uploadSize : BODY_TOO_LARGE);
}

/** What reply-from's rewriteRequestHeaders is given of the client's request. */
interface ForwardedFrom {
  id: string;
  ip: string;
  protocol: string;
  host: string;
}

/**
 * The headers a service gets (reply-from's rewriteRequestHeaders, on its own copy of the client's):
 * the client's own x-forwarded-* are dropped, the gateway says who called and names the request.
 */
export function forwardedHeaders(request: ForwardedFrom, headers: Record<string, string | string[] | undefined>) {
  for (const h in headers) if (h.startsWith('x-forwarded-')) delete headers[h];
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  headers['x-request-id'] = request.id;
  return headers;
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

/** Proxied answers up to this size are read whole before they go on (see sendUpstreamAnswer). */
const WHOLE_ANSWER_MAX_BYTES = 64 * 1024;

/** A service's answer as reply-from hands it over (the body is undici's, which reads itself whole). */
export interface UpstreamAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  stream: Readable & { arrayBuffer?: () => Promise<ArrayBuffer> };
}

/**
 * reply-from's onResponse. A small answer of known length (the services' JSON) is read whole and sent
 * as one buffer: one write to the client, and compressed only when it is above the compression
 * threshold (a stream would be compressed whatever its size). Larger answers, open-ended ones (live
 * event streams) and answers without a body stream through as they come.
 */
export function sendUpstreamAnswer(
  request: { method: string },
  reply: { send(payload: unknown): unknown },
  res: UpstreamAnswer,
): void {
  const length = Number(res.headers['content-length']);
  const whole =
    request.method !== 'HEAD' &&
    res.statusCode !== 204 &&
    res.statusCode !== 304 &&
    length <= WHOLE_ANSWER_MAX_BYTES &&
    typeof res.stream.arrayBuffer === 'function';
  if (!whole) {
    reply.send(res.stream);
    return;
  }
  // A body that breaks off goes to the error handler, as a stream failing before its first byte does.
  res.stream.arrayBuffer!().then(
    (body) => reply.send(Buffer.from(body)),
    (err: Error) => reply.send(err),
  );
}
