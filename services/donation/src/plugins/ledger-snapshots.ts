import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { takeDailySnapshot } from '../domain/ledger-snapshots';

/** Checked hourly by default: the day's snapshot is taken within the first hour of the Jakarta day. */
export const SNAPSHOT_INTERVAL_MS = 3600_000;

/**
 * The daily ledger snapshot job: every `intervalMs` it records today's heads unless already recorded
 * (several replicas may run it: the (day, campaign) key keeps the first). 0 turns it off.
 */
const ledgerSnapshots: FastifyPluginAsync<{ intervalMs?: number }> = async (fastify, options) => {
  const intervalMs = options.intervalMs ?? SNAPSHOT_INTERVAL_MS;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onReady', async () => {
    if (intervalMs <= 0) return;
    timer = setInterval(() => {
      running ??= takeDailySnapshot(fastify.db)
        .catch((err) => {
          fastify.log.error({ err }, 'ledger snapshot failed');
          return 0;
        })
        .finally(() => {
          running = null;
        });
    }, intervalMs);
    timer.unref();
  });
  fastify.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
};

export default fp(ledgerSnapshots, { name: 'ledger-snapshots', decorators: { fastify: ['db'] } });
