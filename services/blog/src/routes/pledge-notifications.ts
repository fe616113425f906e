import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PLEDGE_NOTIFICATIONS_PATH } from '@yayasan/contracts';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import { PledgeNotificationsAnswerSchema, PledgeNotificationsBodySchema } from '@yayasan/contracts/schemas/pledges';
import { onlyServiceCalls, serviceCallKeyFromEnv } from '@yayasan/service-kit';
import { notifyDonorOfPledge } from '../domain/pledge-notifications';

/**
 * POST /internal/pledge-notifications: the donation service's jobs tell a donor of their monthly
 * pledge, a month's reminder or the campaign's end (services' shared key only; the gateway does not route it).
 */
const routes: FastifyPluginAsyncTypebox<{ serviceCallKey?: string }> = async (fastify, opts) => {
  const serviceCallKey = opts.serviceCallKey ?? serviceCallKeyFromEnv();

  fastify.post(
    PLEDGE_NOTIFICATIONS_PATH,
    {
      preHandler: onlyServiceCalls(serviceCallKey),
      schema: {
        hide: true,
        summary: 'Notifies a donor of their monthly pledge (called by the donation service)',
        description:
          "Only with the services' shared key (`x-service-key`). The same `ref` reported again notifies nobody.",
        tags: ['Notifications'],
        body: PledgeNotificationsBodySchema,
        response: { 200: PledgeNotificationsAnswerSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const notified = await notifyDonorOfPledge(fastify.db, request.body);
      if (notified) await fastify.notificationsChanged([request.body.user_id]);
      return { notified };
    },
  );
};

export default routes;
