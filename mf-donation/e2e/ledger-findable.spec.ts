import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signInAs } from '@yayasan/infra/e2e/helpers';

const jakartaToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

test('the open ledger is found from the footer and explained in plain words, details behind "Cara kerja"', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Menu footer' }).getByRole('link', { name: 'Laporan Keuangan' }).click();
  await expect(page).toHaveURL(/\/laporan$/);
  await expect(page.getByRole('heading', { name: 'Laporan Keuangan Yayasan' })).toBeVisible();
  const how = page.getByText('Cara kerja');
  await how.click();
  await expect(page.getByText(/sidik jari digital \(hash\)/)).toBeVisible();
});

test('an administrator downloads the donations of this year so far as an Excel workbook', async ({ page }) => {
  await signInAs(page, DEMO_ADMIN, '/dashboard/laporan');
  const today = jakartaToday();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Unduh Excel donasi' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`donasi-${today.slice(0, 4)}-01-01-${today}.xlsx`);
});
