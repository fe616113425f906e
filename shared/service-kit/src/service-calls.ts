import { createHash, timingSafeEqual } from 'node:crypto';
import { env as v } from './env';
import { forbidden } from './errors';

/**
 * Calls from one of the site's services to another made by a background job, where no user's token
 * comes along (the donation service's job asking the blog service to notify a news post's donors).
 * The caller proves it is one of the site's services with a key they share (SERVICE_CALL_KEY), sent
 * in a header of its own; the callee still reads everything it acts on from its database.
 */

export const SERVICE_KEY_HEADER = 'x-service-key';

/** The declared variable, in every service that makes or takes such calls. */
export const SERVICE_CALL_ENV = {
  SERVICE_CALL_KEY: v.text('a random secret the services present to each other, the same in blog and donation'),
};

const DEVELOPMENT_SERVICE_CALL_KEY = 'development-service-call-key';

/**
 * The key: SERVICE_CALL_KEY (required in production). Outside production a fixed development key lets
 * services started on their own still agree with each other.
 */
export function serviceCallKeyFromEnv(source: NodeJS.ProcessEnv = process.env): string {
  const key = source.SERVICE_CALL_KEY;
  if (key) return key;
  if (source.NODE_ENV === 'production') throw new Error('SERVICE_CALL_KEY is not set');
  return DEVELOPMENT_SERVICE_CALL_KEY;
}

/** The headers that make a request a service call. */
export const serviceCallHeaders = (key: string): Record<string, string> => ({ [SERVICE_KEY_HEADER]: key });

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the request's headers carry `key` (compared in constant time). */
export function isServiceCall(headers: Record<string, string | string[] | undefined>, key: string): boolean {
  const sent = headers[SERVICE_KEY_HEADER];
  return typeof sent === 'string' && sent !== '' && timingSafeEqual(digest(sent), digest(key));
}

/** A route's preHandler that lets only the site's services in (403 to anyone else). */
export const onlyServiceCalls =
  (key: string) =>
  async (request: { headers: Record<string, string | string[] | undefined> }): Promise<void> => {
    if (!isServiceCall(request.headers, key)) throw forbidden('Hanya untuk layanan situs');
  };

/**
 * A person's rights over their data: the account service gathers the rows other services own for an
 * export, and has them erase or anonymise those rows, with the services' key. Never routed by the
 * gateway (see INTERNAL_PATHS).
 */
export const DATA_RIGHTS_PATHS = {
  /** GET: one part of a user's export, a JSON array streamed row by row. */
  export: '/internal/users/:userId/export/:part',
  /** POST `{ content: 'keep' | 'delete' }`: erase or anonymise the user's rows. */
  erasure: '/internal/users/:userId/erasure',
} as const;

export const dataExportPath = (userId: number, part: string) => `/internal/users/${userId}/export/${part}`;
export const dataErasurePath = (userId: number) => `/internal/users/${userId}/erasure`;
