import { expect, test } from '@playwright/test';
import { apiCall, DEMO_ADMIN, signInAs, signUpNewUser, unique } from '@yayasan/infra/e2e/helpers';
import { e2eState } from '@yayasan/infra/e2e/state';

/** A fresh campaign of our own, so parallel tests never share totals or chains. */
async function createCampaign() {
  const admin = await apiCall<{ access_token: string }>('/signin', { body: DEMO_ADMIN });
  const title = `Laporan E2E ${unique()}`;
  const created = await apiCall<{ donation_id: string }>('/donation', {
    token: admin.access_token,
    body: {
      title,
      description: 'Kampanye untuk uji buku kas',
      content: 'Isi kampanye uji buku kas.',
      thumbnail: `${e2eState().baseURL}/media/demo/photo-1.png`,
      target_amount: 1_000_000,
      expiry_time: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
      fund: 'pendidikan',
      updates: [],
    },
  });
  return { donation_id: created.donation_id, title };
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

test('a paid donation gets a receipt code that anyone verifies on /verifikasi, counted in the report tab', async ({
  page,
}) => {
  const campaign = await createCampaign();
  const donor = await signUpNewUser();
  await signInAs(page, donor, `/donation/detail/${campaign.donation_id}/donate`);
  await page.getByRole('button', { name: 'Rp 25.000' }).click();
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await page.getByRole('button', { name: /^Virtual Account/ }).click();
  await page.getByRole('button', { name: 'BCA BCA Virtual Account' }).click();
  const va = page.getByTestId('va-number');
  await expect(va).toHaveText(/^\d{8,}$/);
  await pay((await va.textContent())!.trim());

  // The receipt carries the public code, linked to its check.
  await expect(page.getByText('Transaksi Berhasil')).toBeVisible({ timeout: 15_000 });
  const codeLink = page.getByTestId('receipt-code');
  await expect(codeLink).toHaveText(/^\S{6,}$/);
  const code = (await codeLink.textContent())!.trim();

  // Anyone, signed out, checks the code.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/verifikasi');
  await page.getByRole('textbox', { name: 'Kode tanda terima' }).fill(code);
  await page.getByRole('button', { name: 'Periksa' }).click();
  await expect(page).toHaveURL(new RegExp(`/verifikasi/${code}$`));
  const result = page.getByTestId('verification-result');
  await expect(result.getByRole('heading', { name: 'Tercatat dalam total kampanye' })).toBeVisible();
  await expect(result.getByTestId('verification-amount')).toHaveText('Rp 25.000');
  await expect(result).not.toContainText(donor.fullname);
  const path = result.getByTestId('verification-path').getByRole('listitem');
  await expect(path.last()).toContainText(/[0-9a-f]{64}/);
  const head = (await path.last().locator('code').textContent())!.trim();

  // The campaign's report tab counts the amount and publishes the same head.
  await result.getByRole('link', { name: campaign.title }).click();
  await expect(page).toHaveURL(new RegExp(`/donation/detail/${campaign.donation_id}\\?tab=laporan$`));
  const tab = page.getByRole('tabpanel', { name: 'Laporan Dana' });
  await expect(tab.getByTestId('ledger-collected')).toHaveText('Rp 25.000');
  await expect(tab.getByTestId('ledger-balance')).toHaveText('Rp 25.000');
  await expect(tab.getByTestId('ledger-head')).toHaveText(head);
  // One day of money: bars from zero with their figures, not a chart's lonely dot.
  await expect(tab.getByTestId('flow-bars')).toContainText('Rp 25.000');
  await expect(tab).not.toContainText(donor.fullname);
});
