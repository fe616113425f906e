import { METHODS } from 'node:http';
import Router from 'find-my-way';
import type { FastifyReply, RouteOptions } from 'fastify';
import { METHOD_NOT_ALLOWED } from './http-errors';

/** The answer to a method a path does not take: 405, the methods it does take, and why in words. */
export const methodNotAllowed = (reply: FastifyReply, allowed: readonly string[]) =>
  reply.code(405).header('allow', allowed.join(', ')).send({ error: METHOD_NOT_ALLOWED });

/** A method the router takes: find-my-way knows the methods of Node's HTTP parser. */
const isRouterMethod = (method: string): method is Router.HTTPMethod => METHODS.includes(method);

/**
 * Which methods a service answers on each of its paths, kept from its routes as they are registered,
 * so a request that found no route can be told whether the path exists with other methods (405 and
 * `Allow`) or not at all (404).
 */
export class RouteMethods {
  private readonly router = Router();
  private readonly methods = new Set<Router.HTTPMethod>();

  add(route: Pick<RouteOptions, 'method' | 'url'>): void {
    for (const method of [route.method].flat()) {
      // Fastify's HEAD twin of a GET is registered too, but may come without its own onRoute call.
      for (const m of method === 'GET' ? ['GET', 'HEAD'] : [method]) {
        if (!isRouterMethod(m)) continue;
        this.methods.add(m);
        if (!this.router.hasRoute(m, route.url)) this.router.on(m, route.url, () => {});
      }
    }
  }

  /** The methods answered on a request's path (its query left out), in a stable order. */
  allowedOn(url: string): string[] {
    const path = url.split('?', 1)[0];
    return [...this.methods].filter((m) => this.router.find(m, path) !== null).sort();
  }
}
