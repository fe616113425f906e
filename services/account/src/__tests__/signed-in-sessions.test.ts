import { decodeJwt } from 'jose';
import { closeRedis, createTestRedis } from '@yayasan/service-kit/testing';
import { buildService, outboxMailer, TokenSigner, type SharedRedis } from '@yayasan/service-kit';
import app from '../app';
import { SECOND_FACTOR_MESSAGES as M } from '@yayasan/validation';
import { bearer, buildAccount, PASSWORD, signUp, type AccountTestService } from './helpers';
import { awayFromStepEdge, codeFor, enrol } from './second-factor-helpers';

/** Two replicas of the account service sharing one database and one Redis, as in production. */
let a: AccountTestService;
let b: AccountTestService;
let redis: SharedRedis | null;
beforeAll(async () => {
  redis = await createTestRedis();
  a = await buildAccount({ rateLimits: { authMax: 10_000 } }, { redis });
  b = await buildReplicaOf(a);
});
afterAll(async () => {
  await b.app.close();
  await a.close();
  if (redis) await closeRedis(redis);
});

/** A second instance on the first one's database (service-kit's buildService, as the server starts it). */
async function buildReplicaOf(first: AccountTestService): Promise<AccountTestService> {
  const signer = new TokenSigner(first.keys.privateKey);
  const replica = await buildService({
    name: 'account',
    db: first.db,
    publicKeyPem: first.keys.publicKey,
    app,
    appOptions: { signer, mailer: outboxMailer(first.outbox, () => undefined), rateLimits: { authMax: 10_000 } },
    redis,
  });
  await replica.ready();
  return { ...first, app: replica };
}

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function signInFrom(svc: AccountTestService, email: string, userAgent: string) {
  const res = await svc.app.inject({
    method: 'POST',
    url: '/signin',
    payload: { email, password: PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
}

const list = (svc: AccountTestService, token: string) =>
  svc.app.inject({ method: 'GET', url: '/sessions', headers: bearer(token) });
const stillIn = async (svc: AccountTestService, token: string) => (await list(svc, token)).statusCode;

describe('signed-in sessions', () => {
  it('lists each sign-in with its device and browser, this one marked and first', async () => {
    const u = await signUp(a);
    const laptop = await signInFrom(a, u.email, FIREFOX);
    const phone = await signInFrom(a, u.email, IPHONE);
    expect(decodeJwt(phone).sid).toEqual(expect.any(String));
    const res = await list(a, phone);
    expect(res.statusCode).toBe(200);
    const sessions = res.json().sessions as { id: string; device: string; browser: string; current: boolean }[];
    // Sign-up opened one too.
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      current: true,
      browser: expect.stringMatching(/Safari/),
      device: expect.stringMatching(/iPhone|iOS/),
    });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions).toContainEqual(
      expect.objectContaining({ id: decodeJwt(laptop).sid, browser: 'Firefox 128', device: 'Windows 10' }),
    );
  });

  it('ends one session: its token is refused on its next request on every replica', async () => {
    const u = await signUp(a);
    const laptop = await signInFrom(a, u.email, FIREFOX);
    const phone = await signInFrom(a, u.email, IPHONE);
    // Both replicas have seen (and kept) the laptop's session as open.
    expect(await stillIn(a, laptop)).toBe(200);
    expect(await stillIn(b, laptop)).toBe(200);

    const ended = await a.app.inject({
      method: 'POST',
      url: '/sessions/end',
      headers: bearer(phone),
      payload: { id: decodeJwt(laptop).sid },
    });
    expect(ended.json()).toEqual({ ended: 1 });
    for (const replica of [a, b]) {
      const refused = await list(replica, laptop);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toMatch(/berakhir/);
    }
    expect(await stillIn(b, phone)).toBe(200);
    expect((await list(a, phone)).json().sessions).toHaveLength(2);
  });

  it("cannot end another person's session", async () => {
    const u = await signUp(a);
    const other = await signUp(a);
    const res = await a.app.inject({
      method: 'POST',
      url: '/sessions/end',
      headers: bearer(other.session.access_token),
      payload: { id: decodeJwt(u.session.access_token).sid },
    });
    expect(res.statusCode).toBe(404);
    expect(await stillIn(a, u.session.access_token)).toBe(200);
  });

  it('refuses an id that is no session id, whatever its characters, with a 400', async () => {
    const u = await signUp(a);
    for (const id of ['🙂'.repeat(8), 'x'.repeat(33), "' OR 1=1 --"]) {
      const res = await a.app.inject({
        method: 'POST',
        url: '/sessions/end',
        headers: bearer(u.session.access_token),
        payload: { id },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('ends all others at once and keeps this one', async () => {
    const u = await signUp(a);
    const others = [await signInFrom(a, u.email, FIREFOX), await signInFrom(a, u.email, IPHONE)];
    const res = await b.app.inject({
      method: 'POST',
      url: '/sessions/end-others',
      headers: bearer(u.session.access_token),
      payload: {},
    });
    expect(res.json()).toEqual({ ended: 2 });
    for (const token of others) expect(await stillIn(a, token)).toBe(401);
    expect(await stillIn(a, u.session.access_token)).toBe(200);
    expect((await list(a, u.session.access_token)).json().sessions).toHaveLength(1);
  });

  it('drops sessions revoked by a password change from the list, keeping this device', async () => {
    const u = await signUp(a);
    await signInFrom(a, u.email, FIREFOX);
    const changed = await a.app.inject({
      method: 'POST',
      url: '/change-password',
      headers: bearer(u.session.access_token),
      payload: { currentPassword: PASSWORD, newPassword: 'BaruSekali9' },
    });
    const token = changed.json().access_token as string;
    expect(decodeJwt(token).sid).toBe(decodeJwt(u.session.access_token).sid);
    const sessions = (await list(a, token)).json().sessions;
    expect(sessions).toHaveLength(1);
    expect(sessions[0].current).toBe(true);
  });
});

describe('last use', () => {
  it("is recorded by the account service's other routes too", async () => {
    const u = await signUp(a);
    const sid = decodeJwt(u.session.access_token).sid as string;
    const aWeekAgo = new Date(Date.now() - 7 * 24 * 3600_000);
    await a.db('sessions').where({ id: sid }).update({ last_used_at: aWeekAgo });
    const res = await a.app.inject({
      method: 'GET',
      url: '/email-preferences',
      headers: bearer(u.session.access_token),
    });
    expect(res.statusCode).toBe(200);
    // The use is written once the answer has gone out.
    const lastUse = async () => (await a.db('sessions').where({ id: sid }).first('last_used_at'))!.last_used_at;
    for (let i = 0; i < 50 && (await lastUse()).getTime() === aWeekAgo.getTime(); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await lastUse()).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('step-up check', () => {
  it('answers a token with a fresh check for a right code, in the same session', async () => {
    const u = await signUp(a);
    const { secret, access_token } = await enrol(a, u.session.access_token, -1);
    const wrong = await a.app.inject({
      method: 'POST',
      url: '/second-factor/check',
      headers: bearer(access_token),
      payload: { code: '99999-ZZZZZ' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(M.codeWrong);
    await awayFromStepEdge();
    const res = await a.app.inject({
      method: 'POST',
      url: '/second-factor/check',
      headers: bearer(access_token),
      payload: { code: codeFor(secret) },
    });
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(res.json().access_token);
    expect(Math.abs(Number(claims.mfa) - Date.now() / 1000)).toBeLessThan(5);
    expect(claims.sid).toBe(decodeJwt(u.session.access_token).sid);
  });
});
