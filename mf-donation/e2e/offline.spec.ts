import { expect, test, type Page } from '@playwright/test';
import { areaReady, createCampaign, signInAs, signUpNewUser, unique } from '@yayasan/infra/e2e/helpers';

// A phone on a weak connection, with the site's service worker (blocked in every other spec).
test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true, serviceWorkers: 'allow' });

/** The shell's quiet notice (a polite live region) while the browser is offline. */
const offlineNotice = (page: Page) =>
  page.locator('[data-offline-notice][aria-live="polite"]').getByText(/^Anda sedang offline/);

test('offline, tapping "Laporan Dana" fails in the tab alone; back online the tab recovers without a reload', async ({
  page,
  context,
}) => {
  const { donation_id, title } = await createCampaign({ title: `Sinyal Lemah ${unique()}` });
  await signInAs(page, await signUpNewUser(), `/donation/detail/${donation_id}`);
  await areaReady(page, 'donation');
  const side = page.getByRole('complementary', { name: 'Ringkasan donasi' });
  const donate = page.getByTestId('sticky-donate-bar').getByRole('link', { name: 'Donasi Sekarang' });
  await expect(side.getByRole('heading', { name: title })).toBeVisible();
  await expect(donate).toBeVisible();
  // Survives only while this document stays: a reload would drop it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await context.setOffline(true);
  await expect(offlineNotice(page)).toBeVisible();
  await page.getByRole('tab', { name: 'Laporan Dana' }).tap();
  const panel = page.getByRole('tabpanel', { name: 'Laporan Dana' });
  await expect(panel.getByRole('alert')).toContainText('Laporan dana tidak dapat dimuat.');
  await expect(panel.getByRole('button', { name: 'Coba Lagi' })).toBeVisible();
  // What was on screen stays: the title, the totals, the donate button.
  await expect(side.getByRole('heading', { name: title })).toBeVisible();
  await expect(side.getByText('Dana Terkumpul')).toBeVisible();
  await expect(donate).toBeVisible();
  await expect(page.getByText('Maaf, halaman ini sedang tidak dapat dimuat')).toHaveCount(0);

  await context.setOffline(false);
  await expect(panel.getByTestId('ledger-collected')).toHaveText('Rp 0');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(offlineNotice(page)).toHaveCount(0);
  await expect(donate).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a public page seen before opens offline from the service worker; a page never seen says "Anda sedang offline"', async ({
  page,
  context,
}) => {
  const seen = await createCampaign({ title: `Dibaca Luring ${unique()}` });
  const unseen = await createCampaign({ title: `Belum Dibuka ${unique()}` });
  await page.goto(`/donation/detail/${seen.donation_id}`);
  await areaReady(page, 'donation');

  // The worker takes charge of the page and keeps it with the files it loaded.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker?.controller) return false;
          const files = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter(
              (url) => url.startsWith(location.origin) && /\.js$|\/mf-manifest\.json$/.test(new URL(url).pathname),
            );
          const kept = await Promise.all(
            [location.href, ...files].map((url) => caches.match(url, { ignoreVary: true })),
          );
          return files.length > 0 && kept.every(Boolean);
        }),
      { timeout: 60_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  await page.goto(`/donation/detail/${seen.donation_id}`);
  const side = page.getByRole('complementary', { name: 'Ringkasan donasi' });
  await expect(side.getByRole('heading', { name: seen.title })).toBeVisible();
  // Not only the markup: the page's code came from the worker too, and the page answers input.
  await areaReady(page, 'donation');
  await expect(offlineNotice(page)).toBeVisible();

  await page.goto(`/donation/detail/${unseen.donation_id}`);
  await expect(page.getByRole('heading', { name: 'Anda sedang offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Coba Lagi' })).toBeVisible();

  // Back online, the same address opens the page itself (never a kept copy in its place).
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Coba Lagi' }).click();
  await expect(
    page.getByRole('complementary', { name: 'Ringkasan donasi' }).getByRole('heading', { name: unseen.title }),
  ).toBeVisible();
});
