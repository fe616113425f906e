import type { RouteOptions } from 'fastify';
import { routeContractProblems, routeNames, serviceRoutes } from '@yayasan/service-kit/testing';
import { tmpdir } from 'node:os';
import { LocalDiskStorage } from '../domain/storage';
import app from '../app';

describe('media routes', () => {
  let routes: RouteOptions[];
  beforeAll(async () => {
    routes = await serviceRoutes({
      name: 'media',
      app,
      appOptions: { storage: new LocalDiskStorage(tmpdir()), signingSecret: 'test-secret' },
    });
  });

  it('are exactly these', () => {
    expect(routeNames(routes).sort()).toEqual([
      'GET /get-upload-url',
      'GET /media/*',
      'GET /media/avatars/:file',
      'GET /uploads/:name',
      'POST /import-image',
      'POST /upload-image',
      'PUT /uploads/:name',
    ]);
  });

  it('each declare their whole contract: summary, tag, request parts, success and error answers', () => {
    expect(routeContractProblems(routes, { notJson: ['PUT /uploads/:name', 'POST /upload-image'] })).toEqual([]);
  });
});
