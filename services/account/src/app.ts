import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@yayasan/service-kit';
import { resolveAccountConfig, type AccountOptions } from './config';
import rateLimits from './plugins/rate-limits';
import auth from './routes/auth';
import email from './routes/email';
import google from './routes/google';
import password from './routes/password';
import profile from './routes/profile';

export type { AccountOptions } from './config';

/** The account service: users, sign-in/up (password and Google), profiles, settings, password resets,
 * e-mail preferences and unsubscribe links. */
const app: FastifyPluginAsync<AccountOptions & { db: Db }> = async (fastify, options) => {
  const config = resolveAccountConfig(options);
  await fastify.register(rateLimits);
  await fastify.register(auth, { config });
  await fastify.register(google, { config });
  await fastify.register(profile, { config });
  await fastify.register(password, { config });
  await fastify.register(email, { config });
};

export default app;
