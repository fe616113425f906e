import { expect, test } from '@playwright/test';
import { signUnsubscribeToken } from '@yayasan/service-kit';
import { apiCall, expectToast, signInAs, signUpNewUser } from '@yayasan/infra/e2e/helpers';
import { e2eState } from '@yayasan/infra/e2e/state';

interface Preferences {
  receipts: boolean;
  campaign_news: boolean;
}

const preferences = (token: string) => apiCall<Preferences>('/email-preferences', { token });

test('campaign news by e-mail: turned off on the settings page, kept after a reload', async ({ page }) => {
  const user = await signUpNewUser();
  await signInAs(page, user, '/settings/edit-profile');
  const section = page.getByRole('region', { name: 'Notifikasi e-mail' });
  const receipts = section.getByRole('checkbox', { name: /Bukti donasi/ });
  const news = section.getByRole('checkbox', { name: /Kabar program donasi/ });
  await expect(receipts).toBeChecked();
  await expect(receipts).toBeDisabled();
  await expect(news).toBeChecked();

  await news.uncheck();
  await expectToast(page, 'Pengaturan notifikasi e-mail disimpan');
  await expect.poll(async () => (await preferences(user.access_token)).campaign_news).toBe(false);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Notifikasi e-mail' }).getByRole('checkbox', { name: /Kabar program donasi/ }),
  ).not.toBeChecked();
});

test('the unsubscribe link of a news mail works signed out; a forged one is refused', async ({ page }) => {
  const user = await signUpNewUser();
  const profile = await apiCall<{ _id: number | string }>('/get-profile', { body: { username: user.username } });
  // Signed as the donation service signs the link in every campaign-news mail.
  const token = signUnsubscribeToken(e2eState().unsubscribeSigningSecret, Number(profile._id), 'campaign-news');

  await page.goto(`/api/email/unsubscribe?token=${encodeURIComponent(token.slice(0, -2))}xx`);
  await expect(page.getByRole('status')).toContainText('tidak valid atau sudah kedaluwarsa');
  await expect(page.getByRole('button', { name: 'Berhenti berlangganan' })).toHaveCount(0);
  expect((await preferences(user.access_token)).campaign_news).toBe(true);

  await page.goto(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('status')).toContainText('Berhenti menerima kabar program donasi');
  // Opening the link changes nothing; the button does.
  expect((await preferences(user.access_token)).campaign_news).toBe(true);
  await page.getByRole('button', { name: 'Berhenti berlangganan' }).click();
  await expect(page.getByRole('status')).toContainText('tidak akan lagi menerima kabar program donasi');
  expect(await preferences(user.access_token)).toEqual({ receipts: true, campaign_news: false });
});
