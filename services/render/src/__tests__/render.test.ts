import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestService, type TestService } from '@yayasan/service-kit/testing';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { migrations as galleryMigrations } from '@yayasan/service-gallery/migrations';
import galleryApp from '@yayasan/service-gallery/src/app';
import { LocalReleaseStore, releaseKey, versionFor } from '@yayasan/service-gateway/src/releases';
import { buildStale } from '@yayasan/infra/dev/build';
import { ROOT } from '@yayasan/infra/dev/paths';
import { buildRenderer } from '../build';
import { SERVER_ENTRY } from '../containers/sources';
import { galleryContainerCode } from './containers';

const PREFIX = 'http://media.test/media/';
const HOSTILE = '</script><script>alert("x")</script> Santunan';
const V = {
  live: '20261127-060000-aaaaaaa',
  canary: '20261127-070000-bbbbbbb',
  broken: '20261127-080000-ccccccc',
  throwing: '20261127-080001-ccccccc',
  silent: '20261127-080002-ccccccc',
  missing: '20261127-080003-ccccccc',
};

let gallery: TestService;
let store: LocalReleaseStore;
let storeDir: string;
let renderer: FastifyInstance;

beforeAll(async () => {
  // The shell's and the gallery's in-place builds (browser and server), as `npm start` makes them.
  await buildStale({ apps: ['shell', 'mf-gallery'], log: () => undefined });
  gallery = await buildTestService({
    name: 'gallery',
    app: galleryApp,
    appOptions: { mediaPrefix: PREFIX },
    migrations: { account: accountMigrations, gallery: galleryMigrations },
  });
  const admin = await gallery.auth({ id: 7, username: 'admin', isAdmin: true });
  for (const [title, draft] of [
    [HOSTILE, false],
    ['Draf rahasia admin', true],
  ] as const) {
    const res = await gallery.app.inject({
      method: 'POST',
      url: '/gallery',
      headers: admin,
      payload: { title, description: 'Kegiatan', image_url: `${PREFIX}a.png`, draft, fileSize: 1, category: 'Default' },
    });
    expect(res.statusCode).toBe(201);
  }

  storeDir = mkdtempSync(join(tmpdir(), 'render-store-'));
  store = new LocalReleaseStore(storeDir);
  const publish = (version: string, code: string) =>
    store.putNew(releaseKey('gallery', version, SERVER_ENTRY), Buffer.from(code));
  await publish(V.live, galleryContainerCode('Galeri rilis hidup'));
  await publish(V.canary, galleryContainerCode('Galeri rilis canary'));
  await publish(V.broken, galleryContainerCode('-', 'throws-on-start'));
  await publish(V.throwing, galleryContainerCode('-', 'throws-in-render'));
  await publish(V.silent, galleryContainerCode('-', 'never-answers'));

  renderer = await buildRenderer({
    config: { webRoot: ROOT, apiUrl: await gallery.app.listen({ port: 0, host: '127.0.0.1' }), remoteTimeoutMs: 300 },
    store,
  });
}, 600_000);

afterAll(async () => {
  await renderer?.close();
  await gallery?.close();
  if (storeDir) rmSync(storeDir, { recursive: true, force: true });
});

interface Rendered {
  html: string;
  styles: string;
  state: string;
  fallbacks: { remote: string; version: string; reason: string }[];
}

async function render(url: string, versions: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const res = await renderer.inject({ method: 'POST', url: '/render', payload: { url, versions }, headers });
  expect(res.statusCode).toBe(200);
  return res.json<Rendered>();
}

const fallbackCount = async (version: string) => {
  const metrics = (await renderer.inject({ url: '/metrics' })).body;
  const line = metrics.split('\n').find((l) => l.startsWith('render_remote_fallbacks_total{') && l.includes(version));
  return line ? Number(line.split(' ').pop()) : 0;
};

describe('the renderer', () => {
  it('renders a page with the remote in-place build, its calls answered on the server, styled', async () => {
    const page = await render('/galeri');
    expect(page.fallbacks).toEqual([]);
    expect(page.html).toContain('Galeri</h1>');
    expect(page.html).toContain('&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Santunan');
    expect(page.styles).toMatch(/^<style[^>]*data-styled/);
    const state = JSON.parse(page.state);
    const queries = Object.values(state.api.queries) as { status: string; data?: { pages: unknown[] } }[];
    expect(queries.map((q) => q.status)).toEqual(['fulfilled']);
  });

  it('hands the state over as JSON that no stored text can end the script element with', async () => {
    const page = await render('/galeri');
    expect(page.state).not.toMatch(/<\/script/i);
    expect(page.state).not.toContain('<');
    expect(JSON.stringify(JSON.parse(page.state))).toContain(HOSTILE.replace(/"/g, '\\"'));
  });

  it('renders as an anonymous visitor whatever the request carries: no session, no private data', async () => {
    const page = await render(
      '/galeri',
      {},
      {
        authorization: `Bearer ${(await gallery.auth({ id: 7, username: 'admin', isAdmin: true })).authorization}`,
        cookie: 'user=admin',
      },
    );
    expect(page.html).toContain('href="/signin?next=%2Fgaleri"');
    expect(page.html).not.toContain('Draf rahasia admin');
    expect(page.state).not.toContain('Draf rahasia admin');
    expect(JSON.parse(page.state).session.user).toBeNull();
  });

  it('renders the release the gateway chose for the visitor: live, or the canary for a bucket below its share', async () => {
    const choice = { live: V.live, canary: { version: V.canary, percent: 30 } };
    const low = await render('/galeri', { gallery: versionFor(choice, 10)! });
    const high = await render('/galeri', { gallery: versionFor(choice, 70)! });
    expect(low.html).toContain('Galeri rilis canary');
    expect(high.html).toContain('Galeri rilis hidup');
    expect(high.html).not.toContain('canary');
  });

  it.each([
    ['missing from the store', V.missing, 'has no server container'],
    ['throwing as it starts', V.broken, 'the container is broken'],
    ['throwing while its page renders', V.throwing, 'the page failed'],
    ['slower than the time allowed', V.silent, 'did not load within 300 ms'],
  ])('leaves the area of a container %s to the browser, counts it and says why', async (_case, version, reason) => {
    const before = await fallbackCount(version);
    const page = await render('/galeri', { gallery: version });
    expect(page.fallbacks).toEqual([{ remote: 'gallery', version, reason: expect.stringContaining(reason) }]);
    // The page is still there (top bar and main), the area is the placeholder the browser fills.
    expect(page.html).toContain('id="main"');
    expect(page.html).toContain('data-remote-loading="gallery"');
    expect(await fallbackCount(version)).toBe(before + 1);
  });
});
