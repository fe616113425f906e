import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@yayasan/service-kit';
import createBlog from './routes/create-blog';

const app: FastifyPluginAsync<{ db: Db }> = async (fastify) => {
  await fastify.register(createBlog);
};

export default app;
