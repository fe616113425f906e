import type { FastifyInstance } from 'fastify';
import closeWithGrace from 'close-with-grace';

/**
 * How long a stopping process may take to finish the requests it is answering and close its pools
 * (database, browser). An orchestrator waits 30 s before killing; this stays well inside that.
 */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * On SIGTERM or SIGINT (or an uncaught error): stop taking requests, let the running ones finish, run the
 * onClose hooks (database pool, Chromium), then exit; past the grace period, exit anyway, as failed.
 * Call it before the instance starts listening (it adds a hook).
 */
export function closeGracefully(fastify: FastifyInstance, delay = SHUTDOWN_GRACE_MS): void {
  let stopping = false;
  // A caller's pooled keep-alive connection would hold the server open until the grace period ends:
  // the answers still being written while stopping tell it to close the connection.
  fastify.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  closeWithGrace({ delay }, async ({ err, signal }) => {
    stopping = true;
    if (err) fastify.log.error({ err }, 'stopping after an uncaught error');
    else fastify.log.info({ signal }, 'stopping');
    await fastify.close();
  });
}
