import { expect, test } from '@playwright/test';
import { apiCall, DEMO_ADMIN, expectToast, signInAs, signUpNewUser, unique } from '@yayasan/infra/e2e/helpers';
import { e2eState } from '@yayasan/infra/e2e/state';

/** A fresh open campaign of our own, so parallel tests never share donors, prayers or news. */
async function createCampaign() {
  const admin = await apiCall<{ access_token: string }>('/signin', { body: DEMO_ADMIN });
  const title = `Kabar E2E ${unique()}`;
  const created = await apiCall<{ donation_id: string }>('/donation', {
    token: admin.access_token,
    body: {
      title,
      description: 'Kampanye untuk uji doa dan kabar',
      content: 'Isi kampanye uji doa dan kabar.',
      thumbnail: `${e2eState().baseURL}/media/demo/photo-1.png`,
      target_amount: 1_000_000,
      expiry_time: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
      updates: [],
    },
  });
  return { donation_id: created.donation_id, title };
}

test("a donor's prayer shows once paid; the admin's news lights the donor's bell", async ({ browser, page }) => {
  const campaign = await createCampaign();
  const detail = `/donation/detail/${campaign.donation_id}`;
  const donor = await signUpNewUser();
  const prayerText = `Semoga anak-anak sehat dan berprestasi ${unique()}`;

  // The donor gives 25.000 with a prayer and pays in the simulator.
  await signInAs(page, donor, detail);
  await page.getByRole('link', { name: 'Donasi Sekarang' }).click();
  await page.getByRole('button', { name: 'Rp 25.000' }).click();
  await page.getByLabel('Doa & dukungan (opsional)').fill(prayerText);
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await page.getByRole('button', { name: /^Virtual Account/ }).click();
  await page.getByRole('button', { name: 'BCA BCA Virtual Account' }).click();
  const va = page.getByTestId('va-number');
  await expect(va).toHaveText(/^\d{8,}$/);

  // Not paid yet: the campaign's wall does not show the prayer.
  const pending = await (await fetch(`${e2eState().baseURL}/api/donation/${campaign.donation_id}/prayers`)).json();
  expect(pending.totalPrayers).toBe(0);

  const res = await fetch(`${e2eState().midtransUrl}/simulator/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ va_number: (await va.textContent())!.trim() }),
  });
  expect(res.status).toBe(200);
  await expect(page.getByText('Transaksi Berhasil')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Selesai' }).click();
  await expect(page).toHaveURL(new RegExp(`${detail}$`));
  const wall = page.getByRole('region', { name: 'Doa & dukungan' });
  const prayer = wall.getByTestId('prayer').filter({ hasText: prayerText });
  await expect(prayer).toContainText('Pengguna Uji');

  // Aamiin from the donor: the count the server stored.
  await prayer.getByRole('button', { name: 'Aamiin' }).click();
  await expect(prayer.getByTestId('amin-count')).toHaveText('1 orang mengaminkan');
  await expect(prayer.getByRole('button', { name: 'Aamiin' })).toHaveAttribute('aria-pressed', 'true');

  // The administrator records a disbursement of the donor's Rp 25.000 (the ledger's number the news reports).
  const admin = await apiCall<{ access_token: string }>('/signin', { body: DEMO_ADMIN });
  await apiCall(`/donation/${campaign.donation_id}/disbursements`, {
    token: admin.access_token,
    body: {
      date: new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10),
      amount: 20_000,
      category: 'makan',
      description: 'Sembako tahap pertama',
      proofs: [`${e2eState().baseURL}/media/demo/photo-1.png`],
    },
  });

  // The administrator posts news on the campaign's "Kabar Terbaru" tab.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, DEMO_ADMIN, detail);
  await adminPage.getByRole('tab', { name: 'Kabar Terbaru' }).click();
  await adminPage.getByRole('button', { name: 'Tulis Kabar Terbaru' }).click();
  const newsTitle = `Sembako tersalurkan ${unique()}`;
  const form = adminPage.getByRole('form', { name: 'Tulis kabar terbaru' });
  await form.getByLabel('Judul Kabar').fill(newsTitle);
  await form.getByLabel('Isi Kabar').fill('## Tahap pertama\n\nSembako sudah diterima anak-anak.\n\n- Beras\n- Minyak');
  // "Dana disalurkan" is chosen among the campaign's disbursements, never typed.
  const choice = form.getByLabel('Dana disalurkan (opsional)');
  const option = choice.locator('option', { hasText: 'Rp 20.000 · Sembako tahap pertama' });
  await expect(option).toHaveCount(1);
  await choice.selectOption((await option.getAttribute('value'))!);
  await form.getByRole('button', { name: 'Terbitkan Kabar' }).click();
  await expectToast(adminPage, 'Kabar terbaru terbit 👍');
  const posted = adminPage.getByTestId('campaign-news').filter({ hasText: newsTitle });
  await expect(posted).toContainText('Dana disalurkan Rp 20.000');
  await expect(posted.getByRole('heading', { name: 'Tahap pertama' })).toBeVisible();
  await adminContext.close();

  // The donor's bell lights up; the notification leads to the news.
  await page.reload();
  await expect(page.getByTestId('notification-dot')).toBeVisible();
  await page
    .getByRole('link', { name: /^Notifikasi/ })
    .first()
    .click();
  const note = page.getByTestId('notification').filter({ hasText: newsTitle });
  await expect(note).toContainText(`Kabar terbaru untuk donasi Anda di “${campaign.title}”`);
  await note.getByRole('link', { name: `“${campaign.title}”` }).click();
  await expect(page.getByRole('tab', { name: 'Kabar Terbaru' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('campaign-news').filter({ hasText: newsTitle })).toBeVisible();
});
