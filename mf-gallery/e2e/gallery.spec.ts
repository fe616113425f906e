import { expect, test, type Page } from '@playwright/test';
import { apiCall, areaReady, DEMO_ADMIN, expectToast, signInAs, unique } from '@yayasan/infra/e2e/helpers';

// A real 64×64 PNG: the media service decodes it, and the page must show it with a width.
const PNG_64 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDKq1ST1qkrIh7hIFCBKSh4etpohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXpFdqHeJbsAGVK/ILtS7RDdgA6pXZBfqXaIbsAHVK7IL9S7RDdiA6hXZhXqX6AZsQPWK7EK9S3QDNqB6RXah3iW6ARtQveIfHsefAaU80hruAAAAAElFTkSuQmCC',
  'base64',
);

const firstPicture = (scope: ReturnType<Page['locator']> | Page) =>
  scope.getByRole('button', { name: /^Lihat / }).first();

async function expectImageLoaded(page: Page, name: string) {
  const img = page.getByRole('img', { name }).first();
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

/** Through the account menu and the dashboard's side navigation, as an administrator gets there. */
async function openManagement(page: Page) {
  await page.getByRole('button', { name: 'Menu akun' }).click();
  await page.locator('header').getByRole('link', { name: 'Dashboard', exact: true }).click();
  await page.getByRole('navigation', { name: 'Navigasi dashboard' }).getByRole('link', { name: 'Galeri' }).click();
  await expect(page).toHaveURL(/\/dashboard\/galleries$/);
  await expect(page.getByRole('heading', { name: 'Manajemen Galeri' })).toBeVisible();
}

test.describe('gallery', () => {
  test('an admin adds an item with an uploaded image, sees it first on /galeri and home, opens it, edits and deletes it', async ({
    page,
  }) => {
    const title = `Galeri Uji ${unique()}`;
    const description = `Deskripsi ${title}`;
    await page.setViewportSize({ width: 1500, height: 900 });
    await signInAs(page, DEMO_ADMIN, '/');
    await openManagement(page);

    // Create through the editor, uploading the picture through the media service.
    await page.getByRole('link', { name: 'Tambah Galeri' }).click();
    await expect(page).toHaveURL(/\/gallery\/create$/);
    await expect(page.getByRole('heading', { name: 'Buat Galeri Baru' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Gallery' }).click();
    await expectToast(page, 'Mohon isi judul galeri');
    await page.getByLabel('Upload Gambar').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG_64 });
    await expectToast(page, 'Uploaded 👍');
    await expectImageLoaded(page, 'Gambar galeri');
    await page.getByRole('textbox', { name: 'Judul Galeri' }).fill(title);
    await page.getByRole('textbox', { name: 'Deskripsi Galeri' }).fill(description);
    await expect(page.getByText(`Batas Karakter ${description.length}/500`)).toBeVisible();
    await page.getByRole('button', { name: 'Create Gallery' }).click();
    await expectToast(page, 'Published 👍');
    await expect(page).toHaveURL(/\/galeri$/);

    // First on /galeri, with the uploaded picture served from our media store; the modal opens and closes.
    await expect(firstPicture(page)).toHaveAccessibleName(`Lihat ${title}`);
    await expectImageLoaded(page, title);
    await firstPicture(page).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByText(description)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await firstPicture(page).click();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    // The stored item: our media URL, category Default, file size recorded.
    const { items } = await apiCall<{
      items: { _id: number; title: string; image_url: string; category: string; fileSize: number }[];
    }>('/gallery');
    const stored = items.find((i) => i.title === title)!;
    expect(stored.image_url).toMatch(/\/media\/[^/]+\.png$/);
    expect(stored).toMatchObject({ category: 'Default', fileSize: PNG_64.length });

    // First on the home page too.
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Beranda' }).click();
    const widget = page.locator('[data-widget="gallery"]');
    await widget.scrollIntoViewIfNeeded();
    await expect(firstPicture(widget)).toHaveAccessibleName(`Lihat ${title}`);

    // Edit its title from the management page.
    const edited = `${title} (diubah)`;
    await openManagement(page);
    await page.getByRole('link', { name: `Edit ${title}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/gallery/edit/${stored._id}$`));
    await expect(page.getByRole('heading', { name: `Edit ${title}` })).toBeVisible();
    await expect(page.getByLabel('Upload Gambar')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Judul Galeri' }).fill(edited);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expectToast(page, 'Saved 👍');
    await expect(page).toHaveURL(/\/galeri$/);
    await expect(firstPicture(page)).toHaveAccessibleName(`Lihat ${edited}`);

    // Delete it: cancel first, then confirm.
    await openManagement(page);
    await page.getByRole('button', { name: `Delete ${edited}` }).click();
    await expect(page.getByRole('dialog')).toContainText('Anda yakin ingin menghapus gambar ini?');
    await page.getByRole('button', { name: 'Batal' }).click();
    await expect(page.getByRole('button', { name: edited, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${edited}` }).click();
    await page.getByRole('button', { name: 'Hapus' }).click();
    await expectToast(page, 'Berhasil Menghapus Gambar 👍');
    await expect(page.getByRole('button', { name: edited, exact: true })).toHaveCount(0);
    await page.goto('/galeri');
    await expect(firstPicture(page)).toBeVisible();
    await expect(page.getByRole('button', { name: `Lihat ${edited}` })).toHaveCount(0);
  });

  test('visitors see the demo pictures and a click-to-load video; no YouTube frame before the click', async ({
    page,
  }) => {
    await page.goto('/galeri');
    await expect(page.getByRole('heading', { name: 'Galeri', level: 1 })).toBeVisible();
    await expect(firstPicture(page)).toBeVisible();
    expect(await page.getByRole('button', { name: /^Lihat / }).count()).toBeGreaterThanOrEqual(8);
    await expect(page.locator('iframe')).toHaveCount(0);
    // The button on the server's markup does nothing until its area is hydrated.
    await areaReady(page, 'gallery');
    await page.getByRole('button', { name: /^Putar Video/ }).click();
    await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);
  });
});
