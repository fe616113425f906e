import { closeRedis, type SharedRedis } from '@yayasan/service-kit';
import { createTestRedis } from '@yayasan/service-kit/testing';
import { ACCOUNT_MESSAGES } from '../messages';
import { buildAccount, PASSWORD, signUp, type AccountTestService } from './helpers';

// The production rule (10 failures per e-mail and address in 15 minutes), and no per-address request
// limit in the way of the burst.
const FAILURES = 10;
const LIMITS = { authMax: 100_000, failedSignInMax: FAILURES };
const BURST = 60;

async function burstOfWrongPasswords(svc: AccountTestService) {
  const account = await signUp(svc);
  const signIn = (password: string) =>
    svc.app.inject({
      method: 'POST',
      url: '/signin',
      payload: { email: account.email, password },
      headers: { 'x-forwarded-for': '10.60.0.1' },
    });
  const answers = await Promise.all(Array.from({ length: BURST }, () => signIn('Salah12345')));
  return { signIn, answers };
}

async function expectTheLimitHeld(svc: AccountTestService) {
  const { signIn, answers } = await burstOfWrongPasswords(svc);
  const statuses = answers.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 401)).toHaveLength(FAILURES);
  expect(statuses.filter((s) => s === 429)).toHaveLength(BURST - FAILURES);
  const refused = answers.filter((r) => r.statusCode === 429);
  for (const r of refused) expect(r.json()).toEqual({ error: ACCOUNT_MESSAGES.tooManyFailures });

  // The right password is refused too while the window lasts (its end: sign-in-lockout.test.ts).
  const locked = await signIn(PASSWORD);
  expect(locked.statusCode).toBe(429);
  expect(locked.json()).toEqual({ error: ACCOUNT_MESSAGES.tooManyFailures });
}

describe('60 concurrent wrong passwords for one account', () => {
  it('without Redis: only the allowed failures are checked, the rest get 429', async () => {
    const svc = await buildAccount({ rateLimits: LIMITS }, { redis: null });
    try {
      await expectTheLimitHeld(svc);
    } finally {
      await svc.close();
    }
  });

  it('with Redis: only the allowed failures are checked, the rest get 429', async () => {
    // This test is about Redis: without REDIS_URL it uses the local one the machines run.
    process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
    const redis: SharedRedis = (await createTestRedis())!;
    const svc = await buildAccount({ rateLimits: LIMITS }, { redis });
    try {
      await expectTheLimitHeld(svc);
    } finally {
      await svc.close();
      await closeRedis(redis);
    }
  });
});
