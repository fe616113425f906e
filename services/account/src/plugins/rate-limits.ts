import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '@yayasan/service-kit';
import { ACCOUNT_MESSAGES } from '../messages';

/**
 * Registers @fastify/rate-limit without a global limit; routes opt in with `config.rateLimit`.
 * Keyed on request.ip, which is the gateway's x-forwarded-for (the service trusts only the gateway).
 */
export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      global: false,
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: () => new HttpError(429, ACCOUNT_MESSAGES.tooManyRequests),
    });
  },
  { name: 'account-rate-limits', fastify: '5.x' },
);
