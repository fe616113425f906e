import type { RouteOptions } from 'fastify';

/** One entry per method of each route; a HEAD beside a GET of the same path (Fastify's twin) is left out. */
export function describeRoutes(
  routes: readonly RouteOptions[],
): { method: string; url: string; route: RouteOptions }[] {
  const all = routes.flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url, route })));
  const gets = new Set(all.filter((r) => r.method === 'GET').map((r) => r.url));
  return all.filter((r) => r.method !== 'HEAD' || !gets.has(r.url));
}

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
