import { expect, test } from '@playwright/test';
import { AUDIT_ACTIONS } from '@yayasan/contracts';
import { DEMO_ADMIN, DEMO_USER, createCampaign, signInAs } from '@yayasan/infra/e2e/helpers';

test('"Jejak Audit": a campaign the demo administrator creates appears on the page, filtered by its id', async ({
  page,
}) => {
  const { donation_id, title } = await createCampaign();
  await signInAs(page, DEMO_ADMIN, '/dashboard/audit');
  await expect(page.getByRole('heading', { name: 'Jejak Audit' })).toBeVisible();
  await page.getByLabel('Tindakan').selectOption('campaign.create');
  await page.getByLabel('ID objek').fill(donation_id);
  await page.getByRole('button', { name: 'Terapkan filter' }).click();
  const item = page.getByRole('listitem').filter({ hasText: donation_id });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(AUDIT_ACTIONS['campaign.create']);
  await expect(item).toContainText(title);
  await expect(item).toContainText('admin');
});

test('the side navigation offers "Jejak Audit" to administrators only', async ({ page }) => {
  await signInAs(page, DEMO_USER, '/settings/edit-profile');
  await expect(
    page.getByRole('navigation', { name: 'Navigasi dashboard' }).getByRole('link', { name: 'Jejak Audit' }),
  ).toHaveCount(0);
});
