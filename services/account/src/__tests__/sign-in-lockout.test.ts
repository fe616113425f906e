import { SignInLockout } from '../domain/failures';

describe('sign-in lockout in memory (no Redis)', () => {
  it('reserves the allowed attempts of a key, refuses the next, and leaves other keys alone', async () => {
    const lockout = new SignInLockout(3, 60_000);
    for (let i = 0; i < 3; i++) expect(await lockout.reserve('a@x.test|10.0.0.1')).toBe(true);
    expect(await lockout.reserve('a@x.test|10.0.0.1')).toBe(false);
    expect(await lockout.reserve('a@x.test|10.0.0.2')).toBe(true);
  });

  it('reserves no more than the limit when all attempts come at once', async () => {
    const lockout = new SignInLockout(10, 60_000);
    const granted = await Promise.all(Array.from({ length: 60 }, () => lockout.reserve('c@x.test|10.0.0.1')));
    expect(granted.filter(Boolean)).toHaveLength(10);
  });

  it('forgets a key once cleared, and takes back a released attempt', async () => {
    const lockout = new SignInLockout(1, 60_000);
    expect(await lockout.reserve('b@x.test|10.0.0.1')).toBe(true);
    expect(await lockout.reserve('b@x.test|10.0.0.1')).toBe(false);
    await lockout.clear('b@x.test|10.0.0.1');
    expect(await lockout.reserve('b@x.test|10.0.0.1')).toBe(true);
    await lockout.release('b@x.test|10.0.0.1');
    expect(await lockout.reserve('b@x.test|10.0.0.1')).toBe(true);
  });

  it('grants attempts again once the window has ended', async () => {
    const lockout = new SignInLockout(2, 1_000);
    const key = 'd@x.test|10.0.0.1';
    await Promise.all([lockout.reserve(key), lockout.reserve(key)]);
    expect(await lockout.reserve(key)).toBe(false);
    // Refused (and still counted) until the window that began with the first attempt ends.
    while (!(await lockout.reserve(key))) await new Promise((resolve) => setTimeout(resolve, 50));
  });
});
