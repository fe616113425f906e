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
      'DELETE /data-rights/erasure',
      'GET /audit-account',
      'GET /audit-account/export.csv',
      'GET /data-rights',
      'GET /data-rights/export/:id/download',
      'GET /email-preferences',
      'GET /email/unsubscribe',
      'GET /google-auth/config',
      'GET /passkeys',
      'GET /second-factor',
      'GET /sessions',
      'GET /sessions/administrator',
      'POST /change-password',
      'POST /data-rights/erasure',
      'POST /data-rights/export',
      'POST /email/unsubscribe',
      'POST /get-profile',
      'POST /google-auth',
      'POST /passkeys',
      'POST /passkeys/options',
      'POST /passkeys/remove',
      'POST /reset-password',
      'POST /reset-password/confirm',
      'POST /search-users',
      'POST /second-factor/check',
      'POST /second-factor/check/passkey',
      'POST /second-factor/check/passkey/options',
      'POST /second-factor/confirm',
      'POST /second-factor/disable',
      'POST /second-factor/setup',
      'POST /sessions/end',
      'POST /sessions/end-others',
      'POST /signin',
      'POST /signin/passkey',
      'POST /signin/passkey/options',
      'POST /signin/second-factor',
      'POST /signin/second-factor/setup',
      'POST /signin/second-factor/setup/confirm',
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
