import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTE_PATTERNS, demoRouteParams, fillRoute, type RouteParams } from '@yayasan/infra/e2e/public-routes';
import { e2eState } from '@yayasan/infra/e2e/state';

/** The same limit as the Lighthouse budget. */
const MAX_CLS = 0.05;
/**
 * A budget phone's processor (as Lighthouse's mobile preset slows it): the browser paints the page
 * while it is still being parsed, so a layout that waits for a later part of the page shows up here.
 */
const CPU_SLOWDOWN = 4;
const VIEWPORTS = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1350, height: 940 },
];

/** Sums every layout shift not caused by recent input, from the first paint on. */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const moved = (entry.sources ?? []).map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')}` : '?';
        });
        w.__shifts.push(`${entry.value.toFixed(4)} ${moved.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits until the page is in: no requests in flight, fonts and eager images decoded, two frames painted. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((img) => !img.complete && img.loading !== 'lazy')
        .map((img) => img.decode().catch(() => null)),
    );
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

let params: RouteParams;
test.beforeAll(async () => {
  params = await demoRouteParams(e2eState().baseURL);
});

test.describe('no layout jumps', () => {
  for (const pattern of PUBLIC_ROUTE_PATTERNS) {
    test(`${pattern}: cumulative layout shift stays within ${MAX_CLS}`, async ({ page }) => {
      await observeLayoutShifts(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      for (const viewport of VIEWPORTS) {
        await test.step(viewport.name, async () => {
          await page.setViewportSize(viewport);
          await page.goto(fillRoute(pattern, params));
          await settle(page);
          const { cls, shifts } = await page.evaluate(() => {
            const w = window as unknown as { __cls: number; __shifts: string[] };
            return { cls: w.__cls, shifts: w.__shifts };
          });
          expect(cls, `${viewport.name} shifts:\n${shifts.join('\n')}`).toBeLessThanOrEqual(MAX_CLS);
        });
      }
    });
  }
});
