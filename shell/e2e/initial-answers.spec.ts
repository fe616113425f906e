import { expect, test, type Page } from '@playwright/test';
import { INITIAL_ANSWERS_ELEMENT_ID, paths } from '@yayasan/contracts';
import { demoRouteParams } from '@yayasan/infra/e2e/public-routes';
import { e2eState } from '@yayasan/infra/e2e/state';

let campaignId: string;
test.beforeAll(async () => {
  campaignId = (await demoRouteParams(e2eState().baseURL)).id;
});

/** Counts the page's calls for the campaign's details while it opens the detail page. */
async function detailsCalls(page: Page): Promise<number> {
  const details = `/api/donation/${encodeURIComponent(campaignId)}/details`;
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === details) calls += 1;
  });
  await page.goto(paths.donationDetail(campaignId));
  await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return calls;
}

test('the campaign page starts from the answer written into it: no second request for it', async ({ page }) => {
  expect(await detailsCalls(page)).toBe(0);
});

test('without the inline answer the same page asks the API once', async ({ page }) => {
  // The same page as served, with the inline block taken out.
  await page.route(
    (url) => url.pathname === paths.donationDetail(campaignId),
    async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace(
        new RegExp(`<script type="application/json" id="${INITIAL_ANSWERS_ELEMENT_ID}">[\\s\\S]*?</script>`),
        '',
      );
      await route.fulfill({ response: res, body: html });
    },
  );
  expect(await detailsCalls(page)).toBe(1);
});
