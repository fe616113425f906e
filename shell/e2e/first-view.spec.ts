import { expect, test, type Page } from '@playwright/test';
import { FIRST_VIEW_ELEMENT_ID } from '@yayasan/contracts';
import { demoRouteParams, type RouteParams } from '@yayasan/infra/e2e/public-routes';
import { e2eState } from '@yayasan/infra/e2e/state';

/**
 * Pages with a first view, and the parts of their top that must not move when the app takes over
 * (`boxOnly`: parts whose words may change between the two loads, as other tests publish).
 */
const PAGES: { name: string; path: (p: RouteParams) => string; parts: string[]; boxOnly?: string[] }[] = [
  { name: 'home', path: () => '/', parts: ['h1', 'p', 'a', 'h2', 'h2 + p', 'h2 + p + a'] },
  { name: 'article', path: (p) => `/blog/${p.blog_id}`, parts: ['img', 'h1'] },
  { name: 'campaign', path: (p) => `/donation/detail/${p.id}`, parts: ['h1', 'img'] },
  // The tab buttons, and the first card's picture (the cards' words change as other tests add campaigns).
  {
    name: 'campaign list',
    path: () => '/donation',
    parts: ['h1', 'h1 + div > :first-child', 'h1 + div > :last-child', 'a > :first-child'],
  },
  // The heading, the categories, and the first card's top line (author and date).
  {
    name: 'article list',
    path: () => '/artikel',
    parts: ['h1', 'aside h2', 'aside h2 + div > :first-child', 'aside h2 + div > :last-child'],
    boxOnly: ['a > div > div:first-child', 'a h2'],
  },
  // The title, the video's frame and its button, the first picture.
  { name: 'gallery', path: () => '/galeri', parts: ['h1', 'h1 + div', 'h1 + div > div > :first-child', 'li img'] },
];
const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
];

type Part = { x: number; y: number; width: number; height: number; words: string };

/** Where each part sits and what it says. */
async function measure(page: Page, scope: string, parts: string[]): Promise<Part[]> {
  const found: Part[] = [];
  for (const part of parts) {
    const element = page.locator(`${scope} main ${part}`).first();
    const box = await element.boundingBox();
    expect(box, `${scope} main ${part}`).not.toBeNull();
    found.push({ ...box!, words: await element.innerText() });
  }
  return found;
}

/** Holds every request for `pattern` until the returned function is called. */
async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

let params: RouteParams;
test.beforeAll(async () => {
  params = await demoRouteParams(e2eState().baseURL);
});

for (const { name, path, parts: sameWords, boxOnly = [] } of PAGES) {
  const parts = [...sameWords, ...boxOnly];
  for (const viewport of VIEWPORTS) {
    test(`${name} at ${viewport.width} px: its top shows before any script runs, where and as the app's page then shows it`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // No script at all: what a phone shows while the scripts are still on their way.
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(path(params));
      const firstView = page.locator(`#${FIRST_VIEW_ELEMENT_ID}`);
      await expect(firstView.locator('main h1')).toBeVisible();
      await expect(page.locator('#root')).toBeEmpty();
      const before = await measure(page, `#${FIRST_VIEW_ELEMENT_ID}`, parts);

      await page.unroute('**/*.js');
      await page.goto(path(params));
      await expect(firstView).toHaveCount(0);
      await expect(page.locator('#root main h1')).toBeVisible();
      const after = await measure(page, '#root', parts);
      after.forEach((box, i) => {
        if (i < sameWords.length) expect(box.words, parts[i]).toBe(before[i].words);
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(
            Math.abs(box[side] - before[i][side]),
            `${parts[i]} ${side}: ${box[side]} vs ${before[i][side]}`,
          ).toBeLessThanOrEqual(1);
        }
      });
    });
  }
}

test('while the page is still loading, the app stays hidden behind the first view; then they swap', async ({
  page,
}) => {
  const release = await holdRequests(page, '**/mf/blog/**');
  await page.goto(`/blog/${params.blog_id}`);
  const firstView = page.locator(`#${FIRST_VIEW_ELEMENT_ID}`);
  await expect(firstView.locator('main h1')).toBeVisible();
  // The shell has rendered its frame, and waits for the page before showing it.
  await expect(page.locator('#root header')).toBeAttached();
  await expect(page.locator('#root')).toBeHidden();
  release();
  await expect(page.locator('#root main h1')).toBeVisible();
  await expect(firstView).toHaveCount(0);
});

test("while the first view's picture is on its way, it stays up; the page's largest paint is that picture, not the app's copy", async ({
  page,
}) => {
  const release = await holdRequests(page, '**/media/**');
  // Where each largest-paint candidate was drawn, told when it is reported: in the first view, in the
  // app's root, or already gone (the first view's picture, once the app has taken its place).
  await page.addInitScript((id) => {
    const paints: { where: string; url: string }[] = [];
    (window as unknown as { largestPaints: typeof paints }).largestPaints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) {
        const where = !entry.element ? 'gone' : entry.element.closest(`#${id}`) ? 'first view' : 'app';
        paints.push({ where, url: entry.url });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }, FIRST_VIEW_ELEMENT_ID);
  // The load event waits for the picture: the page is taken as soon as its HTML is read.
  await page.goto(`/donation/${params.id}`, { waitUntil: 'domcontentloaded' });
  const firstView = page.locator(`#${FIRST_VIEW_ELEMENT_ID}`);
  await expect(firstView.locator('main h1')).toBeVisible();
  // The app starts anyway after a while, renders its page into the hidden root, and still waits.
  await expect(page.locator('#root main h1')).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await expect(page.locator('#root')).toBeHidden();
  await expect(firstView).toHaveCount(1);

  release();
  await expect(page.locator('#root main h1')).toBeVisible();
  await expect(firstView).toHaveCount(0);
  await expect(page.locator('#root main img').first()).toHaveJSProperty('complete', true);
  // Whatever the frames' timing, the last candidate is the picture the first view drew.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { largestPaints: { where: string; url: string }[] }).largestPaints.at(-1),
      ),
    )
    .toEqual({ where: expect.stringMatching(/^(first view|gone)$/), url: expect.stringContaining('/media/') });
  expect(
    await page.evaluate(() =>
      (window as unknown as { largestPaints: { where: string }[] }).largestPaints.some((p) => p.where === 'app'),
    ),
  ).toBe(false);
});
