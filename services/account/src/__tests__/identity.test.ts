import type { FastifyInstance } from 'fastify';
import { buildOAuthStub } from '@yayasan/infra/oauth-stub/app';
import { ACCOUNT_MESSAGES } from '../messages';
import { bearer, buildAccount, PASSWORD, PUBLIC_URL, type AccountTestService } from './helpers';

let stub: FastifyInstance;
let svc: AccountTestService;
let stubUrl: string;

beforeAll(async () => {
  stub = buildOAuthStub();
  await stub.listen({ port: 0, host: '127.0.0.1' });
  stubUrl = `http://127.0.0.1:${(stub.server.address() as { port: number }).port}`;
  svc = await buildAccount({ googleUserinfoUrl: `${stubUrl}/userinfo`, rateLimits: { failedSignInMax: 3 } });
});
afterAll(async () => {
  await svc.close();
  await stub.close();
});

const post = (url: string, payload: object) => svc.app.inject({ method: 'POST', url, payload });
const signup = (email: string, password = PASSWORD) => post('/signup', { fullname: 'Pengguna Uji', email, password });
const signin = (email: string, password = PASSWORD) => post('/signin', { email, password });

let n = 0;
/** 'a@rel.test' and 'a@rél.test' under a fresh local part. */
const pair = () => {
  n += 1;
  const local = `a${Date.now().toString(36)}${n}`;
  return { plain: `${local}@rel.test`, accented: `${local}@r\u00e9l.test` };
};

describe('e-mails decide identity exactly: normalised once, compared byte for byte', () => {
  it('sign-up and sign-in: case and Unicode composition are the same address, accents are not', async () => {
    const { plain, accented } = pair();
    expect((await signup(plain)).statusCode).toBe(200);
    expect((await signup(`  ${plain.toUpperCase()} `)).statusCode).toBe(409);
    expect((await signin(plain.toUpperCase())).statusCode).toBe(200);

    // The accented address is someone else's: unknown until signed up, then its own account.
    expect((await signin(accented)).statusCode).toBe(401);
    const other = await signup(accented, 'Lain12345');
    expect(other.statusCode).toBe(200);
    expect((await signin(accented.normalize('NFD').toUpperCase(), 'Lain12345')).statusCode).toBe(200);
    const rows = await svc.db('users').whereIn('email', [plain, accented]).select('email', 'username');
    expect(rows.map((r) => r.email).sort()).toEqual([plain, accented].sort());
  });

  it('the lockout of an address is not lifted or bypassed through an accented or re-cased variant', async () => {
    const { plain, accented } = pair();
    await signup(plain);
    for (let i = 0; i < 3; i++) expect((await signin(plain, 'Salah12345')).statusCode).toBe(401);
    expect((await signin(plain)).statusCode).toBe(429);
    expect((await signin(plain.toUpperCase())).statusCode).toBe(429);
    expect((await signin(plain.normalize('NFD'))).statusCode).toBe(429);
    // The accented variant does not reach the locked account.
    const variant = await signin(accented);
    expect(variant.statusCode).toBe(401);
    expect(variant.json()).toEqual({ error: ACCOUNT_MESSAGES.signInFailed });
    expect((await signin(plain)).statusCode).toBe(429);
  });

  it('a reset for an accented variant mails nobody; for a re-cased one it mails the owner', async () => {
    const { plain, accented } = pair();
    await signup(plain);
    const before = svc.mails().length;
    expect((await post('/reset-password', { email: accented })).statusCode).toBe(200);
    expect(svc.mails()).toHaveLength(before);
    expect((await post('/reset-password', { email: plain.toUpperCase() })).statusCode).toBe(200);
    expect(svc.mails()).toHaveLength(before + 1);
    expect(svc.mails().at(-1)!.to).toBe(plain);
    expect(svc.mails().at(-1)!.text).toContain(`${PUBLIC_URL}/reset-password/`);
  });

  it('Google: an accented variant of a Google account is a different account, never a sign-in to it', async () => {
    const { plain, accented } = pair();
    const token = async (email: string) => {
      const res = await fetch(`${stubUrl}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      return ((await res.json()) as { access_token: string }).access_token;
    };
    const google = async (email: string) =>
      svc.app.inject({ method: 'POST', url: '/google-auth', payload: { access_token: await token(email) } });
    const owner = await google(plain);
    expect(owner.statusCode).toBe(200);
    const variant = await google(accented);
    expect(variant.statusCode).toBe(200);
    expect(variant.json().username).not.toBe(owner.json().username);
    const again = await google(plain);
    expect(again.json().username).toBe(owner.json().username);
    // A password account is not linked to a Google identity with an accented variant of its address.
    const { plain: pw, accented: pwVariant } = pair();
    await signup(pw);
    const linked = await google(pwVariant);
    expect(linked.statusCode).toBe(200);
    expect((await signin(pw)).statusCode).toBe(200);
    const profile = await svc.app.inject({
      method: 'POST',
      url: '/get-profile',
      payload: { username: linked.json().username },
      headers: bearer(linked.json().access_token),
    });
    expect(profile.json().personal_info.email).toBe(pwVariant);
  });
});
