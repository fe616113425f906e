import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { FIELD_BEACON_MAX_BYTES, FIELD_BEACON_PATH, FIELD_UNMATCHED_ROUTE, type FieldBeacon } from '@yayasan/contracts';
import { closeRedis, migrateLatest, serveMetrics, type SharedRedis } from '@yayasan/service-kit';
import { createTestDatabase, createTestRedis, type TestDatabase } from '@yayasan/service-kit/testing';
import { migrations } from '../../migrations';
import { buildGateway } from '../app';
import { fieldBeaconsPerMinuteFromEnv } from '../config';
import {
  DbFieldWindow,
  FIELD_BEACONS_PER_MINUTE,
  FieldReleaseCache,
  readBeacon,
  readFieldReleases,
  RedisFieldWindow,
  type FieldWindow,
} from '../field';
import { recordRelease } from '../releases';
import { SERVICE_NAMES, type ServiceName } from '../services';

const V1 = '20261124-050000-abc1234';
const V2 = '20261124-060000-def5678';
const V3 = '20261124-070000-0a1b2c3';
const MINUTE = 60_000;

let database: TestDatabase;
let redis: SharedRedis;
let webRoot: string;

beforeAll(async () => {
  database = await createTestDatabase('gateway');
  await migrateLatest(database.db, 'gateway', migrations);
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  redis = (await createTestRedis())!;
  webRoot = mkdtempSync(join(tmpdir(), 'gateway-field-'));
  mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  // gallery: V1 previous, V2 live, V3 the canary.
  await recordRelease(database.db, { remote: 'gallery', version: V1 });
  await recordRelease(database.db, { remote: 'gallery', version: V2 });
  await recordRelease(database.db, { remote: 'gallery', version: V3, canaryPercent: 10 });
});
afterAll(async () => {
  await closeRedis(redis);
  await database.drop();
  rmSync(webRoot, { recursive: true, force: true });
});

const services = Object.fromEntries(SERVICE_NAMES.map((n) => [n, 'http://127.0.0.1:9'])) as Record<ServiceName, string>;

/** A gateway counting beacons into `window`, its metrics on an internal server as server.ts serves them, and its log. */
async function fieldGateway(window: FieldWindow, perMinute?: number) {
  const logLines: string[] = [];
  const gateway = await buildGateway({
    services,
    webRoot,
    redis,
    field: { releases: new FieldReleaseCache(() => readFieldReleases(database.db), 0), window, perMinute },
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  });
  const internal = Fastify();
  serveMetrics(internal, gateway.metrics);
  const metricsText = async () => (await internal.inject({ method: 'GET', url: '/metrics' })).body;
  const close = async () => {
    await internal.close();
    await gateway.close();
  };
  return { gateway, metricsText, logLines, close };
}

/** A sample's value in the metrics text: the line of `name` whose labels include `labels` (in any order). */
function sampleOf(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...match[2].matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

const beacon = (overrides: Partial<FieldBeacon> = {}): FieldBeacon => ({
  route: '/galeri',
  remotes: [
    { remote: 'gallery', version: V2 },
    { remote: 'blog', version: 'build' },
  ],
  vitals: [
    { name: 'LCP', value: 1800 },
    { name: 'INP', value: 120 },
    { name: 'CLS', value: 0.02 },
  ],
  failures: [{ kind: 'error', remote: 'gallery', message: 'TypeError: x is undefined' }],
  ...overrides,
});

/** What `navigator.sendBeacon` sends for a string. */
const send = (
  gateway: FastifyInstance,
  body: string,
  remoteAddress = '10.1.0.1',
  contentType = 'text/plain;charset=UTF-8',
) =>
  gateway.inject({
    method: 'POST',
    url: FIELD_BEACON_PATH,
    payload: body,
    headers: { 'content-type': contentType },
    remoteAddress,
  });

describe.each([
  ['the database', () => new DbFieldWindow(database.db)],
  ['Redis', () => new RedisFieldWindow(redis)],
])('POST /field, the window in %s', (_name, windowOf) => {
  let field: Awaited<ReturnType<typeof fieldGateway>>;
  let window: FieldWindow;

  beforeEach(async () => {
    await database.db('field_counts').delete();
    await database.db('field_vital_samples').delete();
    const keys = await redis.keys(`${redis.options.keyPrefix}field:*`);
    if (keys.length) await redis.del(...keys.map((key) => key.slice(redis.options.keyPrefix!.length)));
    window = windowOf();
    field = await fieldGateway(window);
  });
  afterEach(() => field.close());

  it('accepts a beacon, counts it in the metrics by remote version, channel and route, and in the window', async () => {
    const res = await send(field.gateway, JSON.stringify(beacon()));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const text = await field.metricsText();
    const gallery = { remote: 'gallery', version: V2, channel: 'stable', route: '/galeri' };
    const blog = { remote: 'blog', version: 'build', channel: 'stable', route: '/galeri' };
    expect(sampleOf(text, 'gateway_field_page_views_total', gallery)).toBe(1);
    expect(sampleOf(text, 'gateway_field_page_views_total', blog)).toBe(1);
    const lcp = { vital: 'LCP', ...gallery };
    expect(sampleOf(text, 'gateway_field_vital_milliseconds_bucket', { le: '2000', ...lcp })).toBe(1);
    expect(sampleOf(text, 'gateway_field_vital_milliseconds_bucket', { le: '1500', ...lcp })).toBe(0);
    expect(sampleOf(text, 'gateway_field_vital_milliseconds_sum', { vital: 'INP', ...blog })).toBe(120);
    expect(sampleOf(text, 'gateway_field_cls_bucket', { le: '0.025', vital: 'CLS', ...gallery })).toBe(1);
    expect(sampleOf(text, 'gateway_field_cls_bucket', { le: '0.01', vital: 'CLS', ...gallery })).toBe(0);
    expect(sampleOf(text, 'gateway_field_failures_total', { kind: 'error', ...gallery })).toBe(1);
    // The failure was the gallery's: the blog on the same page is not blamed.
    expect(sampleOf(text, 'gateway_field_failures_total', { kind: 'error', ...blog })).toBeUndefined();

    const figures = await window.read('gallery', V2, Date.now() - MINUTE);
    expect(figures).toEqual({
      pageViews: 1,
      failures: { error: 1, 'remote-load': 0, boundary: 0, 'render-fallback': 0 },
      vitals: { LCP: [1800], INP: [120], CLS: [0.02] },
    });
    expect((await window.read('blog', 'build', Date.now() - MINUTE)).failures.error).toBe(0);
  });

  it('takes JSON as well, and a page without remotes or a failure of no remote under "none"', async () => {
    const res = await send(
      field.gateway,
      JSON.stringify(beacon({ route: '/', remotes: [], failures: [{ kind: 'render-fallback' }] })),
      '10.1.0.2',
      'application/json',
    );
    expect(res.statusCode).toBe(204);
    const text = await field.metricsText();
    const nobody = { remote: 'none', version: 'none', channel: 'none', route: '/' };
    expect(sampleOf(text, 'gateway_field_page_views_total', nobody)).toBe(1);
    expect(sampleOf(text, 'gateway_field_failures_total', { kind: 'render-fallback', ...nobody })).toBe(1);
  });

  it("labels the registry's canary version canary, and its live and earlier versions stable", async () => {
    // The not-found page reports the pattern no route matches.
    expect(
      (await send(field.gateway, JSON.stringify(beacon({ route: FIELD_UNMATCHED_ROUTE })), '10.1.0.3')).statusCode,
    ).toBe(204);
    for (const version of [V3, V2, V1]) {
      const body = beacon({ remotes: [{ remote: 'gallery', version }], route: '/gallery/edit/:id' });
      expect((await send(field.gateway, JSON.stringify(body), '10.1.0.3')).statusCode).toBe(204);
    }
    const text = await field.metricsText();
    const viewsOf = (version: string, channel: string) =>
      sampleOf(text, 'gateway_field_page_views_total', {
        remote: 'gallery',
        version,
        channel,
        route: '/gallery/edit/:id',
      });
    expect(viewsOf(V3, 'canary')).toBe(1);
    expect(viewsOf(V2, 'stable')).toBe(1);
    expect(viewsOf(V1, 'stable')).toBe(1);
    expect(viewsOf(V3, 'stable')).toBeUndefined();
    expect(viewsOf(V2, 'canary')).toBeUndefined();
    expect((await window.read('gallery', V3, Date.now() - MINUTE)).pageViews).toBe(1);
  });

  it('refuses an oversized, unreadable or unknown beacon and records nothing of it', async () => {
    const refused: [string, number, string][] = [
      ['x'.repeat(FIELD_BEACON_MAX_BYTES + 1), 413, 'Data yang dikirim terlalu besar'],
      ['{"route":"/galeri",', 400, 'Laporan tidak dapat dibaca'],
      [JSON.stringify({ ...beacon(), user: 'someone' }), 400, 'Laporan tidak sesuai bentuknya'],
      [JSON.stringify(beacon({ vitals: [{ name: 'FID', value: 3 } as never] })), 400, 'Laporan tidak sesuai bentuknya'],
      [JSON.stringify(beacon({ route: '/galeri/123' })), 400, 'Rute halaman tidak dikenal'],
      [JSON.stringify(beacon({ route: '/admin' })), 400, 'Rute halaman tidak dikenal'],
      [
        JSON.stringify(beacon({ remotes: [{ remote: 'gallery', version: '20991231-000000-fffffff' }] })),
        400,
        'Versi gallery tidak dikenal',
      ],
      // A version of another remote is not this one's.
      [JSON.stringify(beacon({ remotes: [{ remote: 'blog', version: V2 }] })), 400, 'Versi blog tidak dikenal'],
    ];
    for (const [body, status, error] of refused) {
      const res = await send(field.gateway, body, '10.1.0.4');
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { error } });
    }
    expect((await send(field.gateway, JSON.stringify(beacon()), '10.1.0.4', 'text/html')).statusCode).toBe(415);

    const text = await field.metricsText();
    expect(text).not.toMatch(/^gateway_field_(page_views_total|failures_total)\{/m);
    expect(text).not.toMatch(/^gateway_field_(vital_milliseconds|cls)_count\{/m);
    for (const [remote, version] of [
      ['gallery', V2],
      ['gallery', '20991231-000000-fffffff'],
      ['blog', 'build'],
      ['blog', V2],
    ] as const) {
      expect((await window.read(remote, version, 0)).pageViews).toBe(0);
    }
    expect(field.logLines.join('')).not.toContain('field failure');
  });

  it('logs what a failure said scrubbed again, whatever the browser sent', async () => {
    const message = 'Gagal untuk budi@example.com, akun 1234567890 (id 3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b)';
    const res = await send(
      field.gateway,
      JSON.stringify(beacon({ failures: [{ kind: 'remote-load', remote: 'gallery', message }] })),
      '10.1.0.5',
    );
    expect(res.statusCode).toBe(204);
    const logged = field.logLines.map((line) => JSON.parse(line)).find((line) => line.msg === 'field failure');
    expect(logged.field).toEqual({
      kind: 'remote-load',
      remote: 'gallery',
      version: V2,
      route: '/galeri',
      message: 'Gagal untuk <email> akun <n> (id <id>)',
    });
    expect(JSON.stringify(field.logLines)).not.toContain('budi@');
  });
});

describe('POST /field, one address', () => {
  let field: Awaited<ReturnType<typeof fieldGateway>>;
  beforeAll(async () => {
    field = await fieldGateway(new DbFieldWindow(database.db));
  });
  afterAll(() => field.close());

  it(`may send ${FIELD_BEACONS_PER_MINUTE} beacons a minute, accepted or not; then it is refused and others are not`, async () => {
    for (let i = 0; i < FIELD_BEACONS_PER_MINUTE; i++) {
      expect((await send(field.gateway, '{}', '10.2.0.1')).statusCode).toBe(400);
    }
    const limited = await send(field.gateway, JSON.stringify(beacon()), '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Terlalu banyak laporan. Coba lagi dalam beberapa saat.' });
    expect((await send(field.gateway, JSON.stringify(beacon()), '10.2.0.2')).statusCode).toBe(204);
  });

  it('may send as many as FIELD_BEACONS_PER_MINUTE says where it is set', async () => {
    const perMinute = fieldBeaconsPerMinuteFromEnv({ FIELD_BEACONS_PER_MINUTE: String(FIELD_BEACONS_PER_MINUTE + 2) });
    expect(fieldBeaconsPerMinuteFromEnv({})).toBeUndefined();
    const wider = await fieldGateway(new DbFieldWindow(database.db), perMinute);
    try {
      for (let i = 0; i < FIELD_BEACONS_PER_MINUTE + 2; i++) {
        expect((await send(wider.gateway, '{}', '10.2.0.3')).statusCode).toBe(400);
      }
      expect((await send(wider.gateway, JSON.stringify(beacon()), '10.2.0.3')).statusCode).toBe(429);
    } finally {
      await wider.close();
    }
  });
});

describe('a beacon read on its own', () => {
  it('keeps the in-place build of any remote, and nothing it cannot parse', () => {
    expect(readBeacon(JSON.stringify(beacon({ remotes: [{ remote: 'account', version: 'build' }] })), {})).toEqual({
      beacon: expect.objectContaining({ remotes: [{ remote: 'account', version: 'build' }] }),
    });
    expect(readBeacon('', {})).toEqual({ error: 'Laporan tidak dapat dibaca' });
  });
});
