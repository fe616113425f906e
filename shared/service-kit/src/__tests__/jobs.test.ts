import pino from 'pino';
import { bullJobRunner, closeRedis, inProcessJobRunner, type JobRunner, type SharedRedis } from '..';
import { createTestRedis } from '../testing';

const log = pino({ level: 'silent' });

/** Resolves once `check` holds, trying again every 20 ms (never a fixed sleep). */
async function until(check: () => boolean | Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('jobs on BullMQ in the shared Redis', () => {
  let redis: SharedRedis;
  const runners: JobRunner[] = [];
  const replica = () => {
    const runner = bullJobRunner(redis, log);
    runners.push(runner);
    return runner;
  };
  beforeAll(async () => {
    process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
    // One namespace for the whole file: every runner below is a replica of one site.
    redis = (await createTestRedis())!;
  });
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.close()));
    await closeRedis(redis);
  });

  it('runs each job once on two replicas working at once, also when it is added twice', async () => {
    const runs = new Map<number, string[]>();
    const a = replica().queue<{ n: number }>('twice', { concurrency: 4 });
    const b = replica().queue<{ n: number }>('twice', { concurrency: 4 });
    for (const [name, q] of [
      ['a', a],
      ['b', b],
    ] as const) {
      q.work(async ({ n }) => {
        runs.set(n, [...(runs.get(n) ?? []), name]);
        // Each job waits until both replicas have taken one: neither can do the whole queue alone.
        await until(() => new Set([...runs.values()].flat()).size === 2);
      });
    }
    const jobs = Array.from({ length: 60 }, (_, n) => n);
    // Both replicas add every job (as both would after the same event), with the id the event gives it.
    await Promise.all(jobs.flatMap((n) => [a.add({ n }, { id: `job-${n}` }), b.add({ n }, { id: `job-${n}` })]));
    await until(async () => runs.size === jobs.length && (await a.pending()) === 0);
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
  });

  it('keeps a job over a restart of the process that added it', async () => {
    const first = replica();
    await first.queue<{ note: string }>('restart').add({ note: 'after restart' }, { id: 'kept', delayMs: 200 });
    // The process ends before the job is due and before any worker ran it.
    await first.close();
    const seen: string[] = [];
    replica()
      .queue<{ note: string }>('restart')
      .work(async ({ note }) => void seen.push(note));
    await until(() => seen.length > 0);
    expect(seen).toEqual(['after restart']);
  });

  it('retries a failing job after its delay, up to its attempts', async () => {
    const tries: number[] = [];
    const delays: number[] = [];
    const q = replica().queue<object>('retry', {
      attempts: 3,
      retryDelay: (failures) => {
        delays.push(failures);
        return 10 * failures;
      },
    });
    q.work(async (_data, job) => {
      tries.push(job.attemptsMade);
      if (job.attemptsMade < 2) throw new Error('not yet');
    });
    await q.add({}, { id: 'flaky' });
    await until(() => tries.length === 3);
    expect(tries).toEqual([0, 1, 2]);
    expect(delays).toEqual([1, 2]);
    await until(async () => (await q.pending()) === 0);
  });

  it('runs a schedule kept by two replicas once per tick', async () => {
    const ticks: string[] = [];
    const a = replica().queue<object>('tick');
    const b = replica().queue<object>('tick');
    a.work(async (_d, job) => void ticks.push(job.id));
    b.work(async (_d, job) => void ticks.push(job.id));
    await a.every('every-50ms', 50, {});
    await b.every('every-50ms', 50, {});
    await until(() => ticks.length >= 6);
    expect(new Set(ticks).size).toBe(ticks.length);
  });
});

describe('the in-process job runner (development without Redis)', () => {
  it('runs a job once per id, retries it after its delay, and waits for the running job on close', async () => {
    const runner = inProcessJobRunner(log);
    const tries: string[] = [];
    const q = runner.queue<{ v: string }>('mail', { attempts: 2, retryDelay: () => 5 });
    q.work(async ({ v }, job) => {
      tries.push(`${v}:${job.attemptsMade}`);
      if (job.attemptsMade === 0) throw new Error('first try fails');
    });
    await q.add({ v: 'x' }, { id: 'one' });
    await q.add({ v: 'x' }, { id: 'one' });
    await until(async () => tries.length === 2 && (await q.pending()) === 0);
    expect(tries).toEqual(['x:0', 'x:1']);
    await runner.close();
    await expect(q.add({ v: 'y' })).rejects.toThrow('closed');
  });
});
