import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import {
  CampaignNewsNotificationsAnswerSchema,
  CampaignNewsNotificationsBodySchema,
} from '@yayasan/contracts/schemas/blog';
import { notFound } from '@yayasan/service-kit';
import { notifyCampaignDonors } from '../domain/campaign-news-notifications';
import { ADMIN_ONLY } from './access-notes';

export const NEWS_NOT_FOUND = 'Kabar terbaru tidak ditemukan';

/**
 * POST /campaign-news-notifications: the donation service's call after an administrator posts campaign
 * news, made with that administrator's token (so it is an administrator's action like any other, and
 * repeating it, from anywhere, notifies nobody twice).
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/campaign-news-notifications',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: "Notifies a campaign's settled donors about a stored news post (called by the donation service)",
        description: `Called by the donation service; repeating it notifies nobody twice. ${ADMIN_ONLY}`,
        tags: ['Notifications'],
        body: CampaignNewsNotificationsBodySchema,
        response: { 200: CampaignNewsNotificationsAnswerSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const result = await notifyCampaignDonors(fastify.db, request.body.update_id, request.user!.id);
      if (result === null) throw notFound(NEWS_NOT_FOUND);
      await fastify.notificationsChanged(result.donorIds);
      return { notified: result.notified };
    },
  );
};

export default routes;
