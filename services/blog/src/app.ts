import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@yayasan/service-kit';
import blogRoutes from './routes/blogs';
import campaignNewsNotifications from './routes/campaign-news-notifications';
import createBlog from './routes/create-blog';
import interactionRoutes from './routes/interactions';
import notificationRoutes from './routes/notifications';
import notificationStream from './routes/notification-stream';
import liveNotifications from './plugins/live-notifications';
import publishedRoutes from './routes/published';

/** The blog service: articles, tags, likes, comments and replies, notifications (campaign news ones included). */
const app: FastifyPluginAsync<{ db: Db }> = async (fastify) => {
  await fastify.register(liveNotifications);
  await fastify.register(blogRoutes);
  await fastify.register(createBlog);
  await fastify.register(interactionRoutes);
  await fastify.register(notificationRoutes);
  await fastify.register(notificationStream);
  await fastify.register(campaignNewsNotifications);
  await fastify.register(publishedRoutes);
};

export default app;
