import { expect, test, type Locator, type Page } from '@playwright/test';
import { paths, SERVER_STATE_ELEMENT_ID } from '@yayasan/contracts';
import { demoRouteParams } from '@yayasan/infra/e2e/public-routes';
import { e2eState } from '@yayasan/infra/e2e/state';

let campaignId: string;
test.beforeAll(async () => {
  campaignId = (await demoRouteParams(e2eState().baseURL)).id;
});

/** Pages rendered on the server with their first calls' answers: those calls' paths, and what shows once they are in. */
const PAGES: { name: string; path: () => string; calls: () => string[]; shown: (page: Page) => Locator }[] = [
  {
    name: 'campaign',
    path: () => paths.donationDetail(campaignId),
    calls: () => [`/api/donation/${encodeURIComponent(campaignId)}/details`],
    shown: (page) => page.getByRole('tabpanel').getByRole('heading').first(),
  },
  {
    name: 'campaign list',
    path: () => paths.donations,
    calls: () => ['/api/get-donation'],
    shown: (page) => page.locator('#root main a[href^="/donation/detail/"]').first(),
  },
  {
    name: 'article list',
    path: () => paths.articles,
    calls: () => ['/api/latest-blogs', '/api/all-latest-blogs-count'],
    shown: (page) => page.getByTestId('blog-card').first(),
  },
  {
    name: 'gallery',
    path: () => paths.gallery,
    calls: () => ['/api/gallery'],
    shown: (page) => page.locator('#root main li img').first(),
  },
];

/** How many times the page asks for each of its first calls while it opens. */
async function callsMade(page: Page, { path, calls, shown }: (typeof PAGES)[number]): Promise<number[]> {
  const made = calls().map(() => 0);
  page.on('request', (request) => {
    const i = calls().indexOf(new URL(request.url()).pathname);
    if (i >= 0) made[i] += 1;
  });
  await page.goto(path());
  await expect(shown(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  return made;
}

for (const entry of PAGES) {
  test(`the ${entry.name} page starts from the state it was rendered with: no request for its answers`, async ({
    page,
  }) => {
    expect(await callsMade(page, entry)).toEqual(entry.calls().map(() => 0));
  });

  test(`without a server body the ${entry.name} page asks the API once for each`, async ({ page }) => {
    // The same page as served, without the server's body and the state it was rendered with, as when
    // the renderer cannot answer.
    await page.route(
      (url) => url.pathname === entry.path(),
      async (route) => {
        const res = await route.fetch();
        const html = (await res.text()).replace(
          new RegExp(
            `<div id="root">[\\s\\S]*?</div><script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">[\\s\\S]*?</script>`,
          ),
          '<div id="root"></div>',
        );
        await route.fulfill({ response: res, body: html });
      },
    );
    expect(await callsMade(page, entry)).toEqual(entry.calls().map(() => 1));
  });
}
