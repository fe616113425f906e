import type { FastifyPluginAsync } from 'fastify';
import { isOwnImageUrl } from '@yayasan/contracts';
import { auditRoutes, pictureCopies, type Db } from '@yayasan/service-kit';
import { blogAudit } from './domain/audit-trail';
import { readFlushIntervalMs } from './config';
import { InMemoryPendingReads, ReadCountFlusher, writeReadCounts, type PendingReadStore } from './domain/read-counts';
import { SharedPendingReads } from './domain/shared-pending-reads';
import blogRoutes from './routes/blogs';
import campaignNewsNotifications from './routes/campaign-news-notifications';
import createBlog from './routes/create-blog';
import donationNotifications from './routes/donation-notifications';
import pledgeNotifications from './routes/pledge-notifications';
import dataRights from './routes/data-rights';
import interactionRoutes from './routes/interactions';
import notificationRoutes from './routes/notifications';
import notificationStream from './routes/notification-stream';
import liveNotifications from './plugins/live-notifications';
import publishedRoutes from './routes/published';

declare module 'fastify' {
  interface FastifyInstance {
    /** Article reads, counted in memory and written in batches. */
    readCounts: ReadCountFlusher;
  }
}

export interface BlogAppOptions {
  db: Db;
  /**
   * Where counted reads wait (Redis, shared by the replicas, when the service has it; else this
   * process) and how often they are written (READ_FLUSH_INTERVAL_MS by default), or a flusher built by
   * the caller (tests flush it on demand). The app starts it and stops it on close.
   */
  reads?: { store?: PendingReadStore; flushIntervalMs?: number; flusher?: ReadCountFlusher };
  /** The media service, which copies outside pictures (MEDIA_SERVICE_URL by default). */
  mediaUrl?: string;
}

/** The blog service: articles, tags, likes, comments and replies, notifications (campaign news ones included). */
const app: FastifyPluginAsync<BlogAppOptions> = async (fastify, opts) => {
  await fastify.register(liveNotifications);
  await fastify.register(pictureCopies, { mediaUrl: opts.mediaUrl, isOwn: isOwnImageUrl });
  const readCounts =
    opts.reads?.flusher ??
    new ReadCountFlusher({
      store: opts.reads?.store ?? (fastify.redis ? new SharedPendingReads(fastify.redis) : new InMemoryPendingReads()),
      write: (batch) => writeReadCounts(opts.db, batch),
      intervalMs: opts.reads?.flushIntervalMs ?? readFlushIntervalMs(),
      log: fastify.log,
    });
  fastify.decorate('readCounts', readCounts);
  fastify.addHook('onReady', async () => readCounts.start());
  // Runs before the service closes its database pool (service-kit closes it last).
  fastify.addHook('onClose', async () => {
    try {
      await readCounts.stop();
    } catch (err) {
      fastify.log.error({ err }, 'article reads not written at shutdown');
    }
  });

  await fastify.register(blogRoutes);
  await fastify.register(createBlog);
  await fastify.register(interactionRoutes);
  await fastify.register(notificationRoutes);
  await fastify.register(notificationStream);
  await fastify.register(campaignNewsNotifications);
  await fastify.register(donationNotifications);
  await fastify.register(pledgeNotifications);
  await fastify.register(publishedRoutes);
  await fastify.register(dataRights);
  await fastify.register(auditRoutes, { trail: blogAudit });
};

export default app;
