import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createConnection } from 'mysql2/promise';
import { createCampaign, signInAs, signUpNewUser, unique } from '@yayasan/infra/e2e/helpers';
import { e2eState } from '@yayasan/infra/e2e/state';

/** A donor arriving from a shared link has one phone. */
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

function mailsTo(email: string, subject: string): OutboxMail[] {
  const dir = e2eState().outboxDir;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxMail)
    .filter((m) => m.to === email && m.subject === subject);
}

test('GoPay on the phone: the deeplink opens the wallet, the donor pays there and comes back to success', async ({
  page,
}) => {
  const campaign = await createCampaign({
    title: `Bayar Di Ponsel ${unique()}`,
    description: 'Kampanye untuk uji pembayaran di ponsel',
    content: 'Isi kampanye uji pembayaran di ponsel.',
  });
  const donor = await signUpNewUser();
  await signInAs(page, donor, `/donation/detail/${campaign.donation_id}/donate`);
  await page.getByRole('button', { name: 'Rp 25.000' }).click();
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  // Only what can be chosen is shown.
  const strip = page.getByRole('list', { name: 'Metode pembayaran yang didukung' });
  await expect(strip.getByRole('img', { name: 'ShopeePay' })).toBeVisible();
  await expect(strip.getByRole('img', { name: 'Dana' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Gopay Gopay' }).click();

  const openApp = page.getByRole('link', { name: 'Bayar dengan Gopay' });
  await expect(openApp).toBeVisible();
  await openApp.click();
  // The simulator's stand-in for the Gojek app.
  await expect(page.getByRole('heading', { name: 'Aplikasi GoPay (simulator)' })).toBeVisible();
  await page.getByRole('button', { name: 'Bayar Rp 25.000' }).click();

  // Back on the donation's payment page, which finds the paid order and shows success, then the receipt.
  await expect(page).toHaveURL(new RegExp(`/donation/detail/${campaign.donation_id}/donate`));
  await expect(page.getByText('Pembayaran Berhasil')).toBeVisible();
  await expect(page.getByText('Transaksi Berhasil')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('receipt-total')).toHaveText('Rp 25.000');
});

test('a bank transfer started on one device is mailed, resumed and paid on another, with a reminder before its deadline', async ({
  browser,
  page,
}) => {
  const campaign = await createCampaign({
    title: `Bayar Di Ponsel ${unique()}`,
    description: 'Kampanye untuk uji pembayaran di ponsel',
    content: 'Isi kampanye uji pembayaran di ponsel.',
  });
  const donor = await signUpNewUser();
  await signInAs(page, donor, `/donation/detail/${campaign.donation_id}/donate`);
  await page.getByRole('button', { name: 'Rp 50.000' }).click();
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await page.getByRole('button', { name: /^Virtual Account/ }).click();
  await page.getByRole('button', { name: 'BRI BRI Virtual Account' }).click();
  const va = (await page.getByTestId('va-number').textContent())!.trim();
  expect(va).toMatch(/^\d{8,}$/);
  const orderId = await page.evaluate(() => JSON.parse(localStorage.getItem('midtrans')!).order_id as string);

  // The instructions mail goes out at once, with what is needed to pay and the way back.
  await expect.poll(() => mailsTo(donor.email, 'Instruksi pembayaran donasi Anda').length, { timeout: 60_000 }).toBe(1);
  const [instructions] = mailsTo(donor.email, 'Instruksi pembayaran donasi Anda');
  expect(instructions.text).toContain(`Nomor Virtual Account: ${va}`);
  expect(instructions.text).toContain('Metode: BRI Virtual Account');
  expect(instructions.text).toContain('Jumlah: Rp 50.000');
  expect(instructions.text).toMatch(/Bayar sebelum: \d{4}-\d\d-\d\d \d\d:\d\d WIB/);
  expect(instructions.text).toContain(`/donation/detail/${campaign.donation_id}/donate?order=${orderId}`);

  // Another device: the history lists it first and opens the same payment from the server's record.
  const other = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const phone = await other.newPage();
  await signInAs(phone, donor, '/dashboard/riwayat-donasi');
  const card = phone.getByTestId('unpaid-donation').filter({ hasText: campaign.title });
  await expect(card).toContainText('BRI Virtual Account');
  await expect(card).toContainText('Rp 50.000');
  await expect(card).toContainText(/Bayar sebelum\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d WIB/);
  await card.getByRole('link', { name: 'Lanjutkan pembayaran' }).click();
  await expect(phone.getByTestId('va-number')).toHaveText(va);
  await expect(phone.getByTestId('payment-amount')).toHaveText('Rp 50.000');

  // Time passes: the deadline is now under 3 hours away, and the reminder goes out once.
  const db = await createConnection(e2eState().databaseUrl);
  try {
    await db.query('UPDATE transactions SET expiry_time = ? WHERE order_id = ?', [
      new Date(Date.now() + 2 * 3600_000),
      orderId,
    ]);
  } finally {
    await db.end();
  }
  const reminder = 'Pengingat: batas pembayaran donasi Anda segera berakhir';
  await expect.poll(() => mailsTo(donor.email, reminder).length, { timeout: 90_000 }).toBe(1);
  expect(mailsTo(donor.email, reminder)[0].text).toContain(`Nomor Virtual Account: ${va}`);

  // Paid at the bank: the resumed screen shows success on its own.
  const res = await fetch(`${e2eState().midtransUrl}/simulator/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ va_number: va }),
  });
  expect(res.status).toBe(200);
  await expect(phone.getByText('Pembayaran Berhasil')).toBeVisible();
  await other.close();
});
