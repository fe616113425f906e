import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { Type } from '@sinclair/typebox';
import { describeRoutes, routeContractProblems, routesWithoutResponseSchema } from '../testing';

/** The routes a Fastify app registers, as the service tests collect them. */
async function routesOf(register: (app: FastifyInstance) => void): Promise<RouteOptions[]> {
  const routes: RouteOptions[] = [];
  const app = Fastify();
  app.addHook('onRoute', (route) => void routes.push(route));
  register(app);
  await app.ready();
  await app.close();
  return routes;
}

const Answer = Type.Object({ ok: Type.Boolean() });

describe('routesWithoutResponseSchema', () => {
  it('accepts routes that declare what they answer', async () => {
    const routes = await routesOf((app) => {
      app.get('/list', { schema: { response: { 200: Answer } } }, async () => ({ ok: true }));
      app.post('/create', { schema: { response: { 201: Answer, 400: Answer } } }, async () => ({ ok: true }));
      app.get('/file', { schema: { response: { '2xx': Type.String() } } }, async () => 'x');
      app.get('/moved', { schema: { response: { 302: Type.Null() } } }, async (_request, reply: FastifyReply) =>
        reply.redirect('/x'),
      );
    });
    expect(routesWithoutResponseSchema(routes)).toEqual([]);
  });

  it('names every route without one, or with error answers only', async () => {
    const routes = await routesOf((app) => {
      app.get('/ok', { schema: { response: { 200: Answer } } }, async () => ({ ok: true }));
      app.get('/bare', async () => ({ ok: true }));
      app.put('/body-only', { schema: { body: Answer } }, async () => ({ ok: true }));
      app.delete('/errors-only', { schema: { response: { 404: Answer } } }, async () => ({ ok: true }));
      app.route({ method: ['GET', 'POST'], url: '/both', handler: async () => ({ ok: true }) });
    });
    expect(routesWithoutResponseSchema(routes).sort()).toEqual(
      ['GET /bare', 'PUT /body-only', 'DELETE /errors-only', 'GET /both', 'POST /both'].sort(),
    );
  });

  it('counts a GET once although Fastify adds its HEAD twin', async () => {
    const routes = await routesOf((app) => app.get('/bare', async () => ({ ok: true })));
    expect(routes.map((r) => r.method)).toEqual(['GET', 'HEAD']);
    expect(describeRoutes(routes).map((r) => `${r.method} ${r.url}`)).toEqual(['GET /bare']);
  });
});

describe('routeContractProblems', () => {
  const Error = Type.Object({ error: Type.String() });
  const full = { summary: 'Satu', tags: ['x'], response: { 200: Answer, '4xx': Error, '5xx': Error } };

  it('accepts routes that declare their whole contract', async () => {
    const routes = await routesOf((app) => {
      app.get('/items/:id', { schema: { ...full, params: Type.Object({ id: Type.String() }) } }, async () => ({
        ok: true,
      }));
      app.post('/items', { schema: { ...full, body: Answer } }, async () => ({ ok: true }));
      app.put('/raw', { schema: full }, async () => ({ ok: true }));
      const signedIn = { ...full, response: { ...full.response, 401: Error } };
      app.get('/mine', { schema: signedIn, preHandler: async () => undefined }, async () => ({ ok: true }));
    });
    expect(routeContractProblems(routes, { notJson: ['PUT /raw'] })).toEqual([]);
  });

  it('names each omission', async () => {
    const routes = await routesOf((app) => {
      app.get('/items/:id', { schema: { response: { 200: Answer } } }, async () => ({ ok: true }));
      app.post('/items', { schema: { ...full, tags: ['x', 'y'] } }, async () => ({ ok: true }));
      const noClientErrors = { ...full, response: { 200: Answer, '5xx': Error } };
      app.get('/mine', { schema: noClientErrors, preHandler: async () => undefined }, async () => ({ ok: true }));
      app.get('/open', { schema: { ...full, response: { ...full.response, 401: Error } } }, async () => ({
        ok: true,
      }));
    });
    expect(routeContractProblems(routes)).toEqual([
      'GET /items/:id: no summary',
      'GET /items/:id: not exactly one tag',
      'GET /items/:id: no 4xx answer',
      'GET /items/:id: no 5xx answer',
      'GET /items/:id: no params',
      'POST /items: not exactly one tag',
      'POST /items: no body',
      'GET /mine: no 4xx answer',
      'GET /mine: signed-in only but no 401 answer',
      'GET /open: 401 but open to all',
    ]);
  });
});
