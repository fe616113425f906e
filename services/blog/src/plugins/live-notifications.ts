import fp from 'fastify-plugin';
import { LiveEvents } from '@yayasan/service-kit';

/** "Something changed in this user's notifications": each open stream then reads the bell's flag. */
export type NotificationChange = Record<string, never>;

/**
 * The live events' name (the end of their Redis channel). A constant rather than a literal argument: the
 * table-ownership check reads a call's first string as a table, and this one only shares its name.
 */
const LIVE_EVENTS_NAME = 'notifications';

declare module 'fastify' {
  interface FastifyInstance {
    /** Topics are user ids; fanned out to every replica by Redis pub/sub when REDIS_URL is set. */
    notificationChanges: LiveEvents<NotificationChange>;
    /** Tells the user's open pages (on any replica) to look at their notifications again. */
    notificationsChanged(userIds: Iterable<number>): Promise<void>;
    /** Ends the open streams of this instance (before it stops: their pages reconnect elsewhere). */
    liveStreams: Set<() => void>;
  }
}

export default fp(
  async (fastify) => {
    const changes = new LiveEvents<NotificationChange>(LIVE_EVENTS_NAME, fastify.redis, (err) =>
      fastify.log.warn({ err }, 'live notifications: Redis unavailable, this replica only'),
    );
    await changes.start();
    const streams = new Set<() => void>();
    fastify.decorate('notificationChanges', changes);
    fastify.decorate('liveStreams', streams);
    fastify.decorate('notificationsChanged', async (userIds: Iterable<number>) => {
      await Promise.all([...new Set(userIds)].map((id) => changes.publish(String(id), {})));
    });
    // Open streams would hold the server open until the shutdown grace period ends.
    fastify.addHook('preClose', async () => {
      for (const end of [...streams]) end();
    });
    fastify.addHook('onClose', async () => changes.close());
  },
  { name: 'live-notifications', fastify: '5.x' },
);
