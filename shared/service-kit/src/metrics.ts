import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from './db';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus metrics; a feature adds its own counters with `registers: [fastify.metrics]`. */
    metrics: Registry;
  }
}

export interface MetricsOptions {
  /** Every series carries `service="<name>"`, so one scrape config serves all processes. */
  service: string;
  db?: Db;
  /** Serve `GET /metrics` on this instance. The gateway serves it on an internal port instead. */
  route?: boolean;
}

/** Where Prometheus scrapes a process (a service on its own port; the gateway on METRICS_PORT). */
export const METRICS_PATH = '/metrics';

/** Seconds: a fast read is a few ms, a receipt PDF or an upload a few seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The route a request matched, never its raw path: hostile or unknown paths must not mint new series. */
const routeOf = (url: string | undefined) => url ?? 'unmatched';

/**
 * Prometheus metrics: request count and duration by method, route and status, the process's own
 * (memory, CPU, event-loop lag) and, with a database, the connection pool's use.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (fastify, { service, db, route = true }) => {
    const registry = new Registry();
    registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: registry });

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    fastify.addHook('onResponse', async (request, reply) => {
      duration.observe(
        { method: request.method, route: routeOf(request.routeOptions.url), status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    if (db) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'Database connections: in use, idle, and requests waiting for one',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const pool = db.client.pool;
          if (!pool) return;
          this.set({ state: 'used' }, pool.numUsed());
          this.set({ state: 'free' }, pool.numFree());
          this.set({ state: 'pending' }, pool.numPendingAcquires());
        },
      });
    }

    fastify.decorate('metrics', registry);
    if (route) serveMetrics(fastify, registry);
  },
  { name: 'metrics' },
);

/** `GET /metrics` in Prometheus's text format; internal, so not in the OpenAPI document. */
export function serveMetrics(fastify: FastifyInstance, registry: Registry): void {
  const schema = { hide: true, response: { 200: Type.String({ description: "Prometheus's text format" }) } };
  fastify.get(METRICS_PATH, { schema }, async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );
}
