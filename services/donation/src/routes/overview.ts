import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import { DonationOverviewSchema } from '@yayasan/contracts/schemas/overview';
import { donationOverview } from '../domain/overview';

/** The administrators' overview of the foundation's donations (the `/dashboard` page). */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/admin/overview',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: "The foundation's donations at a glance (administrators)",
        description:
          "Today, this month and this year (Asia/Jakarta) against the same period before, running campaigns, the latest gifts and money in per day (90) and per month (24) by campaign and by way of paying. Amounts are the open ledger's money in, as /ledger/summary sums it.",
        tags: ['overview'],
        response: { 200: DonationOverviewSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return donationOverview(db);
    },
  );
};

export default routes;
