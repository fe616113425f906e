import { expect, test } from '@playwright/test';
import { startOutageGateway, type OutageGateway } from '@yayasan/infra/e2e/outage';

// One gateway for this file: the donation service is stopped and restarted as it sees it.
test.describe.configure({ mode: 'serial' });

let site: OutageGateway;
test.beforeAll(async () => {
  site = await startOutageGateway(['donation']);
});
test.afterAll(async () => {
  await site?.close();
});

test('with the donation service down /donation says it could not load (not "no campaigns"); Coba Lagi loads them once it is back', async ({
  page,
}) => {
  await site.stop('donation');
  await page.goto(`${site.url}/donation`);
  const outage = page.locator('main [role="alert"][data-load-error]');
  await expect(outage).toContainText('Server Error While Fetching Donation');
  await expect(page.getByText('Saat Ini Belum Ada Donasi Yang Berjalan')).toHaveCount(0);

  await site.start('donation');
  await outage.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(page.getByTestId('campaign-card').first()).toBeVisible();
  await expect(page.locator('main [data-load-error]')).toHaveCount(0);
});
