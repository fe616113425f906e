import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@yayasan/service-kit';

const app: FastifyPluginAsync<{ db: Db }> = async () => {};

export default app;
