import { LogController, type FastifyInstance } from 'fastify';

/**
 * Request logs that production can afford: Fastify's own two lines per request (turned off with
 * `disableRequestLogging`) cost the gateway a fifth of its throughput. Failed (5xx) and slow
 * requests are always logged; the rest only as a sample.
 */
export interface RequestLogOptions {
  /** At or above this many milliseconds a request is logged as slow. */
  slowMs: number;
  /** The share of ordinary requests logged (0 none, 1 all). */
  sample: number;
  /** Injected by tests; Math.random otherwise. */
  random?: () => number;
}

export const SLOW_REQUEST_MS = 1000;
export const REQUEST_LOG_SAMPLE = 0.01;

export function requestLogFromEnv(env: NodeJS.ProcessEnv = process.env): RequestLogOptions {
  const slow = Number(env.SLOW_REQUEST_MS);
  const sample = Number(env.REQUEST_LOG_SAMPLE);
  return {
    slowMs: env.SLOW_REQUEST_MS && Number.isFinite(slow) && slow >= 0 ? slow : SLOW_REQUEST_MS,
    sample: env.REQUEST_LOG_SAMPLE && sample >= 0 && sample <= 1 ? sample : REQUEST_LOG_SAMPLE,
  };
}

/** The Fastify `logController` that drops Fastify's own per-request lines (errors are still logged by the error handler). */
export const quietRequestLogs = () => new LogController({ disableRequestLogging: true });

/** Logs each answered request by the rules above (the instance is built with `quietRequestLogs()`). */
export function logRequests(fastify: FastifyInstance, options: RequestLogOptions = requestLogFromEnv()) {
  const random = options.random ?? Math.random;
  fastify.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms };
    if (reply.statusCode >= 500) request.log.error(line, 'request failed');
    else if (ms >= options.slowMs) request.log.warn(line, 'slow request');
    else if (options.sample > 0 && random() < options.sample) request.log.info(line, 'request completed');
  });
}
