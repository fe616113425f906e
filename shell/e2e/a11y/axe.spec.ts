import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  apiCall,
  areaReady,
  DEMO_ADMIN,
  shellReady,
  signUpNewUser,
  type SessionUser,
} from '@yayasan/infra/e2e/helpers';
import { demoArticle } from '@yayasan/infra/e2e/public-routes';
import { e2eState } from '@yayasan/infra/e2e/state';
import { routeStops, type Role, type RouteParams, type Stop } from './route-matrix';

/** WCAG 2.2 AA as axe checks it. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const THEMES = ['light', 'dark'] as const;
const WIDTHS = [375, 1280];

// The four theme × width walks are independent: let the workers share them.
test.describe.configure({ mode: 'parallel' });

interface Found {
  where: string;
  rule: string;
  impact: string | null | undefined;
  targets: string[];
}

/** The data the walk needs: ids from the demo data, a session per role, and a campaign to donate to. */
async function prepare() {
  const admin = await apiCall<SessionUser>('/signin', { body: DEMO_ADMIN });
  const user = await signUpNewUser();
  const article = await demoArticle(e2eState().baseURL);
  const { items } = await apiCall<{ items: { _id: number }[] }>('/gallery');
  const campaign = await apiCall<{ donation_id: string }>('/donation', {
    token: admin.access_token,
    body: {
      title: 'Kampanye uji aksesibilitas',
      description: 'Kampanye untuk uji aksesibilitas',
      content: 'Isi kampanye uji aksesibilitas.',
      thumbnail: `${e2eState().baseURL}/media/demo/photo-1.png`,
      target_amount: 10_000_000,
      expiry_time: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
      updates: [],
    },
  });
  return {
    sessions: { visitor: null, user, admin } as Record<Role, SessionUser | null>,
    params: {
      blog_id: article.blog_id,
      donationId: campaign.donation_id,
      galleryId: String(items[0]._id),
      username: admin.username,
      trx_id: '',
    } satisfies RouteParams,
  };
}

/** One browser context per role, theme and width; the session and theme live in sessionStorage. */
async function openAs(browser: Browser, role: Role, session: SessionUser | null, theme: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(
    ([user, themeName]) => {
      sessionStorage.setItem('theme', themeName as string);
      if (user) sessionStorage.setItem('user', user as string);
    },
    [session ? JSON.stringify(session) : null, theme],
  );
  const page = await context.newPage();
  return { page, close: () => context.close(), role };
}

/**
 * The page has settled: its main area shows and nothing is loading any more. An area below the fold
 * loads when it comes near the viewport, so each one still waiting is scrolled to, as a reader would;
 * then the page is back at its top, where a reader first meets it.
 */
async function settled(page: Page) {
  await expect(page.locator('main').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[role="status"][aria-label="Memuat..."]')).toHaveCount(0, { timeout: 20_000 });
  await expect(async () => {
    const busy = page.locator('[aria-busy="true"]');
    if ((await busy.count()) > 0) await busy.first().scrollIntoViewIfNeeded({ timeout: 1000 });
    expect(await busy.count()).toBe(0);
  }).toPass({ timeout: 20_000 });
  // Scrolled again if the page moved meanwhile (an area that finished loading, focus after a navigation).
  await expect(async () => {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }).toPass({ timeout: 20_000 });
}

/**
 * Checks what a reader sees at rest: a dialog or a message still fading in has colours nobody reads,
 * and on a busy machine a scan could catch one midway. Endless animations (a shimmer) do not wait.
 */
async function scan(page: Page, where: string, found: Found[]) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 20_000 },
  );
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  for (const v of violations) {
    found.push({ where, rule: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) });
  }
}

async function visit(page: Page, stop: Stop, found: Found[]) {
  await page.goto(stop.url);
  await settled(page);
  await scan(page, `${stop.route} (${stop.role})`, found);
}

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`axe: every route and dialog, ${theme} theme, ${width} px`, async ({ browser }) => {
      test.setTimeout(12 * 60_000);
      const { sessions, params } = await prepare();
      const found: Found[] = [];

      // The donate steps (as a user), which also makes the transaction the receipt route shows.
      const asUser = await openAs(browser, 'user', sessions.user, theme, width);
      {
        const page = asUser.page;
        await page.goto(`/donation/detail/${params.donationId}/donate`);
        await settled(page);
        await scan(page, 'donate: amount', found);
        await page.getByRole('button', { name: 'Rp 25.000' }).click();
        await page.getByRole('button', { name: 'Selanjutnya' }).click();
        await expect(page.getByRole('heading', { name: 'Pilih Tipe Pembayaran' })).toBeVisible();
        await page.getByRole('button', { name: /^Virtual Account/ }).click();
        await scan(page, 'donate: method', found);
        await page.getByRole('button', { name: 'BCA BCA Virtual Account' }).click();
        await expect(page.getByTestId('va-number')).toHaveText(/^\d{8,}$/);
        await scan(page, 'donate: pay screen', found);
        await page.getByRole('button', { name: 'Detail Transaksi' }).click();
        await expect(page.getByRole('dialog', { name: 'Detail Transaksi' })).toBeVisible();
        await scan(page, 'donate: transaction detail dialog', found);
        await page.keyboard.press('Escape');
        params.trx_id = await page.evaluate(
          () =>
            (JSON.parse(localStorage.getItem('midtrans') ?? '{}') as { transaction_id?: string }).transaction_id ?? '',
        );
        expect(params.trx_id).not.toBe('');
        await page.goto('/clean');
        await expect(page.getByTestId('va-number')).toBeVisible();
        await scan(page, '/clean (payment in progress)', found);

        // Signed in: the bell, the account menu and the sign-out confirmation.
        await page.goto('/');
        await settled(page);
        await page.getByRole('button', { name: 'Menu akun' }).click();
        await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
        await scan(page, 'account menu open', found);
        await page.getByRole('button', { name: /Sign Out/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await scan(page, 'sign-out confirmation', found);
        await page.keyboard.press('Escape');
      }

      const contexts = { user: asUser } as Partial<Record<Role, Awaited<ReturnType<typeof openAs>>>>;
      try {
        for (const stop of routeStops(params)) {
          contexts[stop.role] ??= await openAs(browser, stop.role, sessions[stop.role], theme, width);
          await visit(contexts[stop.role]!.page, stop, found);
        }

        // Dialogs a visitor opens: the drawer, the gallery picture, the campaign's share dialog.
        const page = contexts.visitor!.page;
        await page.goto('/');
        await settled(page);
        await shellReady(page);
        await page.getByRole('button', { name: 'Buka menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu utama' })).toBeVisible();
        await scan(page, 'drawer open', found);
        await page.keyboard.press('Escape');

        await page.goto('/galeri');
        await settled(page);
        // A button on the server's markup does nothing until its area is hydrated.
        await areaReady(page, 'gallery');
        await page
          .getByRole('button', { name: /^Lihat / })
          .first()
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await scan(page, 'gallery picture dialog', found);
        await page.keyboard.press('Escape');

        await page.goto(`/donation/detail/${params.donationId}`);
        await settled(page);
        await areaReady(page, 'donation');
        await page.getByRole('button', { name: 'Bagikan Donasi' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await scan(page, 'share dialog', found);
      } finally {
        for (const c of Object.values(contexts)) await c?.close();
      }

      expect(found, JSON.stringify(found, null, 2)).toEqual([]);
    });
  }
}
