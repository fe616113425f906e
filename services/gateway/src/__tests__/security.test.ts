import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildGateway } from '../app';
import { SERVICE_NAMES, type ServiceName } from '../services';
import { SLOW_UPSTREAM_TIMEOUT_MS, UPSTREAM_TIMED_OUT, UPSTREAM_TIMEOUT_MS, upstreamTimeoutFor } from '../upstream';

/** Services that hold every request until the test ends (a frozen process). */
async function frozenService(): Promise<{ app: FastifyInstance; release(): void }> {
  const held: (() => void)[] = [];
  const app = Fastify();
  app.all('/*', () => new Promise<void>((resolve) => held.push(resolve)));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, release: () => held.splice(0).forEach((r) => r()) };
}

function webRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'gateway-sec-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'shell', 'dist', 'main.0123abcd.js'), 'console.log(1)');
  writeFileSync(join(root, 'shell', 'dist', 'main.0123abcd.js.map'), '{"version":3}');
  return root;
}

describe('gateway security and timeouts', () => {
  let frozen: Awaited<ReturnType<typeof frozenService>>;
  let root: string;
  const gateways: FastifyInstance[] = [];
  const build = async (o: { publicUrl?: string; upstreamTimeoutMs?: number } = {}) => {
    const url = `http://127.0.0.1:${(frozen.app.server.address() as { port: number }).port}`;
    const services = Object.fromEntries(SERVICE_NAMES.map((n) => [n, url])) as Record<ServiceName, string>;
    const gateway = await buildGateway({ services, webRoot: root, ...o });
    gateways.push(gateway);
    return gateway;
  };

  beforeAll(async () => {
    frozen = await frozenService();
    root = webRoot();
  });
  afterAll(async () => {
    frozen.release();
    for (const g of gateways) await g.close();
    await frozen.app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the security headers on pages and API answers alike', async () => {
    const gateway = await build();
    for (const url of ['/', '/donation/detail/1/donate', '/clean', '/api/nowhere']) {
      const res = await gateway.inject(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain(
        'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
      );
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("img-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('switches off the browser features the site does not use, and keeps those it does', async () => {
    const gateway = await build();
    for (const url of ['/', '/api/nowhere']) {
      const policy = String((await gateway.inject(url)).headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy).toContain(`${feature}=()`);
      }
      // The embed players' and the video facade's `allow`, copying links, the share button, passkeys.
      for (const kept of [
        'encrypted-media',
        'picture-in-picture',
        'fullscreen',
        'autoplay',
        'accelerometer',
        'clipboard-write',
        'web-share',
        'publickey-credentials-get',
        'publickey-credentials-create',
      ]) {
        expect(policy).not.toMatch(new RegExp(`(^|, )${kept}=`));
      }
    }
  });

  it('sends HSTS only when the public URL is https', async () => {
    const gateway = await build({ publicUrl: 'https://yayasan.example' });
    const res = await gateway.inject('/');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    // Uploaded pictures link to the public origin, whatever host name the page was opened under.
    expect(String(res.headers['content-security-policy'])).toContain("img-src 'self' https://yayasan.example");
  });

  it('never serves source maps', async () => {
    const gateway = await build();
    expect((await gateway.inject('/main.0123abcd.js')).statusCode).toBe(200);
    const map = await gateway.inject('/main.0123abcd.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.json()).toEqual({ error: 'Alamat tidak ditemukan' });
  });

  it('gives up on a frozen service with a 504 { error } after the ordinary timeout', async () => {
    const gateway = await build({ upstreamTimeoutMs: 300 });
    const started = Date.now();
    const res = await gateway.inject({ method: 'POST', url: '/api/latest-blogs', payload: {} });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ error: UPSTREAM_TIMED_OUT });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('waits longer only for uploads and receipt PDFs', () => {
    expect(upstreamTimeoutFor('/latest-blogs')).toBe(UPSTREAM_TIMEOUT_MS);
    expect(UPSTREAM_TIMEOUT_MS).toBeLessThanOrEqual(5_000);
    for (const path of ['/upload-image', '/uploads/abc.png', '/generate-invoice', '/invoice/T1.pdf']) {
      expect(upstreamTimeoutFor(path)).toBe(SLOW_UPSTREAM_TIMEOUT_MS);
    }
  });

  it('answers a malformed URL and an oversized body with a 4xx { error }', async () => {
    const gateway = await build();
    const bad = await gateway.inject('/api/get-donation/%E0%A4%A');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: expect.any(String) });
    const big = await gateway.inject({
      method: 'POST',
      url: '/api/latest-blogs',
      headers: { 'content-type': 'application/json' },
      payload: `"${'x'.repeat(1024 * 1024)}"`,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'Data yang dikirim terlalu besar' });
  });
});
