import { decodeJwt } from 'jose';
import { PASSKEY_MESSAGES as M, STEP_UP_CODE, STEP_UP_HEADER } from '@yayasan/validation';
import { findUserByEmail } from '../domain/users';
import { setAdminRights } from '../repositories/users';
import { bearer, buildAccount, PASSWORD, PUBLIC_URL, signUp, type AccountTestService } from './helpers';
import { TestAuthenticator, type Ceremony } from './passkey-authenticator';
import { enrol } from './second-factor-helpers';

let svc: AccountTestService;
beforeAll(async () => {
  svc = await buildAccount({ rateLimits: { authMax: 10_000, failedSignInMax: 3 }, adminSecondFactor: 'optional' });
});
afterAll(() => svc.close());

const post = (url: string, payload: unknown, token?: string) =>
  svc.app.inject({ method: 'POST', url, payload: payload as object, ...(token ? { headers: bearer(token) } : {}) });

/** Adds a passkey made by `authenticator` to the account of `token`; answers the response. */
async function addPasskey(
  token: string,
  authenticator: TestAuthenticator,
  name = 'Laptop kantor',
  ceremony?: Ceremony,
) {
  const options = await post('/passkeys/options', {}, token);
  expect(options.statusCode).toBe(200);
  return post('/passkeys', { name, credential: authenticator.register(options.json(), ceremony) }, token);
}

async function signInOptions() {
  const res = await post('/signin/passkey/options', {});
  expect(res.statusCode).toBe(200);
  return res.json() as { challenge: string; rpId: string };
}

const signInWith = (credential: unknown) => post('/signin/passkey', { credential });

/** A new account with one passkey: its e-mail, token and authenticator. */
async function accountWithPasskey() {
  const account = await signUp(svc);
  const authenticator = new TestAuthenticator(PUBLIC_URL);
  expect((await addPasskey(account.session.access_token, authenticator)).statusCode).toBe(200);
  return { ...account, token: account.session.access_token, authenticator };
}

const passkeysOf = async (token: string) =>
  (await svc.app.inject({ method: 'GET', url: '/passkeys', headers: bearer(token) })).json().passkeys as {
    id: number;
    name: string;
    last_used_at: string | null;
  }[];

describe('adding a passkey', () => {
  it('registers a passkey with the site as relying party and lists it under its name', async () => {
    const account = await signUp(svc);
    const token = account.session.access_token;
    const options = await post('/passkeys/options', {}, token);
    expect(options.json()).toMatchObject({
      rp: { id: 'site.test' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const authenticator = new TestAuthenticator(PUBLIC_URL);
    const added = await post(
      '/passkeys',
      { name: '  Ponsel  ', credential: authenticator.register(options.json()) },
      token,
    );
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ name: 'Ponsel', last_used_at: null });
    expect(await passkeysOf(token)).toEqual([expect.objectContaining({ id: added.json().id, name: 'Ponsel' })]);

    // The next options exclude it, so the browser does not register the same authenticator twice.
    const again = await post('/passkeys/options', {}, token);
    expect(again.json().excludeCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['internal'] },
    ]);
  });

  it('refuses a missing name, a used challenge and another origin, storing nothing', async () => {
    const { token, authenticator: first } = await accountWithPasskey();
    const authenticator = new TestAuthenticator(PUBLIC_URL);
    const options = (await post('/passkeys/options', {}, token)).json();
    const noName = await post('/passkeys', { name: ' ', credential: authenticator.register(options) }, token);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toBe(M.nameEmpty);

    const credential = authenticator.register(options);
    expect((await post('/passkeys', { name: 'Tablet', credential }, token)).statusCode).toBe(200);
    const replayed = await post('/passkeys', { name: 'Tablet', credential }, token);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error).toBe(M.challengeExpired);

    const elsewhere = await addPasskey(token, new TestAuthenticator(PUBLIC_URL), 'Lain', {
      origin: 'http://evil.test',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error).toBe(M.notVerified);

    const twice = await addPasskey(token, first, 'Sama');
    expect(twice.statusCode).toBe(409);
    expect((await passkeysOf(token)).map((p) => p.name)).toEqual(['Laptop kantor', 'Tablet']);
  });

  it('needs a recent second-factor check when the account has one', async () => {
    const account = await signUp(svc);
    const { access_token: checked } = await enrol(svc, account.session.access_token);
    const stale = await post('/passkeys/options', {}, account.session.access_token);
    expect(stale.statusCode).toBe(401);
    expect(stale.headers[STEP_UP_HEADER]).toBe(STEP_UP_CODE);
    expect((await addPasskey(checked, new TestAuthenticator(PUBLIC_URL))).statusCode).toBe(200);
  });
});

describe('signing in with a passkey', () => {
  it("answers POST /signin's session without a password, the token counting as both factors", async () => {
    const { email, authenticator, token } = await accountWithPasskey();
    const res = await svc.app.inject({
      method: 'POST',
      url: '/signin/passkey',
      payload: { credential: authenticator.assert(await signInOptions()) },
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0.0.0 Safari/537.36' },
    });
    expect(res.statusCode).toBe(200);
    const withPassword = await post('/signin', { email, password: PASSWORD });
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(withPassword.json()).sort());
    expect(res.json()).toMatchObject({ username: withPassword.json().username, isAdmin: false });
    expect(decodeJwt(res.json().access_token).mfa).toEqual(expect.any(Number));
    expect((await passkeysOf(token))[0].last_used_at).toEqual(expect.any(String));

    const sessions = await svc.app.inject({ method: 'GET', url: '/sessions', headers: bearer(token) });
    expect(sessions.json().sessions).toHaveLength(3);
  });

  it('refuses a replayed assertion and a second answer to a used challenge', async () => {
    const { authenticator } = await accountWithPasskey();
    const options = await signInOptions();
    const credential = authenticator.assert(options);
    expect((await signInWith(credential)).statusCode).toBe(200);
    const replay = await signInWith(credential);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe(M.challengeExpired);
    const sameChallenge = await signInWith(authenticator.assert(options));
    expect(sameChallenge.statusCode).toBe(401);
    expect(sameChallenge.json().error).toBe(M.challengeExpired);
  });

  it('refuses an assertion made for another origin or another relying party', async () => {
    const { authenticator } = await accountWithPasskey();
    const origin = await signInWith(authenticator.assert(await signInOptions(), { origin: 'http://evil.test' }));
    expect(origin.statusCode).toBe(401);
    expect(origin.json().error).toBe(M.notVerified);
    const rp = await signInWith(authenticator.assert(await signInOptions(), { rpId: 'evil.test' }));
    expect(rp.statusCode).toBe(401);
    expect((await signInWith(authenticator.assert(await signInOptions()))).statusCode).toBe(200);
  });

  it('refuses a signature counter that does not move forward (a cloned authenticator)', async () => {
    const { authenticator } = await accountWithPasskey();
    authenticator.counter = 9;
    expect((await signInWith(authenticator.assert(await signInOptions()))).statusCode).toBe(200);
    authenticator.counter = 4;
    const backwards = await signInWith(authenticator.assert(await signInOptions()));
    expect(backwards.statusCode).toBe(401);
    expect(backwards.json().error).toBe(M.notVerified);
    const stored = await svc.db('passkeys').where({ credential_id: authenticator.id }).first('counter');
    expect(Number(stored!.counter)).toBe(10);
  });

  it('locks the passkey sign-in after as many failures as the password allows', async () => {
    const { authenticator } = await accountWithPasskey();
    for (let i = 0; i < 3; i++) {
      const wrong = await signInWith(authenticator.assert(await signInOptions(), { origin: 'http://evil.test' }));
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await signInWith(authenticator.assert(await signInOptions()));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe(M.tooManyFailures);
  });

  it('refuses a passkey the site does not know', async () => {
    const res = await signInWith(new TestAuthenticator(PUBLIC_URL).assert(await signInOptions()));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(M.unknown);
  });

  it('gives an administrator with a second factor the session at once, without the code step', async () => {
    const account = await signUp(svc);
    const user = await findUserByEmail(svc.db, account.email);
    await setAdminRights(svc.db, user!.id, true);
    const admin = (await post('/signin', { email: account.email, password: PASSWORD })).json().access_token;
    const { access_token } = await enrol(svc, admin);
    const authenticator = new TestAuthenticator(PUBLIC_URL);
    expect((await addPasskey(access_token, authenticator)).statusCode).toBe(200);
    // With the password the code is still asked for.
    expect((await post('/signin', { email: account.email, password: PASSWORD })).statusCode).toBe(202);

    const res = await signInWith(authenticator.assert(await signInOptions()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isAdmin: true, username: account.session.username });
    expect(decodeJwt(res.json().access_token).mfa).toEqual(expect.any(Number));
  });
});

describe('removing a passkey', () => {
  it('removes only one of the own passkeys, after which it no longer signs in', async () => {
    const { token, authenticator } = await accountWithPasskey();
    const other = await accountWithPasskey();
    const [mine] = await passkeysOf(token);
    const [theirs] = await passkeysOf(other.token);

    const foreign = await post('/passkeys/remove', { id: theirs.id }, token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe(M.notFound);
    expect(await passkeysOf(other.token)).toHaveLength(1);

    expect((await post('/passkeys/remove', { id: mine.id }, token)).json()).toEqual({ removed: 1 });
    expect(await passkeysOf(token)).toEqual([]);
    const gone = await signInWith(authenticator.assert(await signInOptions()));
    expect(gone.statusCode).toBe(401);
    expect(gone.json().error).toBe(M.unknown);
  });
});

describe('a step-up check with a passkey', () => {
  const stepUpOptions = async (token: string) => {
    const res = await post('/second-factor/check/passkey/options', {}, token);
    expect(res.statusCode).toBe(200);
    return res.json() as { challenge: string; rpId: string; allowCredentials: { id: string }[] };
  };
  const stepUp = (token: string, credential: unknown) => post('/second-factor/check/passkey', { credential }, token);

  it("answers POST /second-factor/check's fresh token, which passes a step-up route", async () => {
    const account = await signUp(svc);
    const { access_token: checked } = await enrol(svc, account.session.access_token);
    const authenticator = new TestAuthenticator(PUBLIC_URL);
    expect((await addPasskey(checked, authenticator)).statusCode).toBe(200);
    const stale = account.session.access_token;
    expect((await post('/passkeys/options', {}, stale)).statusCode).toBe(401);

    const options = await stepUpOptions(stale);
    expect(options.allowCredentials.map((c) => c.id)).toEqual([authenticator.id]);
    const res = await stepUp(stale, authenticator.assert(options));
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['access_token']);
    const fresh = decodeJwt(res.json().access_token);
    expect(fresh.mfa).toEqual(expect.any(Number));
    expect(fresh.sid).toBe(decodeJwt(stale).sid);
    expect((await post('/passkeys/options', {}, res.json().access_token)).statusCode).toBe(200);
  });

  it("refuses another account's passkey", async () => {
    const me = await accountWithPasskey();
    const other = await accountWithPasskey();
    const res = await stepUp(me.token, other.authenticator.assert(await stepUpOptions(me.token)));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(M.notVerified);
    // The other's own step-up options cannot be answered for this account either.
    const theirs = await stepUp(me.token, other.authenticator.assert(await stepUpOptions(other.token)));
    expect(theirs.statusCode).toBe(403);
  });

  it('refuses a replayed answer, and challenges of the passwordless sign-in', async () => {
    const { token, authenticator } = await accountWithPasskey();
    const credential = authenticator.assert(await stepUpOptions(token));
    expect((await stepUp(token, credential)).statusCode).toBe(200);
    const replay = await stepUp(token, credential);
    expect(replay.statusCode).toBe(403);
    expect(replay.json().error).toBe(M.challengeExpired);

    const signInChallenge = await stepUp(token, authenticator.assert(await signInOptions()));
    expect(signInChallenge.statusCode).toBe(403);
    expect(signInChallenge.json().error).toBe(M.challengeExpired);
    // Nor does a step-up challenge sign anyone in.
    const asSignIn = await signInWith(authenticator.assert(await stepUpOptions(token)));
    expect(asSignIn.statusCode).toBe(401);
    expect(asSignIn.json().error).toBe(M.challengeExpired);
  });

  it('counts failures with the codes and locks out after as many as the password allows', async () => {
    const { token, authenticator } = await accountWithPasskey();
    for (let i = 0; i < 3; i++) {
      const wrong = await stepUp(
        token,
        authenticator.assert(await stepUpOptions(token), { origin: 'http://evil.test' }),
      );
      expect(wrong.statusCode).toBe(403);
    }
    const locked = await stepUp(token, authenticator.assert(await stepUpOptions(token)));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe(M.tooManyFailures);
  });

  it('needs a signed-in person', async () => {
    expect((await post('/second-factor/check/passkey/options', {})).statusCode).toBe(401);
  });
});
