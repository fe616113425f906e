import {
  buildService,
  closeRedis,
  createRedis,
  outboxMailer,
  redisReady,
  TokenSigner,
  type SharedRedis,
} from '@yayasan/service-kit';
import { createTestRedis } from '@yayasan/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import app from '../app';
import type { AccountOptions } from '../config';
import { ACCOUNT_MESSAGES } from '../messages';
import { buildAccount, PASSWORD, PUBLIC_URL, signUp, type AccountTestService } from './helpers';

// Two replicas of the account service behind one gateway: each is its own process with its own
// memory, sharing only the database and Redis. Small limits so the budget is used up quickly.
const LIMITS: AccountOptions['rateLimits'] = { authMax: 4, failedSignInMax: 2 };

/** A second instance of the same service on the first one's database, with the given Redis. */
async function secondInstance(first: AccountTestService, redis: SharedRedis | null): Promise<FastifyInstance> {
  const instance = await buildService<AccountOptions>({
    name: 'account',
    db: first.db,
    publicKeyPem: first.keys.publicKey,
    app,
    appOptions: {
      signer: new TokenSigner(first.keys.privateKey),
      mailer: outboxMailer(first.outbox, () => undefined),
      publicUrl: PUBLIC_URL,
      rateLimits: LIMITS,
    },
    redis,
  });
  await instance.ready();
  return instance;
}

const post = (instance: FastifyInstance, url: string, payload: object, ip: string) =>
  instance.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });

describe('two instances sharing one Redis', () => {
  let redis: SharedRedis;
  let a: AccountTestService;
  let b: FastifyInstance;
  beforeAll(async () => {
    // These tests are about Redis: without REDIS_URL they use the local one the machines run.
    process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
    redis = (await createTestRedis())!;
    a = await buildAccount({ rateLimits: LIMITS }, { redis });
    b = await secondInstance(a, redis);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await closeRedis(redis);
  });

  it('hold one rate limit: the second refuses once the first used the budget', async () => {
    const body = { email: '', password: '' };
    for (let i = 0; i < 4; i++) expect((await post(a.app, '/signin', body, '10.5.0.1')).statusCode).toBe(400);
    const refused = await post(b, '/signin', body, '10.5.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: ACCOUNT_MESSAGES.tooManyRequests });
    expect((await post(b, '/signin', body, '10.5.0.2')).statusCode).toBe(400);
  });

  it('hold one sign-in lockout: failures on the first lock the e-mail out on the second', async () => {
    const account = await signUp(a);
    const ip = '10.6.0.1';
    for (let i = 0; i < 2; i++) {
      expect((await post(a.app, '/signin', { email: account.email, password: 'Salah12345' }, ip)).statusCode).toBe(401);
    }
    const blocked = await post(b, '/signin', { email: account.email, password: PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: ACCOUNT_MESSAGES.tooManyFailures });
    expect((await post(b, '/signin', { email: account.email, password: PASSWORD }, '10.6.0.2')).statusCode).toBe(200);
  });

  it('share a sign-in that clears the failures', async () => {
    const account = await signUp(a);
    const ip = '10.7.0.1';
    expect((await post(a.app, '/signin', { email: account.email, password: 'Salah12345' }, ip)).statusCode).toBe(401);
    expect((await post(b, '/signin', { email: account.email, password: PASSWORD }, ip)).statusCode).toBe(200);
    expect((await post(a.app, '/signin', { email: account.email, password: 'Salah12345' }, ip)).statusCode).toBe(401);
    expect((await post(b, '/signin', { email: account.email, password: PASSWORD }, ip)).statusCode).toBe(200);
  });
});

describe('Redis away', () => {
  let gone: SharedRedis;
  let svc: AccountTestService;
  beforeAll(async () => {
    // A client whose connection is gone: every command fails at once.
    gone = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { prefix: 'gone:' });
    gone.on('error', () => undefined);
    await redisReady(gone);
    gone.disconnect();
    svc = await buildAccount({ rateLimits: LIMITS }, { redis: gone });
  });
  afterAll(async () => {
    await svc.close();
    await closeRedis(gone);
  });

  it('still locks an e-mail out after failed sign-ins, in this instance’s memory', async () => {
    const account = await signUp(svc);
    const ip = '10.8.0.1';
    for (let i = 0; i < 2; i++) {
      expect((await post(svc.app, '/signin', { email: account.email, password: 'Salah12345' }, ip)).statusCode).toBe(
        401,
      );
    }
    expect((await post(svc.app, '/signin', { email: account.email, password: PASSWORD }, ip)).statusCode).toBe(429);
  });

  it('lets requests through rather than refusing everyone when the limit cannot be counted', async () => {
    const body = { email: '', password: '' };
    for (let i = 0; i < 6; i++) expect((await post(svc.app, '/signin', body, '10.9.0.1')).statusCode).toBe(400);
  });

  it('still checks tokens against the users table', async () => {
    const account = await signUp(svc);
    const headers = { authorization: `Bearer ${account.session.access_token}` };
    const res = await svc.app.inject({
      method: 'POST',
      url: '/get-profile',
      payload: { username: account.session.username },
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().personal_info.email).toBe(account.email);
  });
});
