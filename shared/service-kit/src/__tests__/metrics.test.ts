import type { FastifyPluginAsync } from 'fastify';
import type { Histogram } from 'prom-client';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { METRICS_PATH, OPENAPI_PATH, type Db } from '..';
import { buildTestService, type TestService } from '../testing';

const demoApp: FastifyPluginAsync<{ db: Db }> = async (fastify) => {
  fastify.get('/things/:id', async (request) => ({ id: (request.params as { id: string }).id }));
};

/** The request counter's values, as prom-client holds them. */
async function requestCounts(svc: TestService) {
  const metric = svc.app.metrics.getSingleMetric('http_request_duration_seconds') as Histogram;
  const histogram = await metric.get();
  return histogram.values
    .filter((v) => v.metricName === 'http_request_duration_seconds_count')
    .map((v) => ({ ...v.labels, value: v.value }));
}

describe('metrics and request ids', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await buildTestService({ name: 'kit', app: demoApp, migrations: { account: accountMigrations } });
  });
  afterAll(() => svc.close());

  it('counts and times requests by route and status, never by raw path', async () => {
    await svc.app.inject({ method: 'GET', url: '/things/1' });
    await svc.app.inject({ method: 'GET', url: '/things/2' });
    await svc.app.inject({ method: 'GET', url: '/no-such/thing' });
    const res = await svc.app.inject({ method: 'GET', url: METRICS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const counts = await requestCounts(svc);
    expect(counts).toContainEqual({ method: 'GET', route: '/things/:id', status: '200', value: 2 });
    expect(counts).toContainEqual({ method: 'GET', route: 'unmatched', status: '404', value: 1 });
    expect(res.body).toMatch(/^http_request_duration_seconds_count\{service="kit",.*route="\/things\/:id".*\} 2$/m);
    expect(res.body).not.toContain('no-such');
  });

  it("reports the database pool's use and the event-loop lag", async () => {
    await svc.db.raw('SELECT 1');
    const body = (await svc.app.inject({ method: 'GET', url: METRICS_PATH })).body;
    expect(body).toMatch(/^db_pool_connections\{.*state="free".*\} [1-9]/m);
    expect(body).toMatch(/^db_pool_connections\{.*state="used".*\} \d+/m);
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds\{service="kit"\} /m);
  });

  it('keeps metrics out of the public API description', async () => {
    const doc = (await svc.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    expect(Object.keys(doc.paths)).not.toContain(METRICS_PATH);
  });

  it("answers with the request's id: the gateway's when it sent one", async () => {
    const res = await svc.app.inject({
      method: 'GET',
      url: '/things/1',
      headers: { 'x-request-id': 'req-from-gateway' },
    });
    expect(res.headers['x-request-id']).toBe('req-from-gateway');
    const own = await svc.app.inject({ method: 'GET', url: '/no-such' });
    expect(own.headers['x-request-id']).toEqual(expect.any(String));
  });
});
