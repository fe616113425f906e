import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { FIELD_BEACON_MAX_BYTES, FIELD_BEACON_PATH } from '@yayasan/contracts';
import { HttpError, type SharedRedis } from '@yayasan/service-kit';
import { readBeacon } from './beacon';
import { FIELD_MESSAGES } from './messages';
import { fieldMetrics } from './metrics';
import { pageViewOf } from './page-view';
import type { FieldReleaseCache } from './releases';
import type { FieldWindow } from './window';

/** How many beacons one address may send a minute: far more than one visitor's sampled page views. */
export const FIELD_BEACONS_PER_MINUTE = 60;

export interface FieldSignalsOptions {
  /** The registry beacons' versions are judged by. */
  releases: FieldReleaseCache;
  /** Where each remote version's figures are kept for release commands; without it, metrics only. */
  window?: FieldWindow;
  /** Shares the rate limit among the gateway's replicas. */
  redis?: SharedRedis | null;
  /** Beacons one address may send a minute (the environment's FIELD_BEACONS_PER_MINUTE); 60 unless given. */
  perMinute?: number;
}

/**
 * `POST /field`: one beacon per sampled page view, as `navigator.sendBeacon` sends it (text/plain)
 * or as JSON. Accepted beacons are counted in the metrics and the window; a refused one leaves no
 * trace. The visitor's address only keys the rate limit, which forgets it within the minute.
 */
export async function fieldSignals(fastify: FastifyInstance, options: FieldSignalsOptions) {
  const count = fieldMetrics(fastify.metrics);
  await fastify.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      ...(options.redis ? { redis: options.redis, nameSpace: 'gateway-field-rate-limit:', skipOnError: true } : {}),
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: () => new HttpError(429, FIELD_MESSAGES.tooMany),
    });
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(['text/plain', 'application/json'], { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      FIELD_BEACON_PATH,
      {
        bodyLimit: FIELD_BEACON_MAX_BYTES,
        config: { rateLimit: { max: options.perMinute ?? FIELD_BEACONS_PER_MINUTE, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        const releases = await options.releases.current();
        const reading = readBeacon(String(request.body ?? ''), releases);
        if ('error' in reading) return reply.code(400).send({ error: reading.error });
        const view = pageViewOf(reading.beacon, releases);
        count(view);
        // What a failure said, scrubbed, is for the logs only: the metrics and the window keep counts.
        for (const failure of view.failures) {
          if (failure.message === undefined) continue;
          const { kind, remote, message } = failure;
          request.log.info(
            { field: { kind, remote, version: failure.on?.version, route: view.route, message } },
            'field failure',
          );
        }
        // A lost minute of figures is not the visitor's problem: the beacon is still accepted.
        await options.window
          ?.record(view)
          .catch((err: unknown) => request.log.warn({ err }, 'field window unavailable'));
        return reply.code(204).send();
      },
    );
  });
}
