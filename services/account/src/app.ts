import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes, jobRunner, type Db } from '@yayasan/service-kit';
import { accountAudit } from './domain/admin-audit';
import { resolveAccountConfig, type AccountOptions } from './config';
import dataRightsWorker from './plugins/data-rights-worker';
import rateLimits from './plugins/rate-limits';
import auth from './routes/auth';
import dataRights from './routes/data-rights';
import email from './routes/email';
import google from './routes/google';
import passkeys from './routes/passkeys';
import password from './routes/password';
import profile from './routes/profile';
import secondFactor from './routes/second-factor';
import sessions from './routes/sessions';

export type { AccountOptions } from './config';

/** The account service: users, sign-in/up (password and Google), profiles, settings, password resets,
 * e-mail preferences and unsubscribe links, a person's data exports and account erasures. */
const app: FastifyPluginAsync<AccountOptions & { db: Db }> = async (fastify, options) => {
  const config = resolveAccountConfig(options);
  await fastify.register(rateLimits);
  await fastify.register(auth, { config });
  await fastify.register(google, { config });
  await fastify.register(secondFactor, { config });
  await fastify.register(passkeys, { config });
  await fastify.register(sessions);
  await fastify.register(profile, { config });
  await fastify.register(password, { config });
  await fastify.register(email, { config });
  await fastify.register(jobRunner);
  await fastify.register(dataRightsWorker, { config });
  await fastify.register(dataRights, { config });
  await fastify.register(auditRoutes, { trail: accountAudit });
};

export default app;
