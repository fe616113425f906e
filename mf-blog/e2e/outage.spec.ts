import { expect, test } from '@playwright/test';
import { startOutageGateway, type OutageGateway } from '@yayasan/infra/e2e/outage';
import { demoArticle } from '@yayasan/infra/e2e/public-routes';
import { e2eState } from '@yayasan/infra/e2e/state';

// One gateway for this file: the blog service is stopped and restarted as it sees it.
test.describe.configure({ mode: 'serial' });

let site: OutageGateway;
test.beforeAll(async () => {
  site = await startOutageGateway(['blog']);
});
test.afterAll(async () => {
  await site?.close();
});

const outage = (page: import('@playwright/test').Page) => page.locator('main [role="alert"][data-load-error]').first();

test('with the blog service down /artikel says it could not load (not "no articles"); Coba Lagi loads them once it is back', async ({
  page,
}) => {
  await site.stop('blog');
  await page.goto(`${site.url}/artikel`);
  await expect(page.getByRole('heading', { level: 1, name: 'Artikel Terbaru' })).toBeVisible();
  await expect(outage(page)).toContainText('Gagal memuat daftar artikel, coba lagi.');
  await expect(page.getByText('Tidak ada artikel di publish')).toHaveCount(0);

  await site.start('blog');
  const retry = outage(page).getByRole('button', { name: 'Coba Lagi' });
  // Reachable and usable from the keyboard.
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main a[href^="/blog/"]').first()).toBeVisible();
  // Each area retries on its own: the trending list still offers its retry.
  const trending = page.getByRole('region', { name: 'Sedang Tren' });
  await expect(trending.locator('[data-load-error]')).toContainText('Gagal memuat daftar artikel, coba lagi.');
  await trending.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(trending.getByTestId('trending-card').first()).toBeVisible();
  await expect(page.locator('main [data-load-error]')).toHaveCount(0);
});

test('with the blog service down an article says it could not load (not "not found"); Coba Lagi shows it', async ({
  page,
}) => {
  const { blog_id, title } = await demoArticle(e2eState().baseURL);
  await site.stop('blog');
  await page.goto(`${site.url}/blog/${blog_id}`);
  await expect(outage(page)).toContainText('Gagal memuat artikel, coba lagi.');
  await expect(page.getByText('Halaman tidak ditemukan')).toHaveCount(0);

  await site.start('blog');
  await outage(page).getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
