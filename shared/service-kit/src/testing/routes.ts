import type { RouteOptions } from 'fastify';
import type { Db } from '../db';
import { generateKeyPair } from '../keys';
import { INTERNAL_PATHS } from '../openapi';
import { buildService, type ServiceOptions } from '../service';

/** One entry per method of each route; a HEAD beside a GET of the same path (Fastify's twin) is left out. */
export function describeRoutes(
  routes: readonly RouteOptions[],
): { method: string; url: string; route: RouteOptions }[] {
  const all = routes.flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url, route })));
  const gets = new Set(all.filter((r) => r.method === 'GET').map((r) => r.url));
  return all.filter((r) => r.method !== 'HEAD' || !gets.has(r.url));
}

/** Each route as `METHOD /path`, HEAD twins left out. */
export const routeNames = (routes: readonly RouteOptions[]): string[] =>
  describeRoutes(routes).map(({ method, url }) => `${method} ${url}`);

/** A status key that names a successful or redirecting answer (`200`, `2xx`, `302`, `default`). */
const ANSWER_STATUS = /^([23]([0-9]{2}|xx)|default)$/i;

/**
 * The routes (as `METHOD /path`) that do not declare what they answer: no `schema.response`, or one
 * without any 2xx/3xx/default status. Every route's answer is part of the API's contract and of the
 * OpenAPI document, so none may be left out.
 */
export function routesWithoutResponseSchema(routes: readonly RouteOptions[]): string[] {
  return describeRoutes(routes)
    .filter(({ route }) => {
      const response = route.schema?.response as Record<string, unknown> | undefined;
      return !response || !Object.keys(response).some((status) => ANSWER_STATUS.test(status));
    })
    .map(({ method, url }) => `${method} ${url}`);
}

export interface RouteContractRules {
  /** Writes whose body is not JSON (image bytes, a multipart form): they declare no body schema. */
  notJson?: readonly string[];
  /** Refusal and failure statuses every route declares as `{ error }` (default `4xx` and `5xx`). */
  errorStatuses?: readonly string[];
}

/**
 * What a service's routes leave out of their contract, one line per omission: a summary and one tag
 * (the OpenAPI document groups by it), a success answer, the error answers, params for a path with
 * parameters, a body on writes, and 401 (alone or within 4xx) exactly where a signed-in user is needed
 * (a preHandler).
 */
export function routeContractProblems(
  routes: readonly RouteOptions[],
  { notJson = [], errorStatuses = ['4xx', '5xx'] }: RouteContractRules = {},
): string[] {
  return describeRoutes(routes).flatMap(({ method, url, route }) => {
    const name = `${method} ${url}`;
    const schema = (route.schema ?? {}) as {
      summary?: unknown;
      tags?: unknown[];
      params?: unknown;
      body?: unknown;
      response?: Record<string, unknown>;
    };
    const statuses = Object.keys(schema.response ?? {});
    const needsUser = [route.preHandler].flat().filter(Boolean).length > 0;
    const problems = [
      typeof schema.summary !== 'string' && 'no summary',
      schema.tags?.length !== 1 && 'not exactly one tag',
      !statuses.some((s) => /^2\d\d$/.test(s)) && 'no success answer',
      ...errorStatuses.filter((s) => !statuses.includes(s)).map((s) => `no ${s} answer`),
      /[:*]/.test(url) !== Boolean(schema.params) && (schema.params ? 'params without any in the path' : 'no params'),
      (method === 'POST' || method === 'PUT') && !notJson.includes(name) && !schema.body && 'no body',
      needsUser && !statuses.some((s) => s === '401' || s === '4xx') && 'signed-in only but no 401 answer',
      !needsUser && statuses.includes('401') && '401 but open to all',
    ];
    return problems.filter((p): p is string => typeof p === 'string').map((p) => `${name}: ${p}`);
  });
}

/** A service's own routes (not the kit's health, readiness and OpenAPI routes), as it registers them. */
export async function serviceRoutes<O>(options: Omit<ServiceOptions<O>, 'db' | 'publicKeyPem' | 'onRoute'>) {
  const routes: RouteOptions[] = [];
  // Building the routes reads nothing from the database: a placeholder is enough.
  const fastify = await buildService({
    ...options,
    db: {} as Db,
    publicKeyPem: generateKeyPair().publicKey,
    onRoute: (route) => {
      if (!INTERNAL_PATHS.includes(route.url)) routes.push(route);
    },
  });
  await fastify.ready();
  await fastify.close();
  return routes;
}
