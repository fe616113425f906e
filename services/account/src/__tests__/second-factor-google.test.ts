import type { FastifyInstance } from 'fastify';
import { buildOAuthStub } from '@yayasan/infra/oauth-stub/app';
import { bearer, buildAccount, type AccountTestService } from './helpers';
import { awayFromStepEdge, codeFor, enrol, secondStep } from './second-factor-helpers';

let stub: FastifyInstance;
let stubUrl: string;
let svc: AccountTestService;

beforeAll(async () => {
  stub = buildOAuthStub();
  await stub.listen({ port: 0, host: '127.0.0.1' });
  stubUrl = `http://127.0.0.1:${(stub.server.address() as { port: number }).port}`;
  svc = await buildAccount({ googleUserinfoUrl: `${stubUrl}/userinfo`, rateLimits: { authMax: 10_000 } });
});
afterAll(async () => {
  await svc.close();
  await stub.close();
});

async function googleSignIn(identity: string) {
  const res = await fetch(`${stubUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity }),
  });
  const { access_token } = (await res.json()) as { access_token: string };
  return svc.app.inject({ method: 'POST', url: '/google-auth', payload: { access_token } });
}

describe('Google sign-in with a second factor', () => {
  it('asks an enrolled Google account for its code too', async () => {
    const first = await googleSignIn('siti');
    expect(first.statusCode).toBe(200);
    const { secret } = await enrol(svc, first.json().access_token, -1);

    const again = await googleSignIn('siti');
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ second_factor: 'code' });
    expect(again.json()).not.toHaveProperty('access_token');
    await awayFromStepEdge();
    const done = await secondStep(svc, again.json().challenge, codeFor(secret));
    expect(done.statusCode).toBe(200);
    const status = await svc.app.inject({
      method: 'GET',
      url: '/second-factor',
      headers: bearer(done.json().access_token),
    });
    expect(status.json()).toMatchObject({ enabled: true });
  });
});
