import { withDeadlockRetry } from '../retry';

const lockError = (errno: number) => Object.assign(new Error('lock'), { errno });

describe('withDeadlockRetry', () => {
  it.each([1213, 1205])('runs the work again after errno %i', async (errno) => {
    let calls = 0;
    const result = await withDeadlockRetry(async () => {
      calls += 1;
      if (calls < 3) throw lockError(errno);
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it('gives up after the bounded number of runs, and never retries other errors', async () => {
    let calls = 0;
    await expect(
      withDeadlockRetry(
        async () => {
          calls += 1;
          throw lockError(1213);
        },
        { attempts: 4, maxDelayMs: 1 },
      ),
    ).rejects.toMatchObject({ errno: 1213 });
    expect(calls).toBe(4);
    calls = 0;
    await expect(
      withDeadlockRetry(async () => {
        calls += 1;
        throw lockError(1062);
      }),
    ).rejects.toMatchObject({ errno: 1062 });
    expect(calls).toBe(1);
  });
});
