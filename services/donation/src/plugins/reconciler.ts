import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { resolveReconcileSettings } from '../config';
import { reconcilePass, type ReconcileResult, type ReconcileSettings } from '../domain/reconcile';

/**
 * The background reconciliation job: a pass over stale pending orders every `intervalMs`
 * (several replicas may run it at once), stopped and awaited when the server closes.
 */
const reconciler: FastifyPluginAsync<{ settings?: Partial<ReconcileSettings> }> = async (fastify, options) => {
  const settings = resolveReconcileSettings(options.settings);
  let running: Promise<ReconcileResult> | null = null;
  const run = () =>
    (running ??= reconcilePass(
      fastify.db,
      fastify.payments.gateway,
      fastify.log,
      settings,
      new Date(),
      fastify.payments.observeLedger,
    ).finally(() => {
      running = null;
    }));

  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onReady', async () => {
    if (settings.intervalMs <= 0) return;
    timer = setInterval(() => {
      run().catch((err) => fastify.log.error({ err }, 'reconciliation pass failed'));
    }, settings.intervalMs);
    timer.unref();
  });
  fastify.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running?.catch(() => undefined);
  });
};

export default fp(reconciler, {
  name: 'payments-reconciler',
  dependencies: ['payments'],
  decorators: { fastify: ['db', 'payments'] },
});
