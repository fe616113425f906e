import { SignInLockout } from '../domain/failures';

describe('sign-in lockout in memory (no Redis)', () => {
  it('blocks a key after the allowed failures and only that key', async () => {
    const lockout = new SignInLockout(3, 60_000);
    for (let i = 0; i < 2; i++) await lockout.fail('a@x.test|10.0.0.1');
    expect(await lockout.blocked('a@x.test|10.0.0.1')).toBe(false);
    await lockout.fail('a@x.test|10.0.0.1');
    expect(await lockout.blocked('a@x.test|10.0.0.1')).toBe(true);
    expect(await lockout.blocked('a@x.test|10.0.0.2')).toBe(false);
  });

  it('forgets a key once cleared', async () => {
    const lockout = new SignInLockout(1, 60_000);
    await lockout.fail('b@x.test|10.0.0.1');
    expect(await lockout.blocked('b@x.test|10.0.0.1')).toBe(true);
    await lockout.clear('b@x.test|10.0.0.1');
    expect(await lockout.blocked('b@x.test|10.0.0.1')).toBe(false);
  });
});
