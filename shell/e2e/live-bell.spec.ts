import { expect, test } from '@playwright/test';
import { apiCall, DEMO_ADMIN, signInAs, signUpNewUser, type SessionUser } from '@yayasan/infra/e2e/helpers';
import { demoArticle } from '@yayasan/infra/e2e/public-routes';
import { e2eState } from '@yayasan/infra/e2e/state';

test.describe('the bell', () => {
  test('lights on an open page as soon as someone replies, without a reload', async ({ page }) => {
    const reader = await signUpNewUser();
    const article = await demoArticle(e2eState().baseURL);
    const comment = await apiCall<{ _id: number }>('/add-comment', {
      body: { _id: article._id, comment: 'Semoga berkah' },
      token: reader.access_token,
    });

    await page.setViewportSize({ width: 1300, height: 900 });
    await signInAs(page, reader, '/');
    await expect(page.getByRole('link', { name: 'Notifikasi' }).first()).toBeVisible();
    await expect(page.getByTestId('notification-dot')).toHaveCount(0);

    const admin = await apiCall<SessionUser>('/signin', { body: DEMO_ADMIN });
    await apiCall('/add-comment', {
      body: { _id: article._id, comment: 'Aamiin, terima kasih', replying_to: comment._id },
      token: admin.access_token,
    });
    // Well inside the minute between polls: only the live stream can have brought it.
    await expect(page.getByTestId('notification-dot')).toBeVisible({ timeout: 15_000 });
  });
});
