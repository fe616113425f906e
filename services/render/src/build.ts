import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  clientErrorHandler,
  frameworkErrors,
  logRequests,
  metricsPlugin,
  quietRequestLogs,
  sendError,
} from '@yayasan/service-kit';
import app, { type RenderOptions } from './app';

/**
 * The renderer's Fastify instance (never listens): request ids and logs, Prometheus metrics at
 * `/metrics`, health probes, and the app. It has no database: what it renders comes from the
 * release store and the site's API.
 */
export async function buildRenderer(options: RenderOptions & { logger?: FastifyServerOptions['logger'] }) {
  const fastify = Fastify({
    logger: options.logger ?? false,
    logController: quietRequestLogs(),
    requestIdHeader: 'x-request-id',
    // A page's address and the versions: a few KB at most.
    bodyLimit: 16 * 1024,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();
  logRequests(fastify);
  fastify.setErrorHandler(sendError);
  fastify.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Alamat tidak ditemukan' }));
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await fastify.register(metricsPlugin, { service: 'render' });
  fastify.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  fastify.get('/readyz', { schema: { hide: true } }, async () => ({ status: 'ready' }));
  await fastify.register(app, options);
  return fastify;
}
