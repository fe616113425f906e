import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../app';
import { corsOriginsFromEnv, DEV_ORIGINS } from '../cors';
import { SERVICE_NAMES, type ServiceName } from '../services';

const ALLOWED = 'https://mitra.example.org';
const REFUSED = 'https://evil.example.com';

describe('CORS at the gateway', () => {
  let gateway: FastifyInstance;
  const saved = process.env.CORS_ORIGINS;

  beforeAll(async () => {
    process.env.CORS_ORIGINS = ` ${ALLOWED}/ , http://localhost:3000`;
    const services = Object.fromEntries(SERVICE_NAMES.map((n) => [n, 'http://127.0.0.1:9'])) as Record<
      ServiceName,
      string
    >;
    gateway = await buildGateway({ services, webRoot: mkdtempSync(join(tmpdir(), 'gateway-cors-')) });
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.CORS_ORIGINS;
    else process.env.CORS_ORIGINS = saved;
    await gateway.close();
  });

  const preflight = (origin: string, method = 'PUT', headers = 'authorization,content-type') =>
    gateway.inject({
      method: 'OPTIONS',
      url: '/api/gallery/12',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
    });

  it('answers a preflight from a configured origin for the API methods and headers, never with *', async () => {
    const res = await preflight(ALLOWED);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
    );
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toBe('authorization, content-type');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toMatch(/origin/i);
  });

  it('adds the allow-origin header to answers for a configured origin', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/healthz', headers: { origin: 'http://localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('gives another origin no allow-origin header, in a preflight or an answer', async () => {
    const pre = await preflight(REFUSED);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const res = await gateway.inject({ method: 'GET', url: '/healthz', headers: { origin: REFUSED } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const same = await gateway.inject({ method: 'GET', url: '/healthz' });
    expect(same.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reads CORS_ORIGINS; unset means none in production and the dev origins in development', () => {
    expect(corsOriginsFromEnv({ CORS_ORIGINS: 'https://a.example, https://b.example:8443/x' })).toEqual([
      'https://a.example',
      'https://b.example:8443',
    ]);
    expect(corsOriginsFromEnv({ NODE_ENV: 'production' })).toEqual([]);
    expect(corsOriginsFromEnv({ NODE_ENV: 'development' })).toEqual(DEV_ORIGINS);
    expect(corsOriginsFromEnv({ NODE_ENV: 'production', CORS_ORIGINS: '' })).toEqual([]);
  });
});
