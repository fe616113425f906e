import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PLEDGE_WORDS, type PledgeList } from '@yayasan/contracts';
import { createDb } from '@yayasan/service-kit';
import { apiCall, createCampaign, signInAs, signUpNewUser } from '@yayasan/infra/e2e/helpers';
import { e2eState } from '@yayasan/infra/e2e/state';

// The pledges' scheduled pass runs every minute: a test waits for one, far inside this limit.
test.describe.configure({ timeout: 480_000 });

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

function outboxMails(): OutboxMail[] {
  const dir = e2eState().outboxDir;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxMail);
}

/** Opens the pledge form from the campaign's donate page, as a donor finds it. */
async function openPledgeForm(page: Page, campaignId: string) {
  await page.goto(`/donation/detail/${campaignId}/donate`);
  await page.getByRole('link', { name: PLEDGE_WORDS.choice }).click();
  await expect(page).toHaveURL(/\/dashboard\/donasi-rutin\?campaign=/);
  await expect(page.getByRole('heading', { name: PLEDGE_WORDS.choice })).toBeVisible();
}

/** Day 1 of the month has always come (Jakarta), so the current month is due at the next pass. */
async function pledgeOnTheFirst(page: Page) {
  await page.getByRole('button', { name: 'Rp 25.000' }).click();
  await page.getByLabel('Tanggal setiap bulan').selectOption('1');
}

test('a donor pledges by reminder, gets the reminder, and pays the first month with one tap', async ({ page }) => {
  const campaign = await createCampaign();
  const donor = await signUpNewUser();
  await signInAs(page, donor, '/');
  await openPledgeForm(page, campaign.donation_id);

  await pledgeOnTheFirst(page);
  await page.getByRole('radio', { name: new RegExp(PLEDGE_WORDS.ways.reminder) }).check();
  await page.getByLabel('Metode pembayaran yang biasa Anda pakai').selectOption('bank_transfer');
  await page.getByLabel('Doa & dukungan (opsional)').fill('Semoga adik-adik sehat selalu');
  await page.getByRole('button', { name: 'Mulai Donasi Rutin' }).click();
  await expect(page.getByRole('heading', { name: 'Terima kasih, donasi rutin Anda tercatat' })).toBeVisible();
  await expect
    .poll(() => outboxMails().filter((m) => m.to === donor.email && /donasi rutin/i.test(m.subject)).length)
    .toBeGreaterThan(0);

  // The scheduled pass opens this month and sends its reminder with the one-tap link.
  const reminder = () => outboxMails().find((m) => m.to === donor.email && m.subject.startsWith('Pengingat'));
  await expect.poll(() => reminder()?.subject, { timeout: 180_000 }).toBe('Pengingat donasi rutin bulan ini');
  const link = /\/donation\/detail\/[^\s?]+\/donate\?pledge=\d+&month=\d{4}-\d{2}/.exec(reminder()!.text)?.[0];
  expect(link).toBeTruthy();

  // The link opens the donate page filled in: the amount, the prayer, the remembered method.
  await page.goto(link!);
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await expect(page.getByTestId('payment-amount')).toHaveText('Rp 25.000');
  await page.getByRole('button', { name: /^Virtual Account/ }).click();
  await page.getByRole('button', { name: 'BCA BCA Virtual Account' }).click();
  const va = page.getByTestId('va-number');
  await expect(va).toHaveText(/^\d{8,}$/);
  const paid = await fetch(`${e2eState().midtransUrl}/simulator/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ va_number: (await va.textContent())!.trim() }),
  });
  expect(paid.status).toBe(200);
  await expect(page.getByText('Transaksi Berhasil')).toBeVisible({ timeout: 30_000 });

  // The month is paid on the donor's pledges page, and its link is gone.
  await page.goto('/dashboard/donasi-rutin');
  const card = page.getByRole('article').filter({ hasText: campaign.title });
  await expect(card.getByText(PLEDGE_WORDS.monthStates.paid)).toBeVisible();
  await expect(card.getByRole('link', { name: /^Bayar donasi rutin/ })).toHaveCount(0);
});

test('an automatic card pledge is charged by Midtrans next month and recorded once', async ({ page }) => {
  const campaign = await createCampaign();
  const donor = await signUpNewUser();
  await signInAs(page, donor, '/');
  await openPledgeForm(page, campaign.donation_id);

  await pledgeOnTheFirst(page);
  await page.getByRole('radio', { name: new RegExp(PLEDGE_WORDS.ways.automatic.replace(/[()/]/g, '.')) }).check();
  await page.getByRole('radio', { name: 'Kartu Kredit/Debit' }).check();
  await page.getByLabel('Nomor kartu').fill('4811 1111 1111 1114');
  await page.getByLabel('Masa berlaku (BB/TT)').fill('12/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Mulai Donasi Rutin' }).click();
  await expect(page.getByRole('heading', { name: 'Terima kasih, donasi rutin Anda tercatat' })).toBeVisible();
  await expect(page.getByText(/ditagih otomatis \(Kartu Kredit\/Debit\)/)).toBeVisible();

  // Midtrans charges the subscription on its next date (the simulator makes that charge now).
  const { pledges } = await apiCall<PledgeList>('/pledges', { token: donor.access_token });
  // Midtrans's subscription id is the service's own record, not part of what the donor is shown.
  const db = createDb(e2eState().env.DATABASE_URL, { min: 0, max: 1 });
  let subscription: string | null | undefined;
  try {
    subscription = (await db('pledges').where({ id: pledges[0].id }).first('subscription_id'))?.subscription_id;
  } finally {
    await db.destroy();
  }
  expect(subscription).toBeTruthy();
  const charged = await fetch(`${e2eState().midtransUrl}/simulator/subscriptions/${subscription}/charge-next`, {
    method: 'POST',
  });
  expect(charged.status).toBe(200);
  const { charges } = (await charged.json()) as { charges: { notification: { delivered: boolean } }[] };
  expect(charges).toHaveLength(1);
  expect(charges[0].notification.delivered).toBe(true);

  await page.goto('/dashboard/donasi-rutin');
  const card = page.getByRole('article').filter({ hasText: campaign.title });
  await expect(card.getByText(PLEDGE_WORDS.monthStates.paid)).toHaveCount(1);

  // The charge is an ordinary donation: it is in the donor's history, once.
  await page.goto('/dashboard/riwayat-donasi');
  await expect(page.getByTestId('history-total')).toHaveText('Rp 25.000');
});
