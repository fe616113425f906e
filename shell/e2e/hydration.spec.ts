import { expect, test, type Page } from '@playwright/test';
import { isServerRendered, REMOTE_ROUTES, SERVER_STATE_ELEMENT_ID, type RemoteName } from '@yayasan/contracts';
import { areaReady, DEMO_USER, shellReady } from '@yayasan/infra/e2e/helpers';
import { demoRouteParams, fillRoute, PUBLIC_ROUTE_PATTERNS, type RouteParams } from '@yayasan/infra/e2e/public-routes';

/** Every public route (and the not-found page), on a phone and on a desktop. */
const VIEWPORTS = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 800 },
];
const NOT_FOUND = '/halaman-yang-tidak-ada';

/** Holds back a remote's code until the returned function is called: its areas stay the server's markup. */
async function holdRemoteCode(page: Page, remote: RemoteName): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/mf/${remote}/`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

let params: RouteParams;
test.beforeAll(async ({ baseURL }) => {
  params = await demoRouteParams(baseURL!);
});

/** React's hydration complaints: errors and warnings naming hydration or a server/client difference. */
const HYDRATION_PROBLEM = /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)/i;

/**
 * The text and element structure of the app's root: what the server wrote and what the browser made of
 * it. Scripts are left out (React's form replaying runtime leaves with hydration), and so is what a
 * library draws into an element the page leaves empty for it (`data-drawn-in-browser`, the ledger chart).
 */
const rootOutline = (page: Page) =>
  page.evaluate(() => {
    const outline = (el: Element): string =>
      el.tagName === 'SCRIPT'
        ? ''
        : `${el.tagName.toLowerCase()}(${el.hasAttribute('data-drawn-in-browser') ? '' : [...el.children].map(outline).join('')})`;
    const root = document.getElementById('root')!;
    // A block laid out only near the viewport (the footer) has no rendered text until the browser has
    // checked where it is, which may come after the page loads: its text is read as rendered now.
    for (const el of root.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
    }
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
    // Both pages get the same server answer: other tests may change the demo data between two requests.
    let html = '';
    const isDocument = (url: URL) => url.pathname === new URL(path, 'http://x').pathname;
    await withScripts.route(isDocument, async (route) => {
      const response = await route.fetch();
      html = await response.text();
      await route.fulfill({ response, body: html });
    });
    await withoutScripts.route(isDocument, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await withScripts.goto(path);
    await withScripts.waitForLoadState('networkidle');
    const hydrated = await rootOutline(withScripts);
    await withoutScripts.goto(path);
    const server = await rootOutline(withoutScripts);
    expect({ path, ...hydrated }).toEqual({ path, ...server });
    await withScripts.unrouteAll();
    await withoutScripts.unrouteAll();
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

test('a sign-in sent before its area is hydrated is held, never submitted natively, and completed once it is', async ({
  page,
}) => {
  // The account remote's code is held back: the form on screen is the server's markup only.
  const release = await holdRemoteCode(page, 'account');
  await page.goto('/signin?next=%2Fdonation', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill(DEMO_USER.email);
  await page.locator('#auth-password').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  // Held by React's form replaying: no native submit put the password in the address.
  await expect(page).toHaveURL(/\/signin\?next=%2Fdonation$/);
  expect(page.url()).not.toContain(encodeURIComponent(DEMO_USER.password));
  release();
  await expect(page).toHaveURL(/\/donation$/);
  // Signed in: the top bar offers no sign-in any more.
  await expect(page.getByRole('link', { name: 'Masuk', exact: true })).toHaveCount(0);
});

test("what a visitor typed before the page was hydrated stays once it is: the fields are the browser's own", async ({
  page,
}) => {
  const release = await holdRemoteCode(page, 'account');
  await page.goto('/signin?next=%2Fdonation', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Email').fill(DEMO_USER.email);
  release();
  await areaReady(page, 'account');
  // Typing in the next field after hydration: the address typed before it must still be there.
  await page.locator('#auth-password').fill(DEMO_USER.password);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_USER.email);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/donation$/);
});

test('a visitor who chose the dark theme is served a dark page: no flash of the light one before the scripts', async ({
  browser,
}) => {
  const chooser = await browser.newContext();
  const page = await chooser.newPage();
  await page.goto('/');
  const bodyColour = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await bodyColour();
  await shellReady(page);
  await page.getByRole('button', { name: 'Ganti ke tema gelap' }).click();
  await expect.poll(bodyColour).not.toBe(light);
  const dark = await bodyColour();

  // The same browser's next page, as the server wrote it (no script runs): already dark.
  const served = await browser.newContext({ javaScriptEnabled: false });
  await served.addCookies(await chooser.cookies());
  const next = await served.newPage();
  await next.goto('/artikel');
  expect(await next.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(dark);
  await chooser.close();
  await served.close();
});
