import { expect, test, type Page } from '@playwright/test';
import {
  apiCall,
  areaReady,
  DEMO_ADMIN,
  expectToast,
  signInAs,
  unique,
  type SessionUser,
} from '@yayasan/infra/e2e/helpers';
import { e2eState } from '@yayasan/infra/e2e/state';

/** A real 1×1 PNG, so the media service accepts it as an image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** 'YYYY-MM-DD' some days ahead, as the date picker takes it. */
function dayAhead(days: number): string {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return d.toISOString().slice(0, 10);
}

/** Waits until the public list has answered (cards or the empty message), so an absence means something. */
async function openPublicList(page: Page) {
  await page.goto('/donation');
  await expect(page.getByRole('heading', { name: 'Donasi Yang Sedang Berjalan' })).toBeVisible();
  await expect(page.getByText(/Halaman 1 Dari \d+|Saat Ini Belum Ada Donasi Yang Berjalan/)).toBeVisible();
}

const card = (page: Page, title: string) =>
  page.getByTestId('campaign-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('an admin creates a campaign with a thumbnail, drafts it, publishes it again and renames it', async ({ page }) => {
  const title = `Kampanye E2E ${unique()}`;
  await signInAs(page, DEMO_ADMIN, '/donation/create');
  await expect(page.getByRole('heading', { name: 'Buat Donasi Baru' })).toBeVisible();

  await page
    .getByLabel('Upload Thumbnail')
    .setInputFiles({ name: 'thumbnail.png', mimeType: 'image/png', buffer: PNG });
  await expectToast(page, 'Uploaded 👍');
  await expect(page.getByRole('img', { name: 'Thumbnail donasi' })).toHaveAttribute('src', /\/media\//);

  await page.getByLabel('Judul Donasi').fill(title);
  await page.getByLabel('Target Donasi').pressSequentially('1500000');
  await expect(page.getByLabel('Target Donasi')).toHaveValue('1.500.000');
  await page.getByLabel('Tanggal Berakhir').fill(dayAhead(30));
  await page.getByLabel('Deskripsi Kartu').fill('Kampanye untuk uji ujung ke ujung');
  await expect(page.getByText('Batas Karakter 33/500')).toBeVisible();
  await page.getByLabel('Konten').fill('Isi lengkap kampanye uji.');
  await page.getByRole('button', { name: 'Create Donation' }).click();
  await expectToast(page, 'Published 👍');
  await expect(page).toHaveURL(/\/donation$/);

  // In the public list and on the home page (newest first).
  await expect(card(page, title)).toBeVisible();
  await expect(card(page, title).getByText('Rp 1.500.000')).toBeVisible();
  await page.goto('/');
  await page.locator('[data-widget="donation"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-widget="donation"]').getByRole('heading', { name: title })).toBeVisible();

  // Detail, then move to draft with the confirmation.
  await page.goto('/donation');
  await card(page, title).click();
  await expect(page).toHaveURL(/\/donation\/detail\/[^/]+$/);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await expect(page.getByRole('heading', { name: 'Detail Donasi Berjalan' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Donasi' })).toHaveAttribute('href', `/donation/edit/${id}`);
  await page.getByRole('button', { name: 'Pindahkan Ke Draft' }).click();
  await expect(page.getByRole('dialog')).toContainText('Anda yakin ingin memindahkan donasi ini ke draft?');
  await page.getByRole('dialog').getByRole('button', { name: 'Pindahkan' }).click();
  await expectToast(page, 'Donasi Terdraft');

  await openPublicList(page);
  await expect(card(page, title)).toHaveCount(0);

  // Drafts tab of the management page, then publish again.
  await page.goto('/dashboard/donations');
  await expect(page.getByRole('heading', { name: 'Manajemen Donasi' })).toBeVisible();
  await page.getByRole('tab', { name: 'Drafts' }).click();
  const draftRow = page
    .getByTestId('management-row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(draftRow).toBeVisible();
  await expect(draftRow.getByText(/^Dibuat pada /)).toBeVisible();
  await draftRow.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Donasi Terpublish');
  await expect(draftRow).toHaveCount(0);
  await page.getByRole('tab', { name: 'Sedang Berjalan' }).click();
  const runningRow = page
    .getByTestId('management-row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(runningRow).toBeVisible();

  // Edit the title.
  await runningRow.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/donation/edit/${id}$`));
  await expect(page.getByRole('heading', { name: `Edit ${title}` })).toBeVisible();
  await expect(page.getByLabel('Target Donasi')).toHaveValue('1.500.000');
  const renamed = `${title} (diperbarui)`;
  await page.getByLabel('Judul Donasi').fill(renamed);
  await page.getByRole('button', { name: 'Save Donation' }).click();
  await expectToast(page, 'Saved 👍');
  await expect(page).toHaveURL(/\/donation$/);
  await expect(card(page, renamed)).toBeVisible();
  await expect(card(page, title)).toHaveCount(0);
});

test('a visitor opens the share dialog and copies the link', async ({ page, context }) => {
  const { baseURL } = e2eState();
  const admin = await apiCall<SessionUser>('/signin', { body: DEMO_ADMIN });
  const title = `Kampanye Bagikan ${unique()}`;
  const created = await apiCall<{ donation_id: string }>('/donation', {
    token: admin.access_token,
    body: {
      title,
      description: 'Untuk dibagikan',
      content: 'Isi',
      target_amount: 200_000,
      thumbnail: `${baseURL}/media/demo/photo-2.png`,
      expiry_time: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    },
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  // The short address shows the same page.
  await page.goto(`/donation/${created.donation_id}`);
  await expect(page.getByRole('heading', { name: 'Detail Donasi Berjalan' })).toBeVisible();
  // Signing in comes back to this campaign.
  await expect(page.getByRole('link', { name: 'Masuk Untuk Donasi' })).toHaveAttribute(
    'href',
    `/signin?next=${encodeURIComponent(`/donation/${created.donation_id}`)}`,
  );
  await expect(page.getByRole('link', { name: 'Edit Donasi' })).toHaveCount(0);

  await areaReady(page, 'donation');
  await page.getByRole('button', { name: 'Bagikan Donasi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bagikan Donasi' });
  await expect(dialog.getByText('Scan QR Code Berikut')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'QR Code donasi' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  const link = await dialog.getByRole('textbox', { name: 'Link donasi' }).inputValue();
  expect(link).toMatch(new RegExp(`/donation/detail/${created.donation_id}$`));
  await dialog.getByRole('button', { name: 'Salin' }).click();
  await expect(dialog.getByRole('button', { name: 'Disalin' })).toBeVisible();
  await expectToast(page, 'Disalin');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The copied link opens the campaign.
  await page.keyboard.press('Escape');
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: title })).toBeVisible();
});

test('an unknown campaign shows the not-found page', async ({ page }) => {
  await page.goto(`/donation/detail/tidak-ada-${unique()}`);
  await expect(page.getByText('Halaman tidak ditemukan')).toBeVisible();
});
