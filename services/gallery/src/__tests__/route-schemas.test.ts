import type { RouteOptions } from 'fastify';
import { buildService, generateKeyPair, INTERNAL_PATHS, type Db } from '@yayasan/service-kit';
import app from '../app';

/** Writes whose body is not JSON. */
const NOT_JSON: string[] = [];

async function serviceRoutes(): Promise<RouteOptions[]> {
  const routes: RouteOptions[] = [];
  // Building the routes reads nothing from the database: a placeholder is enough.
  const fastify = await buildService({
    name: 'gallery',
    db: {} as Db,
    publicKeyPem: generateKeyPair().publicKey,
    app,
    appOptions: { mediaPrefix: 'http://site.test/media/' },
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

describe('gallery route schemas', () => {
  let routes: RouteOptions[];
  beforeAll(async () => {
    routes = await serviceRoutes();
  });
  const nameOf = (route: RouteOptions) => `${String(route.method)} ${route.url}`;

  it('finds every route of the service', () => {
    expect(routes.map(nameOf).sort()).toEqual([
      'DELETE /gallery/:id',
      'GET /gallery',
      'GET /gallery/:id',
      'POST /gallery',
      'PUT /gallery/:id',
    ]);
  });

  it('declares a summary, tags, the success answer and { error } for every refusal and failure', () => {
    for (const route of routes) {
      const name = nameOf(route);
      const schema = route.schema as { summary?: string; tags?: string[]; response?: Record<string, unknown> };
      const statuses = Object.keys(schema?.response ?? {});
      expect({ name, summary: typeof schema?.summary, tags: schema?.tags?.length }).toEqual({
        name,
        summary: 'string',
        tags: 1,
      });
      expect({ name, success: statuses.some((s) => /^2\d\d$/.test(s)) }).toEqual({ name, success: true });
      expect({ name, statuses }).toEqual({ name, statuses: expect.arrayContaining(['4xx', '5xx']) });
    }
  });

  it('declares every part of the request it reads (params in the path, a JSON body on writes)', () => {
    for (const route of routes) {
      const name = nameOf(route);
      const schema = route.schema as { params?: unknown; body?: unknown };
      const hasParams = /[:*]/.test(route.url);
      expect({ name, params: Boolean(schema.params) }).toEqual({ name, params: hasParams });
      if ((route.method === 'POST' || route.method === 'PUT') && !NOT_JSON.includes(name)) {
        expect({ name, body: Boolean(schema.body) }).toEqual({ name, body: true });
      }
    }
  });
});
