import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errnoOf, errorCodeOf, HttpError } from './errors';

export const SERVER_ERROR = 'Terjadi kesalahan pada server, coba lagi nanti';
export const DATABASE_UNAVAILABLE = 'Database sedang tidak tersedia, coba lagi nanti';
export const BAD_URL = 'Alamat tidak valid';
export const METHOD_NOT_ALLOWED = 'Metode permintaan tidak didukung untuk alamat ini';
export const BODY_TOO_LARGE = 'Data yang dikirim terlalu besar';
export const UNSUPPORTED_MEDIA_TYPE = 'Jenis konten tidak didukung';
export const BAD_BODY = 'Data tidak valid: isi permintaan tidak dapat dibaca';
export const BAD_MULTIPART = 'Data tidak valid: form upload rusak';
export const HEADERS_TOO_LARGE = 'Alamat atau header permintaan terlalu panjang';
export const BAD_REQUEST = 'Permintaan tidak valid';
export const REQUEST_TIMED_OUT = 'Permintaan terlalu lama dikirim, coba lagi';

/** How long a request's line and headers may be at the gateway, the site's front door (Node's default). */
export const GATEWAY_MAX_HEADER_BYTES = 16 * 1024;
/**
 * A service's limit: room for anything the gateway let through plus the headers it adds (the
 * forwarded host repeats the client's), so a long URL is refused at the front door or answered by
 * the service, never cut off between the two.
 */
export const SERVICE_MAX_HEADER_BYTES = 4 * GATEWAY_MAX_HEADER_BYTES;

/** Fastify's (and its plugins') own errors, in clear Indonesian with a fitting 4xx status. */
const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, BAD_URL],
  FST_ERR_ASYNC_CONSTRAINT: [400, BAD_URL],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, BODY_TOO_LARGE],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, UNSUPPORTED_MEDIA_TYPE],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, BAD_BODY],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, BAD_BODY],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, BAD_BODY],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, UNSUPPORTED_MEDIA_TYPE],
  FST_REQ_FILE_TOO_LARGE: [413, BODY_TOO_LARGE],
  FST_PARTS_LIMIT: [413, BODY_TOO_LARGE],
  FST_FILES_LIMIT: [413, BODY_TOO_LARGE],
  FST_FIELDS_LIMIT: [413, BODY_TOO_LARGE],
  FST_PROTO_VIOLATION: [400, BAD_MULTIPART],
  FST_INVALID_JSON_FIELD_ERROR: [400, BAD_MULTIPART],
  FST_NO_FORM_DATA: [400, BAD_MULTIPART],
};

/** busboy reports a broken multipart body with a plain Error and no status. */
const MULTIPART_PARSE_ERROR =
  /unexpected end of (form|file)|malformed (part header|urlencoded)|boundary not found|multipart/i;

/** Errno values of a database that cannot be reached or is going away (mysql2 fatal errors, MariaDB server codes). */
const DB_UNAVAILABLE_ERRNO = new Set([1040, 1053, 1077, 1152, 1158, 1159, 1160, 1161, 2002, 2003, 2006, 2013]);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
]);

/** True when the error says the database is unreachable, not that the query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('name' in error && error.name === 'KnexTimeoutError') return true; // no connection could be acquired in time
  const errno = errnoOf(error);
  if (errno !== undefined && DB_UNAVAILABLE_ERRNO.has(errno)) return true;
  const code = errorCodeOf(error);
  return ('fatal' in error && Boolean(error.fatal)) || (code !== undefined && NETWORK_CODES.has(code));
}

export interface ErrorAnswer {
  status: number;
  error: string;
}

/** What a client is told about an error: its own 4xx message, a 503 for a dependency that is down, else a 500. */
export function describeError(error: FastifyError | Error, request?: FastifyRequest): ErrorAnswer {
  if (error instanceof HttpError) return { status: error.statusCode, error: error.message };
  // Fastify's own errors carry these; any other error may (a driver's `code`, an HTTP client's status).
  const e: Error & Partial<Pick<FastifyError, 'validation' | 'code' | 'statusCode'>> = error;
  if (e.validation) return { status: 400, error: `Data tidak valid: ${e.message}` };
  if (error instanceof URIError) return { status: 400, error: BAD_URL }; // malformed percent-encoding
  const known = e.code ? FRAMEWORK_ERRORS[e.code] : undefined;
  if (known) return { status: known[0], error: known[1] };
  if (isDatabaseUnavailable(e)) return { status: 503, error: DATABASE_UNAVAILABLE };
  const status = e.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, error: e.message || BAD_BODY };
  if (request?.isMultipart?.() && MULTIPART_PARSE_ERROR.test(e.message)) return { status: 400, error: BAD_MULTIPART };
  return { status: status === 503 ? 503 : 500, error: SERVER_ERROR };
}

/** The most of a refused request's body read and thrown away, and for how long, before the connection is closed instead. */
export const DISCARD_BODY_MAX_BYTES = 32 * 1024 * 1024;
export const DISCARD_BODY_TIMEOUT_MS = 30_000;

/**
 * Reads and throws away what is left of a request's body. A refusal answered before the body was read
 * (too large, no token) and followed by closing the connection while the client still sends makes the
 * server's system reset it, and the client, still writing, reports "connection reset" instead of reading
 * the answer. Resolves true once the body has ended; false when it is larger than `maxBytes` or slower
 * than `timeoutMs` (then the connection has to close).
 */
export function discardUnreadBody(
  raw: IncomingMessage,
  { maxBytes = DISCARD_BODY_MAX_BYTES, timeoutMs = DISCARD_BODY_TIMEOUT_MS } = {},
): Promise<boolean> {
  if (raw.complete || raw.readableEnded) return Promise.resolve(true);
  if (raw.destroyed || Number(raw.headers['content-length']) > maxBytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onClose);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(raw.readableEnded);
    const timer = setTimeout(() => finish(false), timeoutMs);
    raw.on('data', onData).on('end', onEnd).on('close', onClose).on('error', onClose);
    raw.resume();
  });
}

/**
 * The error handler of every service: `{ error }` with the status `describeError` picks; 5xx are logged.
 * A body left unread is read to its end first (bounded), so the client hears the answer.
 */
export async function sendError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const { status, error: message } = describeError(error, request);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  if (!(await discardUnreadBody(request.raw))) reply.header('connection', 'close');
  return reply.code(status).send({ error: message });
}

/** Fastify's `frameworkErrors` option: errors raised before routing (bad URL encoding) in the same shape. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendError(error, request, reply);
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not even parse (headers too long, a broken
 * request line, a client too slow) gets the same `{ error }` answer as any other, then the connection
 * ends once the answer is written rather than at once, so the client can read why.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, HEADERS_TOO_LARGE]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, REQUEST_TIMED_OUT]
        : [400, BAD_REQUEST];
  const body = JSON.stringify({ error: message });
  if (!socket.writable) return void socket.destroy();
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
