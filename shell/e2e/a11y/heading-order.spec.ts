import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTE_PATTERNS, demoRouteParams, fillRoute, type RouteParams } from '@yayasan/infra/e2e/public-routes';
import { e2eState } from '@yayasan/infra/e2e/state';

// A screen reader's reader moves through a page by its headings: each one at most a level below the
// one before (a list's cards under the page's h1 are h2s, under a section's h2 they are h3s).
let params: RouteParams;
test.beforeAll(async () => {
  params = await demoRouteParams(e2eState().baseURL);
});

for (const pattern of PUBLIC_ROUTE_PATTERNS) {
  test(`${pattern}: headings descend one level at a time`, async ({ page }) => {
    await page.goto(fillRoute(pattern, params));
    await page.waitForLoadState('networkidle');
    // The app has taken over from the first view and nothing of the page is still loading.
    await expect(page.locator('#root')).toBeVisible();
    await expect(page.locator('[data-remote-loading], [aria-busy="true"]')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
    expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  });
}
