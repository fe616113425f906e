import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BROWSER_RENDERED_DIGEST } from '@yayasan/contracts';
import { buildTestService, type TestService } from '@yayasan/service-kit/testing';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { migrations as galleryMigrations } from '@yayasan/service-gallery/migrations';
import galleryApp from '@yayasan/service-gallery';
import { LocalReleaseStore, releaseKey, versionFor } from '@yayasan/service-gateway/releases';
import { buildStale } from '@yayasan/infra/dev/build';
import { ROOT } from '@yayasan/infra/dev/paths';
import { buildRenderer } from '../build';
import { SERVER_ENTRY } from '../containers/sources';
import { galleryContainerCode } from './containers';

const PREFIX = 'http://media.test/media/';
/** Far above a container's start on a busy machine: only the one that never answers runs into it. */
const REMOTE_TIMEOUT_MS = 5_000;
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
    config: {
      webRoot: ROOT,
      apiUrl: await gallery.app.listen({ port: 0, host: '127.0.0.1' }),
      remoteTimeoutMs: REMOTE_TIMEOUT_MS,
    },
    store,
    // The data generation where the gallery service counts its writes.
    redis: gallery.app.redis,
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
    // The head gets the first picture's preload (loaded at once, the page's largest paint) and the styles.
    expect(page.styles).toMatch(/^<link rel="preload" as="image" href="http:\/\/media\.test\/media\/a\.png"/);
    expect(page.styles).toMatch(/<style[^>]*data-styled/);
    const state = JSON.parse(page.state);
    const queries = Object.values(state.api.queries) as { status: string; data?: { pages: unknown[] } }[];
    expect(queries.map((q) => q.status)).toEqual(['fulfilled']);
  });

  it("renders in the visitor's theme: a dark choice is dark in the page's styles and state", async () => {
    const dark = (
      await renderer.inject({
        method: 'POST',
        url: '/render',
        payload: { url: '/galeri', versions: {}, theme: 'dark' },
      })
    ).json<Rendered>();
    expect(JSON.parse(dark.state).theme.name).toBe('dark');
    const light = await render('/galeri');
    expect(JSON.parse(light.state).theme.name).toBe('light');
    // The page's colours are the theme's: its global and component rules differ.
    expect(dark.styles).not.toEqual(light.styles);
    const refused = await renderer.inject({
      method: 'POST',
      url: '/render',
      payload: { url: '/galeri', versions: {}, theme: 'sepia' },
    });
    expect(refused.statusCode).toBe(400);
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
    ['slower than the time allowed', V.silent, `did not load within ${REMOTE_TIMEOUT_MS} ms`],
  ])('leaves the area of a container %s to the browser, counts it and says why', async (_case, version, reason) => {
    const before = await fallbackCount(version);
    const page = await render('/galeri', { gallery: version });
    expect(page.fallbacks).toEqual([{ remote: 'gallery', version, reason: expect.stringContaining(reason) }]);
    // The page is still there (top bar and main), the area is the placeholder the browser fills.
    expect(page.html).toContain('id="main"');
    expect(page.html).toContain('data-remote-loading="gallery"');
    // Marked as left on purpose, so the browser renders it without taking it for a mismatch.
    expect(page.html).toContain(`data-dgst="${BROWSER_RENDERED_DIGEST}"`);
    expect(await fallbackCount(version)).toBe(before + 1);
  });
});

describe('the renderer with the data generation in Redis', () => {
  const answered = async (result: 'kept' | 'rendered') => {
    const metrics = (await renderer.inject({ url: '/metrics' })).body;
    const line = metrics
      .split('\n')
      .find((l) => l.startsWith('render_pages_total{') && l.includes(`result="${result}"`));
    return line ? Number(line.split(' ').pop()) : 0;
  };
  const firstPublished = () => gallery.db('gallery_items').where({ draft: false }).orderBy('id').first('id');

  it('keeps a page until a write is counted, then renders it again with the new data', async () => {
    const first = await render('/galeri');
    expect(first.html).toContain('Santunan');
    const kept = await answered('kept');
    // A change that no request made (so none counted) is not seen: the page is the kept one.
    const { id } = (await firstPublished())!;
    await gallery.db('gallery_items').where({ id }).update({ title: 'Diubah tanpa permintaan' });
    expect((await render('/galeri')).html).toBe(first.html);
    expect(await answered('kept')).toBe(kept + 1);

    // A write through the service moves the generation: the next page has both changes.
    const admin = await gallery.auth({ id: 7, username: 'admin', isAdmin: true });
    const res = await gallery.app.inject({
      method: 'POST',
      url: '/gallery',
      headers: admin,
      payload: {
        title: 'Kegiatan baru',
        description: 'Baru',
        image_url: `${PREFIX}b.png`,
        draft: false,
        fileSize: 1,
        category: 'Default',
      },
    });
    expect(res.statusCode).toBe(201);
    const fresh = await render('/galeri');
    expect(fresh.html).toContain('Kegiatan baru');
    expect(fresh.html).toContain('Diubah tanpa permintaan');
    expect(await answered('kept')).toBe(kept + 1);
  });

  it('keeps pages apart by route, release and theme, and never keeps one with an area left to the browser', async () => {
    const live = await render('/galeri', { gallery: V.live });
    const canary = await render('/galeri', { gallery: V.canary });
    expect(live.html).toContain('Galeri rilis hidup');
    expect(canary.html).toContain('Galeri rilis canary');
    // Asked with `Cache-Control: no-cache`, a kept page is rendered anew.
    const rendered = await answered('rendered');
    await render('/galeri', { gallery: V.live }, { 'cache-control': 'no-cache' });
    expect(await answered('rendered')).toBe(rendered + 1);
    await render('/galeri', { gallery: V.throwing });
    const again = await render('/galeri', { gallery: V.throwing });
    expect(again.fallbacks).toHaveLength(1);
    expect(await answered('rendered')).toBe(rendered + 3);
  });
});
