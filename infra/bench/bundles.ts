import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { NOTIFICATION_STREAM_PATH } from '@yayasan/contracts';
import { DEFAULT_FIRST_LOAD_KB, FIRST_LOAD_KB, atMost, kb, reference, type Check } from './budgets';
import { CHROMIUM_PATH, DEMO_ADMIN, type BenchModule } from './context';

/**
 * The Slate editor's code: chunks of Slate's packages or of the editor feature. Not any name with "slate" in it: the
 * article renderer's chunk is named after `shared/blocks/src/slate.ts`, the stored-blocks converter, which holds no
 * Slate code.
 */
const EDITOR_CODE = /node_modules_slate|features_editor/i;

interface Load {
  /** JS and CSS fetched over the network (not from the cache), gzip-compressed size. */
  gzipBytes: number;
  /** The same responses as they came over the wire (a revalidated file costs only its headers). */
  wireBytes: number;
  urls: string[];
}

/** Opens `url` in `page` and adds up the JS and CSS it fetches until the page is in. */
async function measureLoad(context: BrowserContext, page: Page, url: string): Promise<Load> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const assets = new Map<string, { url: string; fromCache: boolean }>();
  const bodies: Promise<number>[] = [];
  let wireBytes = 0;
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script' && type !== 'Stylesheet') return;
    assets.set(requestId, {
      url: response.url,
      fromCache: response.fromDiskCache || response.fromPrefetchCache || response.status === 304,
    });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const asset = assets.get(requestId);
    if (asset) asset.fromCache = true;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const asset = assets.get(requestId);
    if (!asset || asset.fromCache) return;
    wireBytes += encodedDataLength;
    bodies.push(
      cdp
        .send('Network.getResponseBody', { requestId })
        .then(({ body, base64Encoded }) => gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8')).length)
        .catch(() => 0),
    );
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.locator('[data-remote-loading]').first().waitFor({ state: 'detached' });
  const sizes = await Promise.all(bodies);
  await cdp.detach();
  return { gzipBytes: sizes.reduce((a, b) => a + b, 0), wireBytes, urls: [...assets.values()].map((a) => a.url) };
}

/**
 * First-load JS+CSS (gzip) of every public route with an empty cache, against its budget, and with
 * a warm cache for reference; the editor's code must load on /editor and nowhere else.
 */
export const bundles: BenchModule = async ({ stack, routes }) => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const cold: Check[] = [];
  const warm: Check[] = [];
  const editorCodeOn: string[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const first = await measureLoad(context, await context.newPage(), route.url);
      const again = await measureLoad(context, await context.newPage(), route.url);
      await context.close();
      cold.push(
        atMost(route.pattern, first.gzipBytes, (FIRST_LOAD_KB[route.pattern] ?? DEFAULT_FIRST_LOAD_KB) * 1024, kb),
      );
      warm.push(reference(route.pattern, `${kb(again.wireBytes)} over the wire`));
      if (first.urls.some((u) => EDITOR_CODE.test(u))) editorCodeOn.push(route.pattern);
    }

    // The editor is for administrators: sign in as the demo admin and open it. A signed-in page keeps
    // the bell's live stream open, so the network never goes idle: the stream is refused here (the bell
    // falls back to asking), as it is no part of the page's code.
    const context = await browser.newContext();
    await context.route(
      (url) => url.pathname.endsWith(NOTIFICATION_STREAM_PATH),
      (route) => route.abort(),
    );
    const page = await context.newPage();
    const session = await fetch(`${stack.baseURL}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    }).then((r) => r.json());
    await page.goto(`${stack.baseURL}/404`);
    await page.evaluate((user) => sessionStorage.setItem('user', JSON.stringify(user)), session);
    const editor = await measureLoad(context, page, `${stack.baseURL}/editor`);
    await context.close();
    const editorLoads = editor.urls.some((u) => EDITOR_CODE.test(u));

    return [
      { title: 'First load, JS+CSS gzip, empty cache', checks: cold },
      {
        title: 'Editor code',
        checks: [
          {
            name: 'public routes loading it',
            budget: 'none',
            figure: editorCodeOn.join(', ') || 'none',
            pass: editorCodeOn.length === 0,
          },
          { name: '/editor loads it', budget: 'yes', figure: editorLoads ? 'yes' : 'no', pass: editorLoads },
          reference('/editor first load, JS+CSS gzip', kb(editor.gzipBytes)),
        ],
      },
      { title: 'First load, JS+CSS, warm cache (reference)', checks: warm },
    ];
  } finally {
    await browser.close();
  }
};
