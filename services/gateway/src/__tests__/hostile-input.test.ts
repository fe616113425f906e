import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { BAD_URL, GATEWAY_MAX_HEADER_BYTES, HEADERS_TOO_LARGE, INTERNAL_PATHS } from '@yayasan/service-kit';
import { SERVICE_NAMES, type ServiceName } from '../services';
import { send, startSeededSite, type SeededSite } from './seeded-site';

/**
 * Every route of every service, found as it is registered, gets hostile requests through the gateway
 * against the real services on real databases: malformed URLs and bodies, numbers that are not finite
 * or not safe, lone surrogates, absurd dates and pages, wrong media types, oversized bodies. Whatever
 * comes, the answer is never a 5xx, and every error is `{ "error": "<text>" }`.
 */

const TOTAL_REQUESTS = 5200;
const SERVICE_BODY_LIMIT = 1024 * 1024;

interface DiscoveredRoute {
  service: ServiceName;
  method: string;
  url: string;
  schema: RouteOptions['schema'];
  /** A route with its own body limit (uploads) takes bodies the others refuse. */
  ownBodyLimit: boolean;
}

// ---------- hostile values ----------

const numberTexts = [
  'Infinity',
  '-Infinity',
  '1e400',
  '-1e400',
  'NaN',
  '9007199254740993',
  '99999999999999999999999',
  '1e21',
  '-1',
  '0',
  '1.5',
  '0x10',
  '',
  ' ',
];
const nastyTexts = [
  '\uD800',
  'a\uDFFFb',
  '\uDBFF',
  '\u0000',
  '\u0007\u001b[31m\u007f',
  'ä€😀漢字',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '10000-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  'http://evil.test/x.png',
  'Bearer \u00ff\u0100',
  'Open',
  'Closed',
  'all',
  'true',
];
const hostileText = fc.oneof(
  fc.constantFrom(...numberTexts, ...nastyTexts),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ minLength: 3000, maxLength: 6000, unit: 'grapheme-ascii' }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 53, 2 ** 53 + 2, -(2 ** 53) - 2, 4294967296, 1e21, 0, -0, -1, 1.5, 1e-300),
  fc.integer({ min: -3, max: 12 }),
  fc.double(),
);
const hostileScalar = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null));
const hostileValue = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 12 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
);

/** A value for one schema property: a plausible one for its type, or anything hostile. */
function valueFor(schema: { type?: string; anyOf?: unknown[] } | undefined): fc.Arbitrary<unknown> {
  const plausible =
    schema?.type === 'integer' || schema?.type === 'number'
      ? fc.oneof(fc.integer({ min: 1, max: 5 }), hostileNumber, fc.constantFrom(...numberTexts))
      : schema?.type === 'boolean'
        ? fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 'yes', 1))
        : schema?.type === 'array'
          ? fc.array(hostileScalar, { maxLength: 15 })
          : hostileText;
  return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: hostileValue });
}

type JsonSchema = { properties?: Record<string, { type?: string }> } | undefined;

/** An object with the schema's properties (some left out) plus the odd unknown key. */
function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema?.properties ?? {});
  const known = fc.record(Object.fromEntries(props.map(([k, s]) => [k, valueFor(s)])), {
    requiredKeys: [],
  }) as fc.Arbitrary<Record<string, unknown>>;
  return fc
    .tuple(known, fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'x', 'page'), hostileValue, { maxKeys: 2 }))
    .map(([a, b]) => ({ ...b, ...a }));
}

const pathSegments = fc.oneof(
  fc.constantFrom(
    '1',
    '2',
    '0',
    '-1',
    'Infinity',
    '1e400',
    '99999999999999999999999',
    '%',
    '%E0%A4%A',
    '%ED%A0%80',
    '%00',
    '%FF%FE',
    '..%2F..%2Fetc',
    'abc.pdf',
    'x.png',
    'budi',
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

const rawBodies: { type: string; body: string | Buffer }[] = [
  { type: 'application/json', body: '{"page":' },
  { type: 'application/json', body: '{"page":1e400,"limit":-1e400,"_id":1e400,"amount":1e400}' },
  { type: 'application/json', body: '{"title":"\\ud800","comment":"\\udfff","query":"\\ud800"}' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '"x"' },
  { type: 'application/json', body: '' },
  { type: 'application/json', body: '['.repeat(3000) + ']'.repeat(3000) },
  { type: 'application/json', body: `{"a":${'{"a":'.repeat(200)}1${'}'.repeat(200)}}` },
  { type: 'application/json; charset=latin1', body: '{"a":1}' },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/xml', body: '<a/>' },
  { type: 'application/x-www-form-urlencoded', body: 'a=1&b=%' },
  { type: 'multipart/form-data', body: 'no boundary' },
  { type: 'multipart/form-data; boundary=xyz', body: '--xyz\r\nContent-Disposition: form-data; name="file"' },
  {
    type: 'multipart/form-data; boundary=xyz',
    body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
  },
  { type: 'multipart/form-data; boundary=xyz', body: '--xyz--\r\n' },
  { type: 'image/png', body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]) },
  { type: 'application/octet-stream', body: Buffer.alloc(100, 7) },
];

/** A value as a query parameter; a lone surrogate (which encodeURIComponent refuses) goes as its UTF-8 bytes. */
function queryText(value: unknown): string {
  const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

// ---------- plumbing ----------

describe('hostile input over every route', () => {
  const routes: DiscoveredRoute[] = [];
  let site: SeededSite;
  let gatewayUrl: string;
  let tokens: Record<string, string>;

  beforeAll(async () => {
    site = await startSeededSite((service, route) => {
      for (const method of [route.method].flat()) {
        // Not routed by the gateway (the probes, the services' calls to each other): not the public's to reach.
        if (method === 'HEAD' || INTERNAL_PATHS.includes(route.url)) continue;
        routes.push({
          service,
          method,
          url: route.url,
          schema: route.schema,
          ownBodyLimit: route.bodyLimit !== undefined,
        });
      }
    });
    ({ gatewayUrl, tokens } = site);
  }, 120_000);

  afterAll(async () => {
    await site?.close();
  }, 120_000);

  it('finds the routes of every service', () => {
    for (const name of SERVICE_NAMES) expect(routes.some((r) => r.service === name)).toBe(true);
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers a URL of any length the gateway takes from the service, and a longer one with a clear 431', async () => {
    const { port } = new URL(gatewayUrl);
    let longestTaken = 0;
    for (let length = 15_900; length <= 16_500; length += 4) {
      const path = `/api/get-donation?page=1&x=${'a'.repeat(length)}`;
      // What reaches the gateway: the request line and the two headers Node's client adds.
      const requestBytes = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`.length;
      const res = await send(gatewayUrl, { method: 'GET', path, headers: {} });
      if (res.status === 431) {
        expect(JSON.parse(res.body)).toEqual({ error: HEADERS_TOO_LARGE });
      } else {
        expect({ requestBytes, status: res.status }).toEqual({ requestBytes, status: 200 });
        longestTaken = Math.max(longestTaken, requestBytes);
      }
    }
    // Up to the front door's own limit, the service answers (with the gateway's forwarded headers on top).
    expect(longestTaken).toBeGreaterThan(GATEWAY_MAX_HEADER_BYTES - 64);
  });

  it(`answers ${TOTAL_REQUESTS}+ hostile requests with a 4xx { error } or a success, never a 5xx`, async () => {
    let sent = 0;
    const failures: string[] = [];
    const runsPerRoute = Math.ceil(TOTAL_REQUESTS / routes.length);

    const checkRoute = async (route: DiscoveredRoute) => {
      const schema = (route.schema ?? {}) as { body?: JsonSchema; querystring?: JsonSchema };
      const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const requestArb: fc.Arbitrary<HostileRequest> = fc
        .record({
          params: fc.array(pathSegments, { minLength: paramNames.length, maxLength: paramNames.length }),
          query: fc.oneof(
            objectFor(schema.querystring).map((q) =>
              Object.entries(q)
                .map(([k, v]) => `${queryText(k)}=${queryText(v)}`)
                .join('&'),
            ),
            fc.constantFrom('page=%', 'page=1e400', 'limit=Infinity&page=-Infinity', 'a=%ED%A0%80', 'x=%FF'),
          ),
          body: fc.oneof(
            {
              weight: 4,
              arbitrary: objectFor(schema.body).map((b) => ({ type: 'application/json', body: JSON.stringify(b) })),
            },
            { weight: 2, arbitrary: fc.constantFrom(...rawBodies) },
            {
              weight: 1,
              arbitrary: fc.constant({ type: 'application/json', body: `"${'x'.repeat(SERVICE_BODY_LIMIT)}"` }),
            },
          ),
          auth: fc.constantFrom('none', 'user', 'admin', 'garbage'),
        })
        .map(({ params, query, body, auth }) => {
          let i = 0;
          const path = `/api${route.url.replace(/:\w+/g, () => params[i++])}${query ? `?${query}` : ''}`;
          const headers: Record<string, string> = {};
          if (auth !== 'none') headers.authorization = tokens[auth];
          const withBody = route.method !== 'GET' && route.method !== 'DELETE';
          if (withBody) headers['content-type'] = body.type;
          return { method: route.method, path, headers, body: withBody ? body.body : undefined };
        });

      await fc.assert(
        fc.asyncProperty(requestArb, async (req) => {
          sent += 1;
          const res = await send(gatewayUrl, req).catch((err: Error) => ({ status: 599, body: String(err) }));
          let parsed: unknown;
          try {
            parsed = JSON.parse(res.body);
          } catch {
            parsed = undefined;
          }
          const isErrorShape =
            typeof parsed === 'object' && parsed !== null && typeof (parsed as { error?: unknown }).error === 'string';
          // A malformed or over-long URL is refused before the body is read: 400 or 431, not 413.
          const isBadUrl = isErrorShape && (parsed as { error: string }).error === BAD_URL;
          const oversize = typeof req.body === 'string' && req.body.length > SERVICE_BODY_LIMIT;
          const ok =
            res.status < 500 &&
            (res.status < 400 || isErrorShape) &&
            (!oversize || route.ownBodyLimit || res.status === 413 || res.status === 431 || isBadUrl);
          // Collected rather than thrown, so that one run reports every failing route, not only the first.
          if (!ok) failures.push(`${req.method} ${req.path.slice(0, 120)} → ${res.status} ${res.body.slice(0, 160)}`);
        }),
        { numRuns: runsPerRoute },
      );
    };
    // A few routes at a time: quicker, and requests to different services overlap as in real traffic.
    const queue = [...routes];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let route = queue.shift(); route; route = queue.shift()) await checkRoute(route);
      }),
    );

    // The count the hardening is measured by (kept in the test output).
    console.log(`hostile requests: ${sent}, 5xx or malformed answers: ${failures.length}`);
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
    expect(failures).toEqual([]);
  }, 600_000);
});
