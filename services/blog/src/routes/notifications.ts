import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  NOTIFICATION_FILTERS,
  type DocCount,
  type NewNotificationAnswer,
  type NotificationList,
} from '@yayasan/contracts';
import { Type } from '@yayasan/service-kit';
import { countNotifications, hasNewNotification, listNotifications } from '../plugins/notifications';

const Filter = Type.Optional(Type.Union(NOTIFICATION_FILTERS.map((f) => Type.Literal(f))));

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/new-notification',
    { preHandler: fastify.authenticate },
    async (request): Promise<NewNotificationAnswer> => ({
      new_notification_available: await hasNewNotification(db, request.user!.id),
    }),
  );

  fastify.post(
    '/notifications',
    {
      preHandler: fastify.authenticate,
      schema: {
        body: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
          filter: Filter,
          deletedDocCount: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
        }),
      },
    },
    async (request): Promise<NotificationList> => {
      const { page = 1, filter = 'all', deletedDocCount = 0 } = request.body;
      return { notifications: await listNotifications(db, request.user!.id, filter, page, deletedDocCount) };
    },
  );

  fastify.post(
    '/all-notifications-count',
    { preHandler: fastify.authenticate, schema: { body: Type.Object({ filter: Filter }) } },
    async (request): Promise<DocCount> => ({
      totalDocs: await countNotifications(db, request.user!.id, request.body.filter ?? 'all'),
    }),
  );
};

export default routes;
