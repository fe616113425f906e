import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import {
  CampaignNewsNotificationsAnswerSchema,
  CampaignNewsNotificationsBodySchema,
} from '@yayasan/contracts/schemas/blog';
import { isServiceCall, notFound, serviceCallKeyFromEnv } from '@yayasan/service-kit';
import { notifyCampaignDonors } from '../domain/campaign-news-notifications';
import { ADMIN_ONLY } from './access-notes';

export const NEWS_NOT_FOUND = 'Kabar terbaru tidak ditemukan';

/**
 * POST /campaign-news-notifications: the donation service's job after an administrator stored campaign
 * news (made with the services' shared key, retried until it succeeds), or an administrator's own call.
 * Everything it acts on is read from the database, so repeating it, from anywhere, notifies nobody twice.
 */
const routes: FastifyPluginAsyncTypebox<{ serviceCallKey?: string }> = async (fastify, opts) => {
  const serviceCallKey = opts.serviceCallKey ?? serviceCallKeyFromEnv();
  fastify.post(
    '/campaign-news-notifications',
    {
      preHandler: async (request) => {
        if (!isServiceCall(request.headers, serviceCallKey)) await fastify.requireAdmin(request);
      },
      schema: {
        summary: "Notifies a campaign's settled donors about a stored news post (called by the donation service)",
        description:
          "Called by the donation service with the services' shared key (`x-service-key`), or by an administrator; " +
          `repeating it notifies nobody twice. ${ADMIN_ONLY}`,
        tags: ['Notifications'],
        body: CampaignNewsNotificationsBodySchema,
        response: { 200: CampaignNewsNotificationsAnswerSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const result = await notifyCampaignDonors(fastify.db, request.body.update_id);
      if (result === null) throw notFound(NEWS_NOT_FOUND);
      await fastify.notificationsChanged(result.donorIds);
      return { notified: result.notified };
    },
  );
};

export default routes;
