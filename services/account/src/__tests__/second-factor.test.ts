import { decodeJwt } from 'jose';
import { SECOND_FACTOR_MESSAGES as M } from '@yayasan/validation';
import { findUserByEmail } from '../domain/users';
import { setAdminRights } from '../repositories/users';
import { developmentSecondFactorKey, SecretBox } from '../domain/secret-box';
import { bearer, buildAccount, PASSWORD, signUp, type AccountTestService } from './helpers';
import { awayFromStepEdge, challengeOf, codeFor, enrol, secondStep } from './second-factor-helpers';

let svc: AccountTestService;
let required: AccountTestService;
beforeAll(async () => {
  const rateLimits = { authMax: 10_000, failedSignInMax: 3 };
  svc = await buildAccount({ rateLimits, adminSecondFactor: 'optional' });
  required = await buildAccount({ rateLimits, adminSecondFactor: 'required' });
});
afterAll(async () => {
  await svc.close();
  await required.close();
});

const signIn = (s: AccountTestService, email: string) =>
  s.app.inject({ method: 'POST', url: '/signin', payload: { email, password: PASSWORD } });

describe('two-step sign-in with TOTP', () => {
  it('answers the spec session at once while the account has no second factor', async () => {
    const a = await signUp(svc);
    const res = await signIn(svc, a.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: a.session.username, isAdmin: false });
  });

  it('turns on with a code, hands out 10 recovery codes and keeps the secret encrypted', async () => {
    const a = await signUp(svc);
    const { secret, recovery_codes, access_token } = await enrol(svc, a.session.access_token);
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    expect(decodeJwt(access_token).mfa).toEqual(expect.any(Number));

    const user = await findUserByEmail(svc.db, a.email);
    const row = await svc.db('users').where({ id: user!.id }).first('totp_secret');
    expect(row!.totp_secret).not.toContain(secret);
    expect(new SecretBox(developmentSecondFactorKey()).open(row!.totp_secret!)).toBe(secret);
    const hashes = await svc.db('recovery_codes').where({ user_id: user!.id }).pluck('code_hash');
    expect(hashes).toHaveLength(10);
    for (const code of recovery_codes) expect(hashes).not.toContain(code.replace('-', ''));

    const status = await svc.app.inject({ method: 'GET', url: '/second-factor', headers: bearer(access_token) });
    expect(status.json()).toEqual({ enabled: true, recovery_codes_left: 10, required: false });
  });

  it('asks every later sign-in for a code and gives the session only for the right one', async () => {
    const a = await signUp(svc);
    const { secret } = await enrol(svc, a.session.access_token);
    const challenged = await signIn(svc, a.email);
    expect(challenged.statusCode).toBe(202);
    expect(challenged.json()).toMatchObject({ second_factor: 'code', message: expect.stringMatching(/kode/) });
    expect(challenged.json()).not.toHaveProperty('access_token');
    const challenge = challenged.json().challenge as string;

    const wrong = await secondStep(svc, challenge, '000000' === codeFor(secret, 1) ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(M.codeWrong);

    await awayFromStepEdge();
    const right = await secondStep(svc, challenge, codeFor(secret, 1));
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ username: a.session.username });
    expect(decodeJwt(right.json().access_token).mfa).toEqual(expect.any(Number));
  });

  it('refuses a code used once already (replay within its window)', async () => {
    const a = await signUp(svc);
    const { secret } = await enrol(svc, a.session.access_token, -1);
    await awayFromStepEdge();
    const code = codeFor(secret);
    expect((await secondStep(svc, await challengeOf(svc, a.email), code)).statusCode).toBe(200);
    const replay = await secondStep(svc, await challengeOf(svc, a.email), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe(M.codeWrong);
  });

  it('accepts one step of clock drift either way and nothing further', async () => {
    const a = await signUp(svc);
    // Enrolling with the code of the step before proves −1; signing in with the next step's proves +1.
    const { secret } = await enrol(svc, a.session.access_token, -1);
    await awayFromStepEdge();
    expect((await secondStep(svc, await challengeOf(svc, a.email), codeFor(secret, 2))).statusCode).toBe(401);
    expect((await secondStep(svc, await challengeOf(svc, a.email), codeFor(secret, 1))).statusCode).toBe(200);

    const b = await signUp(svc);
    const other = await svc.app.inject({
      method: 'POST',
      url: '/second-factor/setup',
      headers: bearer(b.session.access_token),
      payload: {},
    });
    await awayFromStepEdge();
    const tooOld = await svc.app.inject({
      method: 'POST',
      url: '/second-factor/confirm',
      headers: bearer(b.session.access_token),
      payload: { code: codeFor(other.json().secret, -2) },
    });
    expect(tooOld.statusCode).toBe(403);
  });

  it('takes each recovery code once, in any case and with or without its dash', async () => {
    const a = await signUp(svc);
    const { recovery_codes } = await enrol(svc, a.session.access_token);
    const typed = recovery_codes[3].toLowerCase().replace('-', ' ');
    expect((await secondStep(svc, await challengeOf(svc, a.email), typed)).statusCode).toBe(200);
    const again = await secondStep(svc, await challengeOf(svc, a.email), recovery_codes[3]);
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe(M.codeWrong);
    expect((await secondStep(svc, await challengeOf(svc, a.email), recovery_codes[4])).statusCode).toBe(200);
  });

  it('locks the account out after as many wrong codes as wrong passwords, even for the right code', async () => {
    const a = await signUp(svc);
    const { secret } = await enrol(svc, a.session.access_token, -1);
    const challenge = await challengeOf(svc, a.email);
    for (let i = 0; i < 3; i++) expect((await secondStep(svc, challenge, '12345-ABCDE')).statusCode).toBe(401);
    await awayFromStepEdge();
    const locked = await secondStep(svc, challenge, codeFor(secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe(M.tooManyFailures);
  });

  it('refuses a code of the wrong form with its message, and a forged or altered challenge', async () => {
    const a = await signUp(svc);
    const { secret } = await enrol(svc, a.session.access_token);
    const challenge = await challengeOf(svc, a.email);
    const badForm = await secondStep(svc, challenge, '12ab');
    expect(badForm.statusCode).toBe(400);
    expect(badForm.json().error).toBe(M.codeInvalid);
    const altered = `${challenge.slice(0, -2)}xx`;
    const forged = await secondStep(svc, altered, codeFor(secret, 1));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toBe(M.challengeExpired);
  });

  it('turns off only with a code; sign-in is one step again', async () => {
    const a = await signUp(svc);
    const { secret, access_token } = await enrol(svc, a.session.access_token, -1);
    const refused = await svc.app.inject({
      method: 'POST',
      url: '/second-factor/disable',
      headers: bearer(access_token),
      payload: { code: '123456' === codeFor(secret) ? '654321' : '123456' },
    });
    // 403, not 401: the person is signed in, and a 401 would end their session in the browser.
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(M.codeWrong);
    expect((await signIn(svc, a.email)).statusCode).toBe(202);
    await awayFromStepEdge();
    const off = await svc.app.inject({
      method: 'POST',
      url: '/second-factor/disable',
      headers: bearer(access_token),
      payload: { code: codeFor(secret) },
    });
    expect(off.statusCode).toBe(200);
    expect((await signIn(svc, a.email)).statusCode).toBe(200);
    expect(await svc.db('recovery_codes').where({ user_id: (await findUserByEmail(svc.db, a.email))!.id })).toEqual([]);
  });
});

describe('ADMIN_SECOND_FACTOR=required', () => {
  it('sends an administrator without a factor to set it up, then signs in with the session and recovery codes', async () => {
    const a = await signUp(required);
    const user = (await findUserByEmail(required.db, a.email))!;
    await setAdminRights(required.db, user.id, true);
    const res = await signIn(required, a.email);
    expect(res.statusCode).toBe(202);
    expect(res.json().second_factor).toBe('setup');
    const challenge = res.json().challenge as string;

    // The setup challenge does not stand in for a code.
    expect((await secondStep(required, challenge, '123456')).json().error).toBe(M.challengeExpired);

    const setup = await required.app.inject({
      method: 'POST',
      url: '/signin/second-factor/setup',
      payload: { challenge },
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.json()).toMatchObject({
      secret: expect.stringMatching(/^[A-Z2-7]+$/),
      uri: expect.stringMatching(/^otpauth:\/\/totp\//),
      qr: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    await awayFromStepEdge();
    const confirmed = await required.app.inject({
      method: 'POST',
      url: '/signin/second-factor/setup/confirm',
      payload: { challenge, code: codeFor(setup.json().secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().session).toMatchObject({ username: a.session.username, isAdmin: true });
    expect(confirmed.json().recovery_codes).toHaveLength(10);

    // From now on: a code at sign-in, and the factor cannot be turned off.
    expect((await signIn(required, a.email)).json().second_factor).toBe('code');
    const off = await required.app.inject({
      method: 'POST',
      url: '/second-factor/disable',
      headers: bearer(confirmed.json().session.access_token),
      payload: { code: '123456' },
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().error).toBe(M.requiredForAdmin);
  });

  it('leaves other users with one step', async () => {
    const a = await signUp(required);
    expect((await signIn(required, a.email)).statusCode).toBe(200);
  });

  it('a challenge dies with a password change in between', async () => {
    const a = await signUp(svc);
    const { access_token } = await enrol(svc, a.session.access_token);
    const challenge = await challengeOf(svc, a.email);
    await svc.app.inject({
      method: 'POST',
      url: '/change-password',
      headers: bearer(access_token),
      payload: { currentPassword: PASSWORD, newPassword: 'BaruSekali9' },
    });
    const res = await secondStep(svc, challenge, '123456');
    expect(res.json().error).toBe(M.challengeExpired);
  });
});
