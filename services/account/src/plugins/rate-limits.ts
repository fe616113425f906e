import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '@yayasan/service-kit';
import { ACCOUNT_MESSAGES } from '../messages';

/**
 * Registers @fastify/rate-limit without a global limit; routes opt in with `config.rateLimit`.
 * Keyed on request.ip, which is the gateway's x-forwarded-for (the service trusts only the gateway).
 * With Redis the counts are shared by every replica (one budget per address, however many replicas);
 * were Redis briefly away, requests are let through (`skipOnError`) rather than refused for everyone.
 */
export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      global: false,
      ...(fastify.redis ? { redis: fastify.redis, nameSpace: 'account-rate-limit:', skipOnError: true } : {}),
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: () => new HttpError(429, ACCOUNT_MESSAGES.tooManyRequests),
    });
  },
  { name: 'account-rate-limits', fastify: '5.x' },
);
