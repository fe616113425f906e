import type { RouteOptions } from 'fastify';
import { buildService, generateKeyPair, INTERNAL_PATHS, type Db } from '@yayasan/service-kit';
import app from '../app';

async function donationRoutes(): Promise<RouteOptions[]> {
  const routes: RouteOptions[] = [];
  // Building the routes reads nothing from the database: a placeholder is enough.
  const fastify = await buildService({
    name: 'donation',
    db: {} as Db,
    publicKeyPem: generateKeyPair().publicKey,
    app,
    appOptions: { payments: { reconcile: { intervalMs: 0 } } },
    onRoute: (route) => {
      // The service kit's own routes (health, readiness, the OpenAPI document) are left out: only the
      // service's own are checked here.
      if (route.method !== 'HEAD' && !INTERNAL_PATHS.includes(route.url)) routes.push(route);
    },
  });
  await fastify.ready();
  await fastify.close();
  return routes;
}

describe('donation route schemas', () => {
  let routes: RouteOptions[];
  beforeAll(async () => {
    routes = await donationRoutes();
  });

  it('finds every route of the service', () => {
    expect(routes.map((r) => `${String(r.method)} ${r.url}`).sort()).toEqual([
      'GET /donation/:id/details',
      'GET /donation/detail/:id/share',
      'GET /donation/status/:transaction_id',
      'GET /get-donation',
      'GET /invoice/:file',
      'GET /user/:username/transactions',
      'GET /user/:username/transactions/:trx_id',
      'POST /donation',
      'POST /donation/:id/pay',
      'POST /generate-invoice',
      'POST /midtrans/notification',
      'PUT /donation/:id',
    ]);
  });

  it('declares a summary, tags and a response schema for the success, bad input and server errors', () => {
    for (const route of routes) {
      const name = `${String(route.method)} ${route.url}`;
      const schema = route.schema as { summary?: string; tags?: string[]; response?: Record<string, unknown> };
      expect({ name, summary: typeof schema?.summary, tags: schema?.tags?.length }).toEqual({
        name,
        summary: 'string',
        tags: 1,
      });
      const statuses = Object.keys(schema.response ?? {});
      expect({ name, success: statuses.some((s) => /^2\d\d$/.test(s)) }).toEqual({ name, success: true });
      expect({ name, statuses }).toEqual({ name, statuses: expect.arrayContaining(['400', '5xx']) });
    }
  });

  it('declares every part of the request it reads (params in the path, a body on writes)', () => {
    for (const route of routes) {
      const name = `${String(route.method)} ${route.url}`;
      const schema = route.schema as { params?: unknown; body?: unknown };
      expect({ name, params: route.url.includes(':') ? Boolean(schema.params) : 'none' }).toEqual({
        name,
        params: route.url.includes(':') ? true : 'none',
      });
      if (route.method === 'POST' || route.method === 'PUT') {
        expect({ name, body: Boolean(schema.body) }).toEqual({ name, body: true });
      }
    }
  });

  it('declares 401 on every route that needs a signed-in user', () => {
    for (const route of routes) {
      const name = `${String(route.method)} ${route.url}`;
      const needsUser = [route.preHandler].flat().filter(Boolean).length > 0;
      const statuses = Object.keys((route.schema as { response: Record<string, unknown> }).response);
      expect({ name, declares401: statuses.includes('401') }).toEqual({ name, declares401: needsUser });
    }
  });
});
