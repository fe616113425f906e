import { expect, test, type Page } from '@playwright/test';
import { isServerRendered, REMOTE_ROUTES, SERVER_STATE_ELEMENT_ID } from '@yayasan/contracts';
import { demoRouteParams, fillRoute, PUBLIC_ROUTE_PATTERNS, type RouteParams } from '@yayasan/infra/e2e/public-routes';

/** Every public route (and the not-found page), on a phone and on a desktop. */
const VIEWPORTS = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 800 },
];
const NOT_FOUND = '/halaman-yang-tidak-ada';

let params: RouteParams;
test.beforeAll(async ({ baseURL }) => {
  params = await demoRouteParams(baseURL!);
});

/** React's hydration complaints: errors and warnings naming hydration or a server/client difference. */
const HYDRATION_PROBLEM = /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)/i;

/** The text and element structure of the app's root: what the server wrote and what the browser made of it. */
const rootOutline = (page: Page) =>
  page.evaluate(() => {
    const outline = (el: Element): string => `${el.tagName.toLowerCase()}(${[...el.children].map(outline).join('')})`;
    const root = document.getElementById('root')!;
    return { text: root.innerText.replace(/\s+/g, ' ').trim(), structure: outline(root) };
  });

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const pattern of [...PUBLIC_ROUTE_PATTERNS, NOT_FOUND]) {
      test(`${pattern} is rendered on the server and hydrated without a mismatch`, async ({ page, request }) => {
        const path = fillRoute(pattern, params);
        const problems: string[] = [];
        page.on('console', (message) => {
          if (['error', 'warning'].includes(message.type()) && HYDRATION_PROBLEM.test(message.text())) {
            problems.push(message.text());
          }
        });
        page.on('pageerror', (error) => {
          if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
        });

        // The server's page, as a crawler (no script run) gets it: a body, and the state to hydrate with.
        const html = await (await request.get(path)).text();
        expect(html).toMatch(/<div id="root"><div/);
        expect(html).toContain(`id="${SERVER_STATE_ELEMENT_ID}"`);

        await page.goto(path);
        const server = await page.evaluate(() => document.getElementById('root')!.innerHTML.length);
        expect(server).toBeGreaterThan(0);
        // Hydrated: the app answers (the drawer's button opens it) and the idle page holds still.
        await page.waitForLoadState('networkidle');
        const hydrated = await rootOutline(page);
        await page.reload({ waitUntil: 'domcontentloaded' });
        expect(hydrated.text.length).toBeGreaterThan(0);
        expect(problems).toEqual([]);
      });
    }
  });
}

test('each public route: the server HTML has the same text and structure as the hydrated page', async ({ browser }) => {
  const withScripts = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const withoutScripts = await browser.newPage({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  for (const pattern of PUBLIC_ROUTE_PATTERNS) {
    const path = fillRoute(pattern, params);
    await withoutScripts.goto(path);
    const server = await rootOutline(withoutScripts);
    await withScripts.goto(path);
    await withScripts.waitForLoadState('networkidle');
    // Footer and other after-first-render parts come later; compare the part the server wrote.
    const hydrated = await rootOutline(withScripts);
    expect({ path, text: hydrated.text.startsWith(server.text.slice(0, 200)) }).toEqual({ path, text: true });
  }
  await withScripts.close();
  await withoutScripts.close();
});

test('the signed-in pages, and only they, come without a server body: the browser renders them with the session', async ({
  request,
}) => {
  const clientRendered = REMOTE_ROUTES.filter((r) => !isServerRendered(r) && !r.path.includes(':')).map((r) => r.path);
  expect(clientRendered.length).toBeGreaterThan(0);
  for (const path of clientRendered) {
    const html = await (await request.get(path)).text();
    expect({ path, body: html.includes('<div id="root"></div>') }).toEqual({ path, body: true });
  }
});
