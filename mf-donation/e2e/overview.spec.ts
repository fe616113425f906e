import { expect, test } from '@playwright/test';
import { apiCall, createCampaign, DEMO_ADMIN, signInAs, signUpNewUser } from '@yayasan/infra/e2e/helpers';
import { e2eState } from '@yayasan/infra/e2e/state';

interface PayAnswer {
  order_id: string;
  midtrans_response: { va_numbers?: { bank: string; va_number: string }[] };
}

/** Pays an order in the Midtrans simulator; it answers once the notification was delivered. */
async function pay(vaNumber: string) {
  const res = await fetch(`${e2eState().midtransUrl}/simulator/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ va_number: vaNumber }),
  });
  const body = (await res.json()) as { notification?: { delivered: boolean } };
  expect(res.status).toBe(200);
  expect(body.notification?.delivered).toBe(true);
}

test('the administrator opens /dashboard, sees the figures, and a payment settled meanwhile appears without a reload', async ({
  page,
}) => {
  const campaign = await createCampaign({ days: 3, target_amount: 5_000_000 });
  await signInAs(page, DEMO_ADMIN, '/');

  // The avatar menu's "Dashboard" opens the overview.
  await page.getByRole('button', { name: 'Menu akun' }).click();
  await page.locator('header').getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Ringkasan', level: 1 })).toBeVisible();
  for (const card of ['stat-today', 'stat-month', 'stat-year']) {
    await expect(page.getByTestId(card)).toContainText(/Rp [\d.]+/);
  }
  // The new campaign ends within a week: it is called out, and listed with its figures.
  const running = page.getByRole('table', { name: 'Kampanye berjalan' });
  const row = running.getByRole('row').filter({ hasText: campaign.title });
  await expect(row).toContainText('Rp 0');
  await expect(row).toContainText('Segera berakhir');
  await expect(page.getByTestId('ending-soon')).toContainText(campaign.title);
  // The charts come with their tables: money in per day and per month, and the monthly pledges' income.
  await expect(page.getByText('Lihat tabel data')).toHaveCount(3);
  const pledges = page.getByRole('region', { name: 'Donasi Rutin' });
  await expect(pledges.getByText('Lihat tabel data')).toHaveCount(1);
  await expect(pledges.getByRole('button', { name: 'Unduh CSV' })).toBeVisible();
  // Below the overview, the blog's part of the page: the administrator's own articles.
  const articles = page.getByRole('region', { name: 'Artikel Anda' });
  await expect(articles.getByTestId('articles-published')).toHaveText(/^[1-9]\d*$/);
  await expect(articles.getByRole('link', { name: 'Kelola artikel Anda' })).toHaveAttribute('href', '/dashboard/blogs');

  // A donor pays by virtual account elsewhere; the simulator settles it.
  const donor = await signUpNewUser();
  const order = await apiCall<PayAnswer>(`/donation/${campaign.donation_id}/pay`, {
    token: donor.access_token,
    body: { amount: 35_000, payment_method: 'bank_transfer', bank: 'bca', name: donor.fullname },
  });
  const va = order.midtrans_response.va_numbers?.[0]?.va_number;
  expect(va).toBeTruthy();
  await pay(va!);

  // Without a reload, the gift appears among the latest donations (tests running beside this one may
  // settle newer ones) and the campaign's figures move.
  const gift = page.getByTestId('latest-donations').locator(`li[data-order-id="${order.order_id}"]`);
  await expect(gift).toBeVisible({ timeout: 30_000 });
  await expect(gift).toContainText('Rp 35.000');
  await expect(gift).toContainText(campaign.title);
  await expect(row).toContainText('Rp 35.000');
});

test('a member opening /dashboard sees their own summary, not the foundation overview', async ({ page }) => {
  const member = await signUpNewUser();
  await signInAs(page, member, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Ringkasan', level: 1 })).toBeVisible();
  await expect(page.getByTestId('member-total')).toHaveText('Rp 0');
  await expect(page.getByText(/Anda belum berdonasi/)).toBeVisible();
  await expect(page.getByTestId('stat-today')).toHaveCount(0);
  // Only administrators write articles: the blog's part of the page has nothing to say to a member.
  await expect(page.getByText('Donasi terakhir Anda')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Artikel Anda' })).toHaveCount(0);
});
