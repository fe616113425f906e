import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiCall, DEMO_ADMIN, signInAs, signUpNewUser, unique } from '@yayasan/infra/e2e/helpers';
import { e2eState } from '@yayasan/infra/e2e/state';

interface Created {
  donation_id: string;
  title: string;
}

/** A fresh open campaign of our own, so parallel tests never share totals or donor lists. */
async function createCampaign(): Promise<Created> {
  const admin = await apiCall<{ access_token: string }>('/signin', { body: DEMO_ADMIN });
  const title = `Donasi E2E ${unique()}`;
  const created = await apiCall<Created>('/donation', {
    token: admin.access_token,
    body: {
      title,
      description: 'Kampanye untuk uji pembayaran',
      content: 'Isi kampanye uji pembayaran.',
      thumbnail: `${e2eState().baseURL}/media/demo/photo-1.png`,
      target_amount: 1_000_000,
      expiry_time: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
      updates: [],
    },
  });
  return { donation_id: created.donation_id, title };
}

/** Pays or expires an order in the Midtrans simulator; it answers once the notification was delivered. */
async function simulator(action: 'pay' | 'expire', ref: { va_number?: string; order_id?: string }) {
  const res = await fetch(`${e2eState().midtransUrl}/simulator/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ref),
  });
  const body = (await res.json()) as { notification?: { delivered: boolean } };
  expect(res.status).toBe(200);
  expect(body.notification?.delivered).toBe(true);
}

async function chooseAmount(page: Page, preset: string) {
  await page.getByRole('button', { name: preset }).click();
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await expect(page.getByText('Pilih Tipe Pembayaran')).toBeVisible();
}

const storedOrder = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('midtrans') ?? 'null') as { order_id: string; transaction_id: string } | null,
  );

test('a donor pays 25.000 by BCA virtual account and sees it everywhere', async ({ page }) => {
  const campaign = await createCampaign();
  const donor = await signUpNewUser();
  await signInAs(page, donor, `/donation/detail/${campaign.donation_id}`);
  await page.getByRole('link', { name: 'Donasi Sekarang' }).click();
  await expect(page).toHaveURL(new RegExp(`/donation/detail/${campaign.donation_id}/donate$`));
  await expect(page.getByRole('heading', { name: campaign.title })).toBeVisible();

  await chooseAmount(page, 'Rp 25.000');
  await expect(page.getByTestId('payment-amount')).toHaveText('Rp 25.000');
  await page.getByRole('button', { name: /^Virtual Account/ }).click();
  await page.getByRole('button', { name: 'BCA BCA Virtual Account' }).click();

  const va = page.getByTestId('va-number');
  await expect(va).toHaveText(/^\d{8,}$/);
  await expect(page.getByTestId('countdown')).toHaveText(/^\d\d:\d\d:\d\d$/);
  await expect(page.getByRole('region', { name: 'Cara Bayar' }).locator('summary')).toHaveText([
    'BCA',
    'BNI',
    'BRI',
    'Permata',
    'CIMB Niaga',
  ]);
  const order = await storedOrder(page);
  expect(order?.transaction_id).toBeTruthy();

  // A reload resumes the payment from browser storage.
  await page.reload();
  await expect(va).toHaveText(/^\d{8,}$/);

  await simulator('pay', { va_number: (await va.textContent())!.trim() });
  await expect(page.getByText('Pembayaran Berhasil')).toBeVisible();
  await expect(page.getByText('Redirect in 5 Seconds')).toBeVisible();

  await expect(page.getByText('Transaksi Berhasil')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Detail Riwayat Pembayaran Donasi' })).toBeVisible();
  await expect(page.getByTestId('receipt-trx')).toHaveText(order!.transaction_id);
  await expect(page.getByText('BCA', { exact: true })).toBeVisible();
  await expect(page.getByTestId('receipt-total')).toHaveText('Rp 25.000');
  await expect(page.getByText('Alhamdulillah, Terima Kasih Telah Berdonasi')).toBeVisible();
  expect(await storedOrder(page)).toBeNull();

  // Selesai → the campaign, whose total and donor list show the donation.
  await page.getByRole('button', { name: 'Selesai' }).click();
  await expect(page).toHaveURL(new RegExp(`/donation/detail/${campaign.donation_id}$`));
  const side = page.getByRole('complementary', { name: 'Ringkasan donasi' });
  await expect(side.getByText('Rp 25.000').first()).toBeVisible();
  await expect(page.getByTestId('percentage')).toHaveText('2%');
  const donors = side.locator('li');
  await expect(donors).toHaveCount(1);
  await expect(donors.first()).toContainText('Pengguna Uji');
  await expect(donors.first()).toContainText('Rp 25.000');

  // The history: the row, the total, and the receipt with its PDF.
  await page.goto('/dashboard/riwayat-donasi');
  await expect(page.getByRole('heading', { name: 'Riwayat Donasi' })).toBeVisible();
  await expect(page.getByTestId('history-total')).toHaveText('Rp 25.000');
  const row = page.getByRole('row').filter({ hasText: order!.transaction_id });
  await expect(row).toContainText(campaign.title);
  await expect(row).toContainText('Rp 25.000');
  await expect(row).toContainText(/\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d/);
  await row.getByRole('link', { name: /Lihat/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/riwayat-donasi/${order!.transaction_id}$`));
  await expect(page.getByText('Transaksi Berhasil')).toBeVisible();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Download Invoice' }).click();
  const tab = await popup;
  await tab.waitForURL(new RegExp(`/api/invoice/${order!.transaction_id}\\.pdf\\?expires=\\d+&signature=`));
  const pdf = await fetch(tab.url());
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  await page.getByRole('link', { name: 'Kembali' }).click();
  await expect(page).toHaveURL(/\/dashboard\/riwayat-donasi$/);
});

test('a QRIS payment left to expire shows Pembayaran Kadaluarsa', async ({ page }) => {
  const campaign = await createCampaign();
  const donor = await signUpNewUser();
  await signInAs(page, donor, `/donation/detail/${campaign.donation_id}/donate`);
  await chooseAmount(page, 'Rp 50.000');
  await page.getByRole('button', { name: 'QRIS QRIS' }).click();

  const qr = page.getByRole('img', { name: 'Kode QR QRIS' });
  await expect(qr).toBeVisible();
  // The QR is a real PNG from the simulator: wait for it to finish loading, then check it decoded.
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Download QRIS' })).toBeVisible();

  const order = await storedOrder(page);
  await simulator('expire', { order_id: order!.order_id });
  await expect(page.getByText('Pembayaran Kadaluarsa')).toBeVisible();
  await page.getByRole('button', { name: 'Kembali Ke Tipe Pembayaran' }).click();
  await expect(page.getByText('Pilih Tipe Pembayaran')).toBeVisible();
  expect(await storedOrder(page)).toBeNull();

  // Nothing was collected.
  await page.goto(`/donation/detail/${campaign.donation_id}`);
  await expect(page.getByText('Belum ada donasi')).toBeVisible();
});

test('an anonymous donation is listed as Hamba Allah', async ({ page }) => {
  const campaign = await createCampaign();
  const donor = await signUpNewUser();
  await signInAs(page, donor, `/donation/detail/${campaign.donation_id}/donate`);
  await page.getByLabel('Donasi Sebagai Anonim').check();
  await chooseAmount(page, 'Rp 10.000');
  await page.getByRole('button', { name: /^Virtual Account/ }).click();
  await page.getByRole('button', { name: 'BNI BNI Virtual Account' }).click();
  await page.getByRole('button', { name: 'Detail Transaksi' }).click();
  await expect(page.getByRole('dialog', { name: 'Detail Transaksi' })).toContainText('Hamba Allah');
  await page.keyboard.press('Escape');

  await simulator('pay', { va_number: (await page.getByTestId('va-number').textContent())!.trim() });
  await expect(page.getByText('Pembayaran Berhasil')).toBeVisible();

  await page.goto(`/donation/detail/${campaign.donation_id}`);
  const donors = page.getByRole('complementary', { name: 'Ringkasan donasi' }).locator('li');
  await expect(donors).toHaveCount(1);
  await expect(donors.first()).toContainText('Hamba Allah');
  await expect(donors.first()).not.toContainText('Pengguna Uji');
});

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; path: string }[];
}

/** The mails in the development outbox (one JSON file each; attachments are files beside them). */
function outboxMails(): OutboxMail[] {
  const dir = e2eState().outboxDir;
  // The folder appears with the first mail.
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxMail);
}

test('a donor who paid finds the thank-you mail with the PDF receipt in the outbox', async ({ page }) => {
  const campaign = await createCampaign();
  const donor = await signUpNewUser();
  await signInAs(page, donor, `/donation/detail/${campaign.donation_id}/donate`);
  await chooseAmount(page, 'Rp 50.000');
  await page.getByRole('button', { name: /^Virtual Account/ }).click();
  await page.getByRole('button', { name: 'BNI BNI Virtual Account' }).click();
  const va = page.getByTestId('va-number');
  await expect(va).toHaveText(/^\d{8,}$/);
  const order = await storedOrder(page);
  expect(order?.transaction_id).toBeTruthy();

  await simulator('pay', { va_number: (await va.textContent())!.trim() });
  await expect(page.getByText('Pembayaran Berhasil')).toBeVisible();

  // The mail worker sends it in the background: wait until it is in the outbox.
  const receipts = () => outboxMails().filter((m) => m.to === donor.email && m.text.includes(order!.transaction_id));
  await expect.poll(() => receipts().length, { timeout: 120_000 }).toBe(1);
  const [mail] = receipts();
  expect(mail.subject).toBe('Terima kasih atas donasi Anda');
  expect(mail.text).toContain('Rp 50.000');
  expect(mail.text).toContain(campaign.title);
  expect(mail.text).toMatch(/Tanggal: \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d WIB/);
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0].contentType).toBe('application/pdf');
  const pdf = readFileSync(mail.attachments[0].path);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.subarray(-32).toString()).toContain('%%EOF');
});
