import type { FastifyInstance } from 'fastify';
import { buildOAuthStub } from '@yayasan/infra/oauth-stub/app';
import { ACCOUNT_MESSAGES } from '../messages';
import { buildAccount, PASSWORD, signUp, type AccountTestService } from './helpers';

let stub: FastifyInstance;
let stubUrl: string;
let svc: AccountTestService;

beforeAll(async () => {
  // The real OAuth stub on a free port, as the dev stack runs it.
  stub = buildOAuthStub();
  await stub.listen({ port: 0, host: '127.0.0.1' });
  stubUrl = `http://127.0.0.1:${(stub.server.address() as { port: number }).port}`;
  svc = await buildAccount({
    googleUserinfoUrl: `${stubUrl}/userinfo`,
    googlePopupUrl: 'http://localhost:9999/authorize',
  });
});
afterAll(async () => {
  await svc.close();
  await stub.close();
});

async function stubToken(body: object): Promise<string> {
  const res = await fetch(`${stubUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

const googleAuth = (access_token: string) =>
  svc.app.inject({ method: 'POST', url: '/google-auth', payload: { access_token } });

describe('Google sign-in', () => {
  it('tells the browser where the popup is', async () => {
    const res = await svc.app.inject({ method: 'GET', url: '/google-auth/config' });
    expect(res.json()).toEqual({ popupUrl: 'http://localhost:9999/authorize', clientId: null });
  });

  it('creates the account on first sign-in and signs the same account in afterwards', async () => {
    const first = await googleAuth(await stubToken({ identity: 'siti' }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      fullname: 'Siti Google',
      username: 'sitigoogle',
      isAdmin: false,
      new_notification_available: false,
    });
    expect(first.json().access_token).toEqual(expect.any(String));
    const second = await googleAuth(await stubToken({ identity: 'siti' }));
    expect(second.json().username).toBe('sitigoogle');
    const rows = await svc.db('users').where({ email: 'siti.google@example.com' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ password_hash: null });
    expect(Boolean(rows[0].google_auth)).toBe(true);
  });

  it('refuses a token the userinfo endpoint does not know', async () => {
    const res = await googleAuth('stub.forged');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: ACCOUNT_MESSAGES.googleFailed });
  });

  it('refuses an unverified Google e-mail', async () => {
    const res = await googleAuth(await stubToken({ email: 'belum@example.com', name: 'Belum', email_verified: false }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: ACCOUNT_MESSAGES.googleUnverified });
  });

  it('refuses Google for an account made with a password, and a password for an account made with Google', async () => {
    const account = await signUp(svc);
    const viaGoogle = await googleAuth(await stubToken({ email: account.email, name: 'Pengguna Uji' }));
    expect(viaGoogle.statusCode).toBe(403);
    expect(viaGoogle.json()).toEqual({ error: ACCOUNT_MESSAGES.usePassword });

    await googleAuth(await stubToken({ identity: 'andi' }));
    const viaPassword = await svc.app.inject({
      method: 'POST',
      url: '/signin',
      payload: { email: 'andi.google@example.com', password: PASSWORD },
    });
    expect(viaPassword.statusCode).toBe(403);
    expect(viaPassword.json()).toEqual({ error: ACCOUNT_MESSAGES.useGoogle });
    const signUpAgain = await svc.app.inject({
      method: 'POST',
      url: '/signup',
      payload: { fullname: 'Andi Lagi', email: 'andi.google@example.com', password: PASSWORD },
    });
    expect(signUpAgain.statusCode).toBe(409);
    expect(signUpAgain.json()).toEqual({ error: ACCOUNT_MESSAGES.emailTakenByGoogle });
  });

  it('answers 503 when the userinfo endpoint is unreachable', async () => {
    const down = await buildAccount({ googleUserinfoUrl: 'http://127.0.0.1:1/userinfo' });
    try {
      const res = await down.app.inject({ method: 'POST', url: '/google-auth', payload: { access_token: 'x' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: ACCOUNT_MESSAGES.googleFailed });
    } finally {
      await down.close();
    }
  });
});
