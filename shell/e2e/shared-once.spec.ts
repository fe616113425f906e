import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTE_PATTERNS, demoRouteParams, fillRoute, type RouteParams } from '@yayasan/infra/e2e/public-routes';
import { REACT_DOM_CHUNK, STARTUP_LIBRARY_CHUNKS } from '@yayasan/contracts';
import { e2eState } from '@yayasan/infra/e2e/state';

/**
 * A package's chunk: one of the shell's startup libraries' chunks, or one named after its module path
 * (`vendors-node_modules_react-dom_client_js.1f8bd060.js` in a remote's build,
 * `shared_ui_src_index_ts-_bf980.8c0bc704.js`): the name without its content hash, or null for app code.
 */
function packageChunk(url: string): string | null {
  const file = new URL(url).pathname.split('/').pop() ?? '';
  const name = file.replace(/\.[0-9a-f]{8}\.js$/, '');
  if (name === file) return null;
  return STARTUP_LIBRARY_CHUNKS.includes(name) || /^(vendors-)?node_modules_|^shared_(ui|store|mf-config)_/.test(name)
    ? name
    : null;
}

/** Records every package chunk the page requests, with the URLs it came from. */
function recordPackageChunks(page: Page): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  page.on('request', (request) => {
    const chunk = packageChunk(request.url());
    if (chunk) seen.set(chunk, [...(seen.get(chunk) ?? []), request.url()]);
  });
  return seen;
}

const fetchedTwice = (seen: Map<string, string[]>) => [...seen].filter(([, urls]) => urls.length > 1);

/** Whether React DOM has taken the page: createRoot and hydrateRoot mark its container, which no other renderer does. */
const rootBelongsToReact = (page: Page) =>
  page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer$')));

/**
 * React DOM came once, in the shell's chunk of it (the copy every remote shares): no remote's own copy
 * (a chunk named after `react-dom`) came, and no other renderer.
 */
async function expectOneReactDom(page: Page, seen: Map<string, string[]>) {
  const urls = seen.get(REACT_DOM_CHUNK) ?? [];
  expect(urls, 'React DOM fetched once').toHaveLength(1);
  expect(urls[0]).not.toContain('/mf/');
  expect([...seen.keys()].filter((name) => name !== REACT_DOM_CHUNK && /react-dom/.test(name))).toEqual([]);
  expect([...seen.keys()].filter((name) => /preact/i.test(name))).toEqual([]);
  expect(await rootBelongsToReact(page), 'the root belongs to React DOM').toBe(true);
}

let params: RouteParams;
test.beforeAll(async () => {
  params = await demoRouteParams(e2eState().baseURL);
});

test.describe('every shared package is loaded once per page', () => {
  for (const pattern of PUBLIC_ROUTE_PATTERNS) {
    test(`${pattern}: no package chunk is fetched twice, React DOM once`, async ({ page }) => {
      const seen = recordPackageChunks(page);
      await page.goto(fillRoute(pattern, params));
      // The shell asks for its files once the server's page has been painted, which on a busy machine can
      // come after the network has been quiet for a while: the page is first React's, then settles.
      await expect.poll(() => rootBelongsToReact(page)).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(seen.size, 'package chunks were recognised').toBeGreaterThan(0);
      expect(fetchedTwice(seen)).toEqual([]);
      await expectOneReactDom(page, seen);
    });
  }

  test('moving through every remote in one document fetches no package chunk twice', async ({ page }) => {
    const seen = recordPackageChunks(page);
    await page.goto('/');
    for (const pattern of PUBLIC_ROUTE_PATTERNS) {
      const path = fillRoute(pattern, params);
      // Client-side navigation: the shell's router, as a link click would do.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page).toHaveURL(path);
      await expect(page.locator('[data-remote-loading]')).toHaveCount(0);
    }
    expect(fetchedTwice(seen)).toEqual([]);
    await expectOneReactDom(page, seen);
  });
});
