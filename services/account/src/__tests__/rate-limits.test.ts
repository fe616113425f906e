import { ACCOUNT_MESSAGES } from '../messages';
import { buildAccount, PASSWORD, signUp, type AccountTestService } from './helpers';

let svc: AccountTestService;
beforeAll(async () => {
  // Small limits so the 429 shows without many requests; production uses 60/min and 10 failures/15 min.
  svc = await buildAccount({ rateLimits: { authMax: 4, failedSignInMax: 2 } });
});
afterAll(() => svc.close());

const post = (url: string, payload: object, ip: string) =>
  svc.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });

describe('rate limits', () => {
  it('limits auth calls per client address with a clear 429', async () => {
    const body = { email: '', password: '' };
    for (let i = 0; i < 4; i++) expect((await post('/signin', body, '10.1.0.1')).statusCode).toBe(400);
    const limited = await post('/signin', body, '10.1.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: ACCOUNT_MESSAGES.tooManyRequests });
    // another address is not affected
    expect((await post('/signin', body, '10.1.0.2')).statusCode).toBe(400);
  });

  it('limits sign-up per client address too', async () => {
    const body = { fullname: 'x', email: '', password: '' };
    for (let i = 0; i < 4; i++) await post('/signup', body, '10.2.0.1');
    expect((await post('/signup', body, '10.2.0.1')).statusCode).toBe(429);
  });

  it('blocks an e-mail from an address after repeated failed sign-ins, even with the right password', async () => {
    const account = await signUp(svc);
    const ip = '10.3.0.1';
    for (let i = 0; i < 2; i++) {
      expect((await post('/signin', { email: account.email, password: 'Salah12345' }, ip)).statusCode).toBe(401);
    }
    const blocked = await post('/signin', { email: account.email, password: PASSWORD }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: ACCOUNT_MESSAGES.tooManyFailures });
    // the same e-mail from another address still signs in
    expect((await post('/signin', { email: account.email, password: PASSWORD }, '10.3.0.2')).statusCode).toBe(200);
  });

  it('forgets failures after a successful sign-in', async () => {
    const account = await signUp(svc);
    const ip = '10.4.0.1';
    expect((await post('/signin', { email: account.email, password: 'Salah12345' }, ip)).statusCode).toBe(401);
    expect((await post('/signin', { email: account.email, password: PASSWORD }, ip)).statusCode).toBe(200);
    expect((await post('/signin', { email: account.email, password: 'Salah12345' }, ip)).statusCode).toBe(401);
    expect((await post('/signin', { email: account.email, password: PASSWORD }, ip)).statusCode).toBe(200);
  });
});
