import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import { redisPrefix, type SharedRedis } from './redis';

/**
 * Background work as jobs: on BullMQ in the shared Redis when there is one (jobs survive a restart,
 * retries wait in Redis, a job runs on one replica only, a schedule makes one job per tick however
 * many replicas keep it), else on the in-process job runner (one process, nothing survives it: for
 * development without Redis only).
 */

/** What a handler learns of the job it runs. */
export interface JobInfo {
  id: string;
  /** Runs that failed before this one. */
  attemptsMade: number;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export interface QueueSettings {
  /** Runs in all before a failing job is given up (default 1: no retry). */
  attempts?: number;
  /** Pause before the next run after `failures` failed runs (default: none). */
  retryDelay?: (failures: number) => number;
  /** Jobs of this queue one process runs at once (default 1). */
  concurrency?: number;
}

export interface JobQueue<T> {
  readonly name: string;
  /** Adds a job; a job with the same `id` that is still kept (waiting, running or done) is not added again. */
  add(data: T, options?: { id?: string; delayMs?: number }): Promise<void>;
  /**
   * One job every `everyMs`, on one replica per tick; keeping the same `id` again replaces the schedule.
   * Resolves at once: the schedule is stored as soon as the queue can take it.
   */
  every(id: string, everyMs: number, data: T): Promise<void>;
  /** Runs this queue's jobs in this process from now on. */
  work(handler: JobHandler<T>): void;
  /** Jobs waiting, delayed or running. */
  pending(): Promise<number>;
}

export interface JobRunner {
  readonly kind: 'bullmq' | 'in-process';
  queue<T>(name: string, settings?: QueueSettings): JobQueue<T>;
  /** Stops taking jobs and waits for the running ones. */
  close(): Promise<void>;
}

/** Finished jobs are kept a day (so an id added again meanwhile is not run twice), failed ones a week. */
const KEEP_DONE = { age: 24 * 3600, count: 10_000 };
const KEEP_FAILED = { age: 7 * 24 * 3600 };

/** How long adding a job may wait for Redis before it fails (the caller falls back, e.g. to the sweeper). */
const REDIS_WAIT_MS = 5000;
/** How long a close waits for the running jobs and Redis (inside the shutdown grace period). */
const CLOSE_WAIT_MS = 8000;
/** Pause between attempts at keeping a schedule while Redis does not answer. */
const SCHEDULE_RETRY_MS = 10_000;

/** `work`, or a rejection once `ms` passed (BullMQ waits for a Redis that is away for as long as it is away). */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the job queue: Redis did not answer')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** BullMQ in `redis`'s server, under its namespace (BullMQ connects on its own: it needs no key prefix). */
export function bullJobRunner(redis: SharedRedis, log: FastifyBaseLogger): JobRunner {
  const { host, port, path, db, username, password, tls } = redis.options;
  const connection: ConnectionOptions = { host, port, path, db, username, password, tls, connectTimeout: 2000 };
  const prefix = `${redisPrefix(redis)}jobs`;
  const queues: Queue[] = [];
  const workers: Worker[] = [];
  const retries = new Set<NodeJS.Timeout>();
  let closed = false;
  return {
    kind: 'bullmq',
    queue<T>(name: string, s: QueueSettings = {}): JobQueue<T> {
      // Adding fails at once while Redis is away (callers fall back: the outbox sweeper adds later).
      const queue = new Queue(name, {
        connection: { ...connection, enableOfflineQueue: false },
        prefix,
        defaultJobOptions: {
          attempts: s.attempts ?? 1,
          backoff: { type: 'custom' },
          removeOnComplete: KEEP_DONE,
          removeOnFail: KEEP_FAILED,
        },
      });
      queue.on('error', (err) => log.warn({ err, queue: name }, 'job queue: redis error'));
      queues.push(queue);
      return {
        name,
        async add(data, o = {}) {
          await within(REDIS_WAIT_MS, queue.add(name, data, { jobId: o.id, delay: o.delayMs }));
        },
        // Kept in the background until Redis takes it: a service starts while Redis is away.
        async every(id, everyMs, data) {
          const keep = () =>
            within(REDIS_WAIT_MS, queue.upsertJobScheduler(id, { every: everyMs }, { name, data })).catch((err) => {
              if (closed) return;
              log.warn({ err, queue: name, schedule: id }, 'schedule not kept yet; trying again');
              const timer = setTimeout(() => {
                retries.delete(timer);
                void keep();
              }, SCHEDULE_RETRY_MS);
              timer.unref();
              retries.add(timer);
            });
          void keep();
        },
        work(handler) {
          const worker = new Worker<T>(
            name,
            async (job) => handler(job.data, { id: String(job.id), attemptsMade: job.attemptsMade }),
            {
              connection,
              prefix,
              concurrency: s.concurrency ?? 1,
              settings: { backoffStrategy: (failures: number) => s.retryDelay?.(failures) ?? 0 },
            },
          );
          worker.on('error', (err) => log.warn({ err, queue: name }, 'job worker: redis error'));
          worker.on('failed', (job, err) =>
            log.warn({ err, queue: name, job: job?.id, attempts: job?.attemptsMade }, 'job failed'),
          );
          workers.push(worker);
        },
        async pending() {
          const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized');
          return Object.values(counts).reduce((a, b) => a + b, 0);
        },
      };
    },
    async close() {
      closed = true;
      for (const timer of retries) clearTimeout(timer);
      // Workers first: each waits for its running job, which may still add to a queue. A Redis that is
      // away would hold the close for ever: past the wait the connections are dropped (a job cut short
      // is taken up again by another worker, and its outbox row keeps it from being done twice).
      const polite = (async () => {
        await Promise.all(workers.map((w) => w.close()));
        await Promise.all(queues.map((q) => q.close()));
      })();
      await within(CLOSE_WAIT_MS, polite).catch(async () => {
        log.warn('job queue closed without Redis');
        await Promise.all([...workers, ...queues].map((c) => c.disconnect().catch(() => undefined)));
      });
    },
  };
}

/**
 * The in-process job runner: the same contract in one process's memory, for a development machine
 * without Redis. Jobs and schedules end with the process; ids are remembered as BullMQ keeps them.
 */
export function inProcessJobRunner(log: FastifyBaseLogger): JobRunner {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let closed = false;
  const later = (ms: number, run: () => void, repeat = false) => {
    const timer = (repeat ? setInterval : setTimeout)(() => {
      if (!repeat) timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  return {
    kind: 'in-process',
    queue<T>(name: string, s: QueueSettings = {}): JobQueue<T> {
      const known = new Set<string>();
      const waiting: { data: T; info: JobInfo }[] = [];
      let handler: JobHandler<T> | undefined;
      let active = 0;
      let delayed = 0;
      let next = 0;
      const pump = () => {
        while (!closed && handler && waiting.length && active < (s.concurrency ?? 1)) {
          const job = waiting.shift()!;
          active += 1;
          const done = handler(job.data, job.info)
            .catch((err) => {
              const attemptsMade = job.info.attemptsMade + 1;
              log.warn({ err, queue: name, job: job.info.id, attempts: attemptsMade }, 'job failed');
              if (attemptsMade < (s.attempts ?? 1)) schedule(job.data, { ...job.info, attemptsMade });
            })
            .finally(() => {
              active -= 1;
              running.delete(done);
              pump();
            });
          running.add(done);
        }
      };
      const schedule = (data: T, info: JobInfo, delayMs = s.retryDelay?.(info.attemptsMade) ?? 0) => {
        if (delayMs <= 0) {
          waiting.push({ data, info });
          return pump();
        }
        delayed += 1;
        later(delayMs, () => {
          delayed -= 1;
          waiting.push({ data, info });
          pump();
        });
      };
      return {
        name,
        async add(data, o = {}) {
          if (closed) throw new Error('the job runner is closed');
          const id = o.id ?? `${name}-${(next += 1)}`;
          if (known.has(id)) return;
          known.add(id);
          schedule(data, { id, attemptsMade: 0 }, o.delayMs ?? 0);
        },
        async every(id, everyMs, data) {
          later(everyMs, () => schedule(data, { id: `repeat:${id}:${Date.now()}`, attemptsMade: 0 }, 0), true);
        },
        work(h) {
          handler = h;
          pump();
        },
        async pending() {
          return waiting.length + active + delayed;
        },
      };
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...running]);
    },
  };
}

/** BullMQ when the service has the shared Redis, else the in-process job runner. */
export const jobRunnerFor = (redis: SharedRedis | null, log: FastifyBaseLogger): JobRunner =>
  redis ? bullJobRunner(redis, log) : inProcessJobRunner(log);

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's background jobs (see jobs.ts). */
    jobs: JobRunner;
  }
}

/**
 * Decorates `jobs` (on the service's Redis, or in process without it), closed with the server: on
 * SIGTERM the workers stop taking jobs and the running ones finish before the database pool closes.
 */
export const jobRunner: FastifyPluginAsync = fp(
  async (fastify) => {
    const runner = jobRunnerFor(fastify.redis, fastify.log);
    fastify.log.info({ jobs: runner.kind }, 'background jobs');
    fastify.decorate('jobs', runner);
    fastify.addHook('onClose', async () => runner.close());
  },
  { name: 'job-runner', decorators: { fastify: ['redis'] } },
);
