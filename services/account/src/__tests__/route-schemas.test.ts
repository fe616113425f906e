import type { RouteOptions } from 'fastify';
import { routeContractProblems, routeNames, serviceRoutes } from '@yayasan/service-kit/testing';
import app from '../app';

describe('account routes', () => {
  let routes: RouteOptions[];
  beforeAll(async () => {
    routes = await serviceRoutes({
      name: 'account',
      app,
      appOptions: { signer: { sign: async () => 'token' }, mailer: { send: async () => undefined } },
    });
  });

  it('are exactly these', () => {
    expect(routeNames(routes).sort()).toEqual([
      'GET /email-preferences',
      'GET /email/unsubscribe',
      'GET /google-auth/config',
      'POST /change-password',
      'POST /email/unsubscribe',
      'POST /get-profile',
      'POST /google-auth',
      'POST /reset-password',
      'POST /reset-password/confirm',
      'POST /search-users',
      'POST /signin',
      'POST /signup',
      'POST /update-profile',
      'POST /update-profile-img',
      'PUT /email-preferences',
    ]);
  });

  it('each declare their whole contract: summary, tag, request parts, success and error answers', () => {
    expect(routeContractProblems(routes)).toEqual([]);
  });
});
