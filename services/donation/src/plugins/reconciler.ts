import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { noteDataWrite } from '@yayasan/service-kit';
import { resolveReconcileSettings } from '../config';
import { reconcilePass, type ReconcileSettings } from '../domain/reconcile';

/**
 * The reconciliation job: a pass over stale pending orders every `intervalMs`, scheduled on the job
 * queue, so one replica runs each tick (a pass's claims keep even overlapping ones apart). 0: off.
 */
const reconciler: FastifyPluginAsync<{ settings?: Partial<ReconcileSettings> }> = async (fastify, options) => {
  const settings = resolveReconcileSettings(options.settings);
  if (settings.intervalMs <= 0) return;
  const queue = fastify.jobs.queue<object>('reconcile');
  fastify.addHook('onReady', async () => {
    queue.work(async () => {
      const { moved } = await reconcilePass(
        fastify.db,
        fastify.payments.gateway,
        fastify.log,
        settings,
        new Date(),
        fastify.payments.observeLedger,
      );
      if (moved > 0) await noteDataWrite(fastify.redis);
    });
    await queue.every('reconcile-pending-payments', settings.intervalMs, {});
  });
};

export default fp(reconciler, {
  name: 'payments-reconciler',
  dependencies: ['payments', 'job-runner'],
  decorators: { fastify: ['db', 'payments', 'jobs'] },
});
