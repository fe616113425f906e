import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIST_CURSOR_INVALID, readListCursor } from '@yayasan/contracts';
import { errorAnswers } from '@yayasan/contracts/schemas/common';
import { badRequest } from '@yayasan/service-kit';
import {
  DocCountSchema,
  NewNotificationAnswerSchema,
  NotificationListSchema,
  NotificationsBodySchema,
  NotificationsCountBodySchema,
} from '@yayasan/contracts/schemas/blog';
import { listNotifications } from '../domain/notifications';
import { notificationCount } from '../repositories/notification-counts';
import { hasNewNotification } from '../repositories/notifications';
import { SIGNED_IN } from './access-notes';

const tags = ['Notifications'];

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/new-notification',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: 'Whether the signed-in user has a notification not yet seen',
        description: SIGNED_IN,
        tags,
        response: { 200: NewNotificationAnswerSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => ({
      new_notification_available: await hasNewNotification(db, request.user!.id),
    }),
  );

  fastify.post(
    '/notifications',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "A page of the signed-in user's notifications, newest first; they become seen",
        description: `Each item's \`seen\` is its state from before. \`after\` (the cursor of the last loaded item) asks for the page after it; without it, \`deletedDocCount\` (items deleted from the loaded pages) moves the window of \`page\` back. ${SIGNED_IN}`,
        tags,
        body: NotificationsBodySchema,
        response: { 200: NotificationListSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => {
      const { page = 1, filter = 'all', deletedDocCount = 0, after } = request.body;
      const position = after === undefined ? undefined : readListCursor(after);
      if (position === null) throw badRequest(LIST_CURSOR_INVALID);
      const notifications = await listNotifications(
        db,
        request.user!.id,
        filter,
        position ? { after: position } : { page, deletedDocCount },
      );
      // The page marked its items seen: the user's other open pages may put the bell out.
      if (notifications.some((n) => !n.seen)) await fastify.notificationsChanged([request.user!.id]);
      return { notifications };
    },
  );

  fastify.post(
    '/all-notifications-count',
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "The number of the signed-in user's notifications (of one type, or all)",
        description: SIGNED_IN,
        tags,
        body: NotificationsCountBodySchema,
        response: { 200: DocCountSchema, ...errorAnswers('4xx') },
      },
    },
    async (request) => ({
      totalDocs: await notificationCount(db, request.user!.id, request.body.filter ?? 'all'),
    }),
  );
};

export default routes;
