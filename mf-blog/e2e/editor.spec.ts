import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_USER, expectToast, signInAs, unique } from '@yayasan/infra/e2e/helpers';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1X1 });

const body = (page: Page) => page.getByRole('textbox', { name: 'Isi artikel' });
const tool = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Format teks' }).getByRole('button', { name, exact: true });

/** Puts the caret at the end of the body (after a field outside the text had the focus). */
async function caretToEnd(page: Page) {
  await body(page).focus();
  await page.keyboard.press('Control+End');
}

test('an admin writes every block for real, publishes, reads it back, edits it and saves a draft', async ({ page }) => {
  const title = `Kegiatan Belajar ${unique()}`;
  await signInAs(page, DEMO_ADMIN, '/editor');
  await expect(page.getByText('New Blog')).toBeVisible();

  // Banner through the shared upload helper.
  await page.getByLabel('Pilih banner artikel').setInputFiles(png('banner.png'));
  await expectToast(page, 'Uploaded 👍');
  await expect(page.getByAltText('Banner artikel')).toHaveAttribute('src', /\/media\//);

  // Title: Enter does nothing.
  await page.getByPlaceholder('Judul Artikel').pressSequentially(title);
  await page.keyboard.press('Enter');
  await expect(page.getByPlaceholder('Judul Artikel')).toHaveValue(title);
  await expect(page.getByRole('banner').getByText(title)).toBeVisible();

  // Header (toolbar), then a paragraph with a marker and inline code (shortcuts).
  await body(page).click();
  await tool(page, 'Heading 2').click();
  await page.keyboard.type('Subjudul kegiatan');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ada ');
  await page.keyboard.press('Control+Shift+M');
  await page.keyboard.type('stabilo');
  await page.keyboard.press('Control+Shift+M');
  await page.keyboard.type(' dan ');
  await tool(page, 'Inline code').click();
  await page.keyboard.type('kode');
  await tool(page, 'Inline code').click();
  await page.keyboard.type(' di sini.');
  await page.keyboard.press('Enter');

  // Ordered list starting at 3 with lower-roman counters.
  await tool(page, 'Daftar bernomor').click();
  await page.keyboard.type('Langkah pertama');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Langkah kedua');
  const start = page.getByLabel('Nomor awal');
  await start.click();
  await start.press('Control+A');
  await start.pressSequentially('3x');
  await expect(start).toHaveValue('3');
  await page.getByLabel('Jenis penomoran').selectOption('lower-roman');
  await caretToEnd(page);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  // A checklist with one item ticked.
  await tool(page, 'Checklist').click();
  await page.keyboard.type('Tugas selesai');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Tugas berikutnya');
  await body(page).getByRole('checkbox', { name: 'Tandai item selesai' }).first().check();
  await caretToEnd(page);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  // A centred quote with a caption.
  await tool(page, 'Kutipan').click();
  await page.keyboard.type('Berbagi itu indah');
  await page.getByRole('button', { name: 'Rata tengah' }).click();
  await page.getByLabel('Caption kutipan').pressSequentially('Pengurus Yayasan');

  // An uploaded image with a caption.
  await caretToEnd(page);
  await tool(page, 'Sisipkan gambar').click();
  await page.getByLabel('Pilih file gambar').setInputFiles(png('foto.png'));
  const picture = body(page).getByRole('img', { name: 'Gambar artikel' });
  await expect(picture).toHaveAttribute('src', /\/media\//);
  await page.getByLabel('Caption gambar').pressSequentially('Foto kegiatan');

  // Publish view: description and tags (Enter and comma), then publish.
  await page.getByRole('button', { name: 'Publish' }).click();
  const settings = page.getByRole('region', { name: 'Pengaturan publikasi' });
  await expect(settings.getByRole('heading', { name: title })).toBeVisible();
  await settings.getByLabel('Deskripsi singkat tentang artikel').pressSequentially('Cerita belajar bersama.');
  await expect(settings.getByText('177 karakter tersisa')).toBeVisible();
  await settings.getByPlaceholder('Topik').pressSequentially('Pendidikan');
  await page.keyboard.press('Enter');
  await settings.getByPlaceholder('Topik').pressSequentially('Kegiatan,');
  await expect(settings.getByText('8 tag tersisa')).toBeVisible();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/create-blog'));
  await settings.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published 👍');
  const { id } = (await (await created).json()) as { id: string };
  await expect(page).toHaveURL(/\/dashboard\/blogs$/);

  // The article page shows each block as written.
  await page.goto(`/blog/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Subjudul kegiatan' })).toBeVisible();
  await expect(page.locator('mark.cdx-marker', { hasText: 'stabilo' })).toBeVisible();
  await expect(page.locator('code.inline-code', { hasText: 'kode' })).toBeVisible();
  const ordered = page.locator('ol[start="3"]');
  await expect(ordered).toHaveAttribute('data-counter', 'lower-roman');
  await expect(ordered.locator('li')).toHaveText(['Langkah pertama', 'Langkah kedua']);
  await expect(page.locator('li[data-checked="true"]')).toHaveText('Tugas selesai');
  await expect(page.locator('li[data-checked="false"]')).toHaveText('Tugas berikutnya');
  const quote = page.locator('[data-alignment="center"]');
  await expect(quote).toContainText('Berbagi itu indah');
  await expect(quote.locator('cite')).toHaveText('Pengurus Yayasan');
  const figure = page.locator('figure', { has: page.locator('img[src*="/media/"]') });
  await expect(figure.locator('figcaption')).toHaveText('Foto kegiatan');

  // Editing opens the same content.
  await page.goto(`/editor/${id}`);
  await expect(page.getByPlaceholder('Judul Artikel')).toHaveValue(title);
  await expect(body(page).getByRole('heading', { level: 2 })).toHaveText('Subjudul kegiatan');
  await expect(body(page).locator('mark.cdx-marker')).toHaveText('stabilo');
  await expect(body(page).locator('code.inline-code')).toHaveText('kode');
  await expect(body(page).locator('ol[start="3"]')).toHaveCSS('list-style-type', 'lower-roman');
  await expect(body(page).getByRole('checkbox', { name: 'Tandai item selesai' })).toHaveCount(2);
  await expect(body(page).getByRole('checkbox', { name: 'Tandai item selesai' }).first()).toBeChecked();
  await expect(page.getByLabel('Caption kutipan')).toHaveValue('Pengurus Yayasan');
  await expect(body(page).locator('blockquote')).toHaveText('Berbagi itu indah');
  await expect(page.getByLabel('Caption gambar')).toHaveValue('Foto kegiatan');

  // Saving it as a draft lands on the drafts tab.
  await page.getByPlaceholder('Judul Artikel').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' (revisi)');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expectToast(page, 'Tersimpan 👍');
  await expect(page).toHaveURL(/\/dashboard\/blogs\?tab=draft$/);
  // The list's own card (the editor, which shows the same title, may still be on screen while the page loads).
  await expect(page.getByRole('heading', { level: 3, name: `${title} (revisi)` })).toBeVisible();
});

test('a pasted video URL becomes an embed; a refused image upload leaves the block empty with its toast', async ({
  page,
}) => {
  await signInAs(page, DEMO_ADMIN, '/editor');
  await body(page).click();
  await page.keyboard.type('Video kegiatan:');
  await page.keyboard.press('Enter');
  await body(page).evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(body(page).locator('iframe[src="https://www.youtube.com/embed/dQw4w9WgXcQ"]')).toBeAttached();
  await expect(page.getByLabel('Caption YouTube')).toBeVisible();

  await caretToEnd(page);
  await tool(page, 'Sisipkan gambar').click();
  await page
    .getByLabel('Pilih file gambar')
    .setInputFiles({ name: 'animasi.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expectToast(page, 'Couldn’t upload image. Please try another.');
  await expect(body(page).getByRole('button', { name: 'Pilih gambar' })).toBeVisible();
});

test('a reload keeps what was typed; a member who is not an admin is sent to /404', async ({ page }) => {
  const title = `Belum disimpan ${unique()}`;
  await signInAs(page, DEMO_ADMIN, '/editor');
  await page.getByPlaceholder('Judul Artikel').pressSequentially(title);
  await body(page).click();
  await page.keyboard.type('Paragraf yang diketik.');
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith('yayasan:editor:'))
          .map((k) => localStorage.getItem(k))
          .join(),
      ),
    )
    .toContain('Paragraf yang diketik.');
  await page.reload();
  await expect(page.getByPlaceholder('Judul Artikel')).toHaveValue(title);
  await expect(body(page)).toContainText('Paragraf yang diketik.');
  await page.getByRole('button', { name: 'Buang perubahan lokal' }).click();
  await expect(page.getByPlaceholder('Judul Artikel')).toHaveValue('');

  await signInAs(page, DEMO_USER, '/editor');
  await expect(page).toHaveURL(/\/404$/);
});
