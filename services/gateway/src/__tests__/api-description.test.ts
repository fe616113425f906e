import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { INTERNAL_PATHS } from '@yayasan/service-kit';
import { describeRoutes, freePort, routesWithoutResponseSchema } from '@yayasan/service-kit/testing';
import { buildGateway } from '../app';
import { API_DOCS_PATH, OPENAPI_DOCUMENT_PATH } from '../openapi';
import { publicPathOf, SERVICE_NAMES } from '../services';
import { startAllServices, type AllServices } from './all-services';

const PUBLIC_URL = 'https://yayasan.example';

function webRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'gateway-docs-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  return root;
}

/** Fastify's `/donation/:id/pay` as OpenAPI writes it: `/donation/{id}/pay`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the API, described and routed', () => {
  let all: AllServices;
  let gateway: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    all = await startAllServices();
    root = webRoot();
    gateway = await buildGateway({ services: all.urls, webRoot: root, publicUrl: PUBLIC_URL });
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
    await all?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('every route of every service declares what it answers', () => {
    const missing = SERVICE_NAMES.flatMap((name) =>
      routesWithoutResponseSchema(all.services[name].routes).map((route) => `${name}: ${route}`),
    );
    expect(missing).toEqual([]);
  });

  it('every route a service registers is routed to it by the gateway (apart from its internal paths)', () => {
    const unrouted = SERVICE_NAMES.flatMap((name) =>
      describeRoutes(all.services[name].routes)
        .filter(({ url }) => !INTERNAL_PATHS.includes(url))
        .filter(({ method, url }) => !publicPathOf(name, method, url))
        .map(({ method, url }) => `${name}: ${method} ${url}`),
    );
    expect(unrouted).toEqual([]);
  });

  it('serves the merged OpenAPI document with every operation under its public path', async () => {
    const res = await gateway.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.servers).toEqual([{ url: PUBLIC_URL }]);
    expect(doc['x-unavailable-services']).toBeUndefined();
    expect(doc.tags.map((t: { name: string }) => t.name)).toEqual(SERVICE_NAMES);
    for (const name of SERVICE_NAMES) {
      for (const { method, url } of describeRoutes(all.services[name].routes)) {
        if (INTERNAL_PATHS.includes(url)) continue;
        const path = openApiPath(publicPathOf(name, method, url) ?? `(not routed) ${url}`);
        expect({ [`${method} ${path}`]: doc.paths[path]?.[method.toLowerCase()]?.tags }).toEqual({
          [`${method} ${path}`]: [name],
        });
      }
    }
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/latest-blogs', '/api/signin', '/api/gallery']));
    expect(paths.every((p) => p.startsWith('/api/') || p.startsWith('/media/'))).toBe(true);
    for (const internal of INTERNAL_PATHS) expect(paths.some((p) => p.endsWith(internal))).toBe(false);
    // Every reference points at a component the document holds.
    const refs = [...res.body.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    for (const ref of refs) expect(doc.components.schemas).toHaveProperty([ref]);
  });

  it('shows a readable page of the operations that runs under the site CSP without any script', async () => {
    const res = await gateway.inject({ method: 'GET', url: API_DOCS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.body).not.toMatch(/<script|\son[a-z]+=/i);
    for (const name of SERVICE_NAMES) expect(res.body).toContain(`<section id="${name}">`);
    expect(res.body).toContain('<code>/api/latest-blogs</code>');
    expect(res.body).toContain(`<code>${PUBLIC_URL}</code>`);
  });

  it('leaves a dead service out of the document and names it, instead of failing', async () => {
    const deadUrl = `http://127.0.0.1:${await freePort()}`;
    const partial = await buildGateway({
      services: { ...all.urls, gallery: deadUrl },
      webRoot: root,
      publicUrl: PUBLIC_URL,
    });
    try {
      const res = await partial.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc['x-unavailable-services']).toEqual(['gallery']);
      expect(doc.paths['/api/gallery']).toBeUndefined();
      expect(doc.paths['/api/latest-blogs']).toBeDefined();
      const page = await partial.inject({ method: 'GET', url: API_DOCS_PATH });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('gallery');
    } finally {
      await partial.close();
    }
  });
});
