import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildGateway, SERVICE_UNAVAILABLE } from '../app';
import { SERVICE_NAMES, SERVICE_ROUTES, type ServiceName } from '../services';

/** A stand-in service that reports what reached it. */
async function echoService(name: string): Promise<FastifyInstance> {
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.all('/*', async (request) => ({
    service: name,
    method: request.method,
    url: request.url,
    requestId: request.headers['x-request-id'],
    forwardedFor: request.headers['x-forwarded-for'],
    bodyLength: Buffer.isBuffer(request.body) ? request.body.length : 0,
    bodyText: Buffer.isBuffer(request.body) ? request.body.toString('latin1') : '',
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

function fakeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'gateway-web-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'shell', 'dist', 'main.js'), 'console.log(1)');
  writeFileSync(join(root, 'shell', 'dist', 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(root, 'shell', 'dist', 'chunk.0123abcd.js'), 'console.log(2)'.repeat(200));
  // A build's stored compressed copy, told apart from one made per request by a marker of its own.
  writeFileSync(join(root, 'shell', 'dist', 'stored.4567cdef.js'), 'console.log(4)'.repeat(200));
  writeFileSync(join(root, 'shell', 'dist', 'stored.4567cdef.js.br'), brotliCompressSync('/* stored */'));
  mkdirSync(join(root, 'mf-blog', 'dist'), { recursive: true });
  writeFileSync(join(root, 'mf-blog', 'dist', 'mf-manifest.json'), '{"id":"blog"}');
  return root;
}

describe('gateway', () => {
  const upstreams = {} as Record<ServiceName, FastifyInstance>;
  let gateway: FastifyInstance;
  let webRoot: string;

  beforeAll(async () => {
    for (const name of SERVICE_NAMES) upstreams[name] = await echoService(name);
    const services = Object.fromEntries(
      SERVICE_NAMES.map((n) => [n, `http://127.0.0.1:${(upstreams[n].server.address() as { port: number }).port}`]),
    ) as Record<ServiceName, string>;
    webRoot = fakeWebRoot();
    gateway = await buildGateway({ services, webRoot, publicUrl: 'https://yayasan.example' });
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all(SERVICE_NAMES.map((n) => upstreams[n].close()));
  });

  it.each(SERVICE_NAMES.flatMap((service) => SERVICE_ROUTES[service].map((segment) => [segment, service] as const)))(
    'routes /api/%s to the %s service without the /api prefix',
    async (segment, service) => {
      const res = await gateway.inject({ method: 'POST', url: `/api/${segment}/x?y=1`, payload: { a: 1 } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.service).toBe(service);
      expect(body.url).toBe(`/${segment}/x?y=1`);
    },
  );

  it('forwards paths still percent-encoded, so an encoded slash stays inside its segment', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/api/user/a%2Fb/transactions?page=1' });
    expect(res.json().url).toBe('/user/a%2Fb/transactions?page=1');
    const media = await gateway.inject({ method: 'GET', url: '/media/a%2Fb.png' });
    expect(media.json().url).toBe('/media/a%2Fb.png');
  });

  it('adds a request id and replaces any client-sent forwarded address', async () => {
    const res = await gateway.inject({
      method: 'GET',
      url: '/api/get-donation',
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-request-id': 'spoofed' },
      remoteAddress: '127.0.0.9',
    });
    const body = res.json();
    expect(body.forwardedFor).toBe('127.0.0.9');
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // The client is told the id the service logged the call under.
    expect(res.headers['x-request-id']).toBe(body.requestId);
    const page = await gateway.inject({ method: 'GET', url: '/galeri' });
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("never lets the public reach metrics: not its own, not a service's", async () => {
    for (const url of ['/metrics', '/api/metrics']) {
      const res = await gateway.inject({ method: 'GET', url });
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
    expect((await gateway.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    // They are collected all the same, for the internal port server.ts serves them on.
    expect(await gateway.metrics.metrics()).toMatch(
      /^http_request_duration_seconds_count\{.*route="\/api\/\*".*\} [1-9]/m,
    );
  });

  it('streams binary bodies through unchanged', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10]);
    const res = await gateway.inject({
      method: 'PUT',
      url: '/api/uploads/abc',
      payload: bytes,
      headers: { 'content-type': 'image/png' },
    });
    expect(res.json().bodyLength).toBe(bytes.length);
    expect(Buffer.from(res.json().bodyText, 'latin1').equals(bytes)).toBe(true);
  });

  it('proxies /media/* to the media service', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/media/demo/photo-1.png' });
    expect(res.json()).toMatchObject({ service: 'media', url: '/media/demo/photo-1.png' });
  });

  it('answers 404 JSON for an /api path no service owns', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 503 JSON when a service is down, and readyz names it', async () => {
    const stopped = await echoService('gallery');
    const port = (stopped.server.address() as { port: number }).port;
    await stopped.close();
    const services = Object.fromEntries(
      SERVICE_NAMES.map((n) => [n, `http://127.0.0.1:${(upstreams[n].server.address() as { port: number }).port}`]),
    ) as Record<ServiceName, string>;
    const broken = await buildGateway({
      services: { ...services, gallery: `http://127.0.0.1:${port}` },
      webRoot: fakeWebRoot(),
    });
    try {
      const res = await broken.inject({ method: 'GET', url: '/api/gallery' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: SERVICE_UNAVAILABLE });
      expect(res.body).not.toMatch(/ECONNREFUSED|at .*\.js/);
      const errors = await broken.metrics.getSingleMetric('gateway_upstream_errors_total')!.get();
      expect(errors.values).toEqual([
        expect.objectContaining({ labels: { service: 'gallery', kind: 'unavailable' }, value: 1 }),
      ]);
      const ready = await broken.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
    } finally {
      await broken.close();
    }
  });

  it('serves the shell page for client routes, not-cached, and a JSON 404 for unknown files under /mf', async () => {
    const home = await gateway.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('id="root"');
    const page = await gateway.inject({ method: 'GET', url: '/blog/some-article' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const missing = await gateway.inject({ method: 'GET', url: '/mf/blog/nope.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('caches hashed assets for a year and revalidates entry files and manifests', async () => {
    const hashed = await gateway.inject({ method: 'GET', url: '/chunk.0123abcd.js' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await gateway.inject({ method: 'GET', url: '/main.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    const manifest = await gateway.inject({ method: 'GET', url: '/mf/blog/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker at /sw.js as JavaScript, always revalidated (a new build reaches every browser)', async () => {
    const worker = await gateway.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('serves files of a rebuild that happened after start', async () => {
    writeFileSync(join(webRoot, 'shell', 'dist', 'later.89abcdef.js'), 'console.log(3)');
    const res = await gateway.inject({ method: 'GET', url: '/later.89abcdef.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(3)');
  });

  it('compresses text responses for clients that accept it', async () => {
    const res = await gateway.inject({
      method: 'GET',
      url: '/chunk.0123abcd.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends a build's stored compressed copy as it is, cached as its file and varying with what the browser takes", async () => {
    const stored = await gateway.inject({
      method: 'GET',
      url: '/stored.4567cdef.js',
      headers: { origin: 'https://yayasan.example', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(stored.rawPayload).toString()).toBe('/* stored */');
    expect(stored.headers['content-type']).toMatch(/javascript/);
    expect(stored.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(stored.headers.vary).toMatch(/accept-encoding/i);
    // A browser that cannot read it gets the file, compressed as it can read it, or plain.
    const gzip = await gateway.inject({
      method: 'GET',
      url: '/stored.4567cdef.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(4)'.repeat(200));
    const plain = await gateway.inject({ method: 'GET', url: '/stored.4567cdef.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(4)'.repeat(200));
  });

  it("compresses a service's answer only above the size threshold", async () => {
    const small = await gateway.inject({
      method: 'GET',
      url: '/api/get-donation?page=1',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(Number(small.headers['content-length'])).toBe(small.rawPayload.length);
    expect(small.json().url).toBe('/get-donation?page=1');
    // The echo carries the body back: well above the threshold.
    const large = await gateway.inject({
      method: 'POST',
      url: '/api/get-blog',
      headers: { 'accept-encoding': 'gzip', 'content-type': 'application/json' },
      payload: JSON.stringify({ blog_id: 'x'.repeat(4000) }),
    });
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString()).bodyLength).toBeGreaterThan(4000);
    // Compressed whole, in one call: a length, not a chunked stream; caches told it varies.
    expect(Number(large.headers['content-length'])).toBe(large.rawPayload.length);
    expect(large.headers['transfer-encoding']).toBeUndefined();
    expect(large.headers.vary).toMatch(/accept-encoding/i);
  });

  it("answers Brotli where the client prefers it, and honours the client's weights", async () => {
    const ask = (acceptEncoding: string) =>
      gateway.inject({
        method: 'POST',
        url: '/api/get-blog',
        headers: { 'accept-encoding': acceptEncoding, 'content-type': 'application/json' },
        payload: JSON.stringify({ blog_id: 'y'.repeat(4000) }),
      });
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).bodyLength).toBeGreaterThan(4000);
    expect((await ask('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().bodyLength).toBeGreaterThan(4000);
  });

  it('describes where each remote lives in /config/remotes.json, by path on this site and never from the Host header', async () => {
    const res = await gateway.inject({
      method: 'GET',
      url: '/config/remotes.json',
      headers: { host: 'example.org:8080' },
    });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      remotes: {
        blog: '/mf/blog/mf-manifest.json',
        donation: '/mf/donation/mf-manifest.json',
        gallery: '/mf/gallery/mf-manifest.json',
        account: '/mf/account/mf-manifest.json',
      },
    });
    const moved = await buildGateway({
      services: Object.fromEntries(SERVICE_NAMES.map((n) => [n, 'http://127.0.0.1:1'])) as Record<ServiceName, string>,
      webRoot: fakeWebRoot(),
      remoteUrls: { blog: 'https://cdn.example.org/mf-blog/v2/mf-manifest.json' },
    });
    const config = (await moved.inject({ method: 'GET', url: '/config/remotes.json' })).json();
    expect(config.remotes.blog).toBe('https://cdn.example.org/mf-blog/v2/mf-manifest.json');
    await moved.close();
  });
});
