import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DONATION_NOTIFICATION_PREFERENCE_PATH, DONATION_NOTIFICATIONS_PATH } from '@yayasan/contracts';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import {
  DonationNotificationPreferenceSchema,
  DonationNotificationsAnswerSchema,
  DonationNotificationsBodySchema,
} from '@yayasan/contracts/schemas/donation-notifications';
import { onlyServiceCalls, serviceCallKeyFromEnv } from '@yayasan/service-kit';
import {
  donationNotificationsEnabled,
  notifyAdminsOfDonation,
  setDonationNotifications,
} from '../domain/donation-notifications';
import { ADMIN_ONLY } from './access-notes';

const tags = ['Notifications'];

/**
 * POST /internal/donation-notifications: the donation service's job for each donation that starts counting
 * (services' shared key only; the gateway does not route it). GET/PUT of the preference: an
 * administrator turns these notifications off or on again.
 */
const routes: FastifyPluginAsyncTypebox<{ serviceCallKey?: string }> = async (fastify, opts) => {
  const serviceCallKey = opts.serviceCallKey ?? serviceCallKeyFromEnv();

  fastify.post(
    DONATION_NOTIFICATIONS_PATH,
    {
      preHandler: onlyServiceCalls(serviceCallKey),
      schema: {
        hide: true,
        summary: 'Notifies the administrators of a settled donation (called by the donation service)',
        description:
          "Only with the services' shared key (`x-service-key`). Grouped into an administrator's unread donation " +
          'notification of the last minutes; the same `ref` reported again notifies nobody.',
        tags,
        body: DonationNotificationsBodySchema,
        response: { 200: DonationNotificationsAnswerSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const admins = await notifyAdminsOfDonation(fastify.db, request.body);
      await fastify.notificationsChanged(admins);
      return { notified: admins.length };
    },
  );

  fastify.get(
    DONATION_NOTIFICATION_PREFERENCE_PATH,
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: 'Whether the administrator is notified of each settled donation',
        description: ADMIN_ONLY,
        tags,
        response: { 200: DonationNotificationPreferenceSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => ({ enabled: await donationNotificationsEnabled(fastify.db, request.user!.id) }),
  );

  fastify.put(
    DONATION_NOTIFICATION_PREFERENCE_PATH,
    {
      preHandler: fastify.requireAdmin,
      schema: {
        summary: 'Turns the notification of each settled donation on or off',
        description: ADMIN_ONLY,
        tags,
        body: DonationNotificationPreferenceSchema,
        response: { 200: DonationNotificationPreferenceSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      await setDonationNotifications(fastify.db, request.user!.id, request.body.enabled);
      return { enabled: request.body.enabled };
    },
  );
};

export default routes;
