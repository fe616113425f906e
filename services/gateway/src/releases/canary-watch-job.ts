import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jobRunnerFor, type Db, type SharedRedis } from '@yayasan/service-kit';
import type { FieldWindow } from '../field/window';
import { reviewCanaryWatches } from './canary-watch';

export interface CanaryWatchJobOptions {
  /** The release registry's database, where watches are kept. */
  db: Db;
  window: FieldWindow;
  /** The job queue's Redis (a scheduled job runs on one replica per tick); in process without it. */
  redis?: SharedRedis | null;
  /** Time between looks (CANARY_WATCH_EVERY_MS; 15 s unless given); 0 turns the job off. */
  everyMs?: number;
}

export const CANARY_WATCH_EVERY_MS = 15_000;

/**
 * Judges every open canary watch on a schedule, so a watch goes on (and acts) when the release command
 * that opened it is not left running, and after any restart: the watch is a row, the schedule is kept
 * in Redis, and the registry acts on a verdict once however many replicas look.
 */
const canaryWatchJob: FastifyPluginAsync<CanaryWatchJobOptions> = async (fastify, options) => {
  const everyMs = options.everyMs ?? CANARY_WATCH_EVERY_MS;
  if (everyMs <= 0) return;
  const runner = jobRunnerFor(options.redis ?? null, fastify.log);
  const queue = runner.queue<object>('canary-watch');
  fastify.addHook('onReady', async () => {
    queue.work(() =>
      reviewCanaryWatches(options.db, options.window, (watch, look) => {
        if (look.outcome === 'watching') return;
        const reason = look.outcome === 'gone' ? undefined : look.judged.analysis.reason;
        fastify.log.info(
          { remote: watch.remote, version: watch.version, outcome: look.outcome, reason },
          'canary watch',
        );
      }),
    );
    await queue.every('canary-watch', everyMs, {});
  });
  fastify.addHook('onClose', () => runner.close());
};

export default fp(canaryWatchJob, { name: 'canary-watch-job' });
