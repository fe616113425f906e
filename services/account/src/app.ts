import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@yayasan/service-kit';

/** The account service: users, sessions and keys, password resets. */
const app: FastifyPluginAsync<{ db: Db }> = async () => {};

export default app;
