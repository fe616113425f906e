import { expect, test } from '@playwright/test';
import { createCampaign, signInAs, signUpNewUser, unique } from '@yayasan/infra/e2e/helpers';
import { e2eState } from '@yayasan/infra/e2e/state';

/** A donor on a 375 px phone pays with a card (3-D Secure) or at a convenience store. */
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

test("a card payment: checked in the browser, tokenized by Midtrans, approved on the simulator's 3-D Secure page, back to success", async ({
  page,
}) => {
  const campaign = await createCampaign({
    title: `Kartu Dan Gerai ${unique()}`,
    description: 'Kampanye untuk uji pembayaran kartu dan gerai',
    content: 'Isi kampanye uji pembayaran kartu dan gerai.',
  });
  const donor = await signUpNewUser();
  await signInAs(page, donor, `/donation/detail/${campaign.donation_id}/donate`);
  await page.getByRole('button', { name: 'Rp 50.000' }).click();
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  const cardOption = page.getByRole('button', { name: 'Kartu Kartu Kredit/Debit' });
  await expect(cardOption).toBeVisible();
  await cardOption.click();

  const form = page.getByRole('form', { name: 'Data kartu' });
  // A mistyped number is caught in the browser, in Indonesian, before anything is sent.
  await form.getByLabel('Nomor kartu').fill('4811 1111 1111 1115');
  await form.getByLabel('Masa berlaku (BB/TT)').fill('12/30');
  await form.getByLabel('CVV').fill('123');
  await form.getByRole('button', { name: 'Bayar dengan Kartu' }).click();
  await expect(form.getByText('Nomor kartu tidak valid, periksa kembali')).toBeVisible();

  // Midtrans's sandbox card that passes 3-D Secure.
  await form.getByLabel('Nomor kartu').fill('4811 1111 1111 1114');
  const pay = page.waitForRequest((r) => r.url().endsWith(`/donation/${campaign.donation_id}/pay`));
  await form.getByRole('button', { name: 'Bayar dengan Kartu' }).click();
  const body = (await pay).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ payment_method: 'credit_card', amount: 50_000 });
  expect(JSON.stringify(body)).not.toContain('4811111111111114');

  await expect(page.getByRole('heading', { name: 'Verifikasi 3-D Secure (simulator)' })).toBeVisible();
  await expect(page.getByText('481111-1114')).toBeVisible();
  await page.getByRole('button', { name: 'Setujui (OTP benar)' }).click();

  await expect(page).toHaveURL(new RegExp(`/donation/detail/${campaign.donation_id}/donate`));
  await expect(page.getByText('Pembayaran Berhasil')).toBeVisible();
  await expect(page.getByText('Transaksi Berhasil')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('receipt-total')).toHaveText('Rp 50.000');
});

test('Indomaret: the payment code with its limit, steps and deadline, paid at the store and shown as success', async ({
  page,
}) => {
  const campaign = await createCampaign({
    title: `Kartu Dan Gerai ${unique()}`,
    description: 'Kampanye untuk uji pembayaran kartu dan gerai',
    content: 'Isi kampanye uji pembayaran kartu dan gerai.',
  });
  const donor = await signUpNewUser();
  await signInAs(page, donor, `/donation/detail/${campaign.donation_id}/donate`);
  await page.getByRole('button', { name: 'Rp 25.000' }).click();
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  const indomaret = page.getByRole('button', { name: 'Indomaret Indomaret' });
  await expect(indomaret).toBeVisible();
  await expect(page.getByText('Paling banyak Rp 5.000.000 per pembayaran.')).toBeVisible();
  await indomaret.click();

  const code = (await page.getByTestId('payment-code').textContent())!.trim();
  expect(code).toMatch(/^\d{14}$/);
  await expect(page.getByText('Datang ke gerai Indomaret terdekat.')).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText(/^2[34]:\d\d:\d\d$/);

  // The cashier takes the code: the simulator pays it, and the screen shows success on its own.
  const res = await fetch(`${e2eState().midtransUrl}/simulator/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ref: code }),
  });
  expect(res.status).toBe(200);
  await expect(page.getByText('Pembayaran Berhasil')).toBeVisible();
  await expect(page.getByText('Transaksi Berhasil')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('receipt-total')).toHaveText('Rp 25.000');
});
