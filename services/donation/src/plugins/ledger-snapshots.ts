import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { takeDailySnapshot } from '../domain/ledger-snapshots';

/** Checked hourly by default: the day's snapshot is taken within the first hour of the Jakarta day. */
export const SNAPSHOT_INTERVAL_MS = 3600_000;

/**
 * The daily ledger snapshot job, scheduled on the job queue every `intervalMs`: it records today's
 * heads unless already recorded (the (day, campaign) key keeps the first). 0 turns it off.
 */
const ledgerSnapshots: FastifyPluginAsync<{ intervalMs?: number }> = async (fastify, options) => {
  const intervalMs = options.intervalMs ?? SNAPSHOT_INTERVAL_MS;
  if (intervalMs <= 0) return;
  const queue = fastify.jobs.queue<object>('ledger-snapshot');
  fastify.addHook('onReady', async () => {
    queue.work(async () => void (await takeDailySnapshot(fastify.db)));
    await queue.every('daily-ledger-snapshot', intervalMs, {});
  });
};

export default fp(ledgerSnapshots, {
  name: 'ledger-snapshots',
  dependencies: ['job-runner'],
  decorators: { fastify: ['db', 'jobs'] },
});
