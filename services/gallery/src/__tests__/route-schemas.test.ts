import type { RouteOptions } from 'fastify';
import { routeContractProblems, routeNames, serviceRoutes } from '@yayasan/service-kit/testing';
import app from '../app';

describe('gallery routes', () => {
  let routes: RouteOptions[];
  beforeAll(async () => {
    routes = await serviceRoutes({ name: 'gallery', app, appOptions: { mediaPrefix: 'http://site.test/media/' } });
  });

  it('are exactly these', () => {
    expect(routeNames(routes).sort()).toEqual([
      'DELETE /gallery/:id',
      'GET /audit-gallery',
      'GET /audit-gallery/export.csv',
      'GET /gallery',
      'GET /gallery/:id',
      'POST /gallery',
      'PUT /gallery/:id',
    ]);
  });

  it('each declare their whole contract: summary, tag, request parts, success and error answers', () => {
    expect(routeContractProblems(routes)).toEqual([]);
  });
});
