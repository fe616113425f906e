import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@yayasan/service-kit';
import { resolveAccountConfig, type AccountOptions } from './config';
import rateLimits from './plugins/rate-limits';
import auth from './routes/auth';

export type { AccountOptions } from './config';

/** The account service: users, sign-in/up (password and Google), profiles, settings, password resets. */
const app: FastifyPluginAsync<AccountOptions & { db: Db }> = async (fastify, options) => {
  const config = resolveAccountConfig(options);
  await fastify.register(rateLimits);
  await fastify.register(auth, { config });
};

export default app;
