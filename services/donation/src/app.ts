import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@yayasan/service-kit';
import campaignRoutes from './routes/campaigns';
import payments, { type PaymentsOptions } from './plugins/payments-plugin';

/** The donation service: campaigns, their updates, and (through the payments routes) transactions. */
const app: FastifyPluginAsync<{ db: Db; payments?: PaymentsOptions }> = async (fastify, opts) => {
  await fastify.register(campaignRoutes);
  await fastify.register(payments, opts.payments ?? {});
};

export default app;
