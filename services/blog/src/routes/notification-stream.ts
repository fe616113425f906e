import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NOTIFICATION_EVENT, NOTIFICATION_STREAM_PATH, type NewNotificationAnswer } from '@yayasan/contracts';
import { answerIn, errorAnswers } from '@yayasan/contracts/schemas/common';
import { Type } from '@yayasan/service-kit';
import { hasNewNotification } from '../repositories/notifications';
import { SIGNED_IN } from './access-notes';

/**
 * A comment line this often keeps proxies and load balancers from closing an idle stream, and lets
 * the gateway tell a live stream from a dead one.
 */
export const HEARTBEAT_MS = 15_000;

/** An SSE frame: the event's name and its JSON data. */
export const sseFrame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET /notifications/stream: the bell's flag, live. The first event is the flag now; another follows
 * whenever the user's notifications change (a like, comment or reply for them, campaign news, or
 * their list read on another page), on whichever replica the change was made.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    NOTIFICATION_STREAM_PATH,
    {
      preHandler: fastify.authenticate,
      schema: {
        summary: "Server-Sent Events with the signed-in user's new-notification flag",
        description: `\`text/event-stream\`; each \`${NOTIFICATION_EVENT}\` event carries \`{ new_notification_available }\`. ${SIGNED_IN}`,
        tags: ['Notifications'],
        response: {
          200: answerIn({ 'text/event-stream': Type.String() }, 'Server-Sent Events'),
          ...errorAnswers('4xx'),
        },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const raw = reply.raw;
      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        // no-transform: no proxy may compress or otherwise hold events back.
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
        'x-request-id': request.id,
      });
      let open = true;
      // Reads run one after another, so the flags arrive in the order they were read.
      let sending = Promise.resolve();
      const sendFlag = () => {
        sending = sending.then(async () => {
          if (!open) return;
          try {
            const flag: NewNotificationAnswer = {
              new_notification_available: await hasNewNotification(fastify.db, userId),
            };
            if (open) raw.write(sseFrame(NOTIFICATION_EVENT, flag));
          } catch (err) {
            request.log.warn({ err }, 'live notifications: flag not read');
          }
        });
      };
      const unsubscribe = fastify.notificationChanges.subscribe(String(userId), sendFlag);
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const end = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        fastify.liveStreams.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      fastify.liveStreams.add(end);
      raw.on('close', end);
      // Reconnect after 5 s when the stream drops (the browser's default is 3 s).
      raw.write('retry: 5000\n\n');
      sendFlag();
    },
  );
};

export default routes;
