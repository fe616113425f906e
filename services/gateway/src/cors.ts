import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Where a separately hosted client may run while developing (the site itself and common dev servers). */
export const DEV_ORIGINS = ['8080', '3000', '5173'].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** `CORS_ORIGINS` (comma-separated); unset: none in production, DEV_ORIGINS otherwise. */
export function corsOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.CORS_ORIGINS === undefined) return env.NODE_ENV === 'production' ? [] : DEV_ORIGINS;
  return env.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
}

/**
 * CORS for clients hosted on other origins: only the configured origins are echoed back (never `*`), for the
 * API's methods and the two headers its calls send. The API authenticates with a bearer token, not cookies,
 * so no credentials are allowed. Preflights from other origins get no allow-origin and the browser stops.
 */
export default fp(async (fastify, options: { env?: NodeJS.ProcessEnv }) => {
  await fastify.register(cors, {
    origin: corsOriginsFromEnv(options.env),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type'],
    exposedHeaders: ['x-request-id'],
    credentials: false,
    maxAge: 600,
  });
});
