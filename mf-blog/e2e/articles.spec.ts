import { expect, test, type Page } from '@playwright/test';
import {
  apiCall,
  areaReady,
  DEMO_ADMIN,
  expectToast,
  signInAs,
  signUpNewUser,
  unique,
} from '@yayasan/infra/e2e/helpers';
import { publishArticle } from './helpers';

const likeCount = (page: Page) => page.getByTestId('like-count').first();
const commentCount = (page: Page) => page.getByTestId('comment-count').first();
const drawer = (page: Page) => page.getByRole('complementary', { name: 'Komentar' });

test.describe('articles', () => {
  test('a visitor finds an article in the list and reads it: every block renders, hostile markup stays inert', async ({
    page,
  }) => {
    const title = `Kunjungan Museum ${unique()}`;
    const blogId = await publishArticle({ title, tags: ['Kategori 4', 'Museum'] });
    await page.setViewportSize({ width: 1300, height: 900 });
    await page.goto('/artikel');
    await areaReady(page, 'blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Artikel Terbaru' })).toBeVisible();
    await page.getByRole('button', { name: 'Kategori 4' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kategori 4' })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(title) }).click();

    await expect(page).toHaveURL(new RegExp(`/blog/${blogId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: '@admin', exact: true })).toHaveAttribute('href', '/user/admin');
    const content = page.getByTestId('blog-content');
    await expect(content.locator('mark.cdx-marker')).toContainText('stabilo');
    await expect(content.getByRole('heading', { level: 2, name: 'Subjudul kegiatan' })).toBeVisible();
    await expect(content.locator('ol')).toHaveAttribute('start', '3');
    await expect(content.getByRole('checkbox')).toBeChecked();
    await expect(content.locator('blockquote')).toContainText('Kutipan inspiratif');
    await expect(content.locator('figure img')).toHaveAttribute('src', /photo-3\.png$/);
    await expect(content).toContainText('teks');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(content.locator('script, img[src="x"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

    // Reading counted once for this visit.
    const { blog } = await apiCall<{ blog: { activity: { total_reads: number } } }>('/get-blog', {
      body: { blog_id: blogId },
    });
    expect(blog.activity.total_reads).toBe(2);
  });

  test('an unknown article shows the not-found page', async ({ page }) => {
    await page.goto(`/blog/tidak-ada-${unique()}`);
    await expect(page.getByText('Halaman tidak ditemukan')).toBeVisible();
  });

  test('a user likes, comments and replies; the author sees the bell dot and the notifications, replies and deletes a comment', async ({
    browser,
  }) => {
    const title = `Gotong Royong ${unique()}`;
    const blogId = await publishArticle({ title });
    const reader = await signUpNewUser();

    const userPage = await (await browser.newContext()).newPage();
    await signInAs(userPage, reader, `/blog/${blogId}`);
    await expect(userPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(likeCount(userPage)).toHaveText('0');
    await userPage.getByRole('button', { name: 'Suka' }).first().click();
    await expect(likeCount(userPage)).toHaveText('1');
    await expect(userPage.getByRole('button', { name: 'Batal suka' }).first()).toBeEnabled();

    await userPage.getByRole('button', { name: 'Buka komentar' }).first().click();
    const panel = drawer(userPage);
    await expect(panel.getByText('Tidak Ada Komentar')).toBeVisible();
    await panel.getByLabel('Tulis komentar').fill('Semoga kegiatannya lancar');
    await panel.getByRole('button', { name: 'Komentar', exact: true }).click();
    await expect(panel.getByText('Semoga kegiatannya lancar')).toBeVisible();
    await expect(commentCount(userPage)).toHaveText('1');
    await panel.getByRole('button', { name: 'Balas', exact: true }).click();
    await panel.getByLabel('Tulis balasan').fill('Saya ikut membantu');
    await panel.getByRole('button', { name: 'Balas', exact: true }).nth(1).click();
    await expect(panel.locator('[data-level="1"]')).toContainText('Saya ikut membantu');
    await expect(commentCount(userPage)).toHaveText('2');

    // The like survives a reload: the initial state comes from the server.
    await userPage.reload();
    await expect(userPage.getByRole('button', { name: 'Batal suka' }).first()).toBeVisible();
    await expect(likeCount(userPage)).toHaveText('1');
    await userPage.context().close();

    // The author: red dot, then the notifications page.
    const authorPage = await (await browser.newContext()).newPage();
    await authorPage.setViewportSize({ width: 1300, height: 900 });
    await signInAs(authorPage, DEMO_ADMIN, '/');
    await expect(authorPage.getByTestId('notification-dot')).toBeVisible();
    await authorPage.getByRole('link', { name: 'Notifikasi' }).first().click();
    await expect(authorPage).toHaveURL(/\/dashboard\/notifications$/);
    await expect(authorPage.getByTestId('notification-dot')).toHaveCount(0);
    const mine = authorPage.getByTestId('notification').filter({ hasText: reader.username }).filter({ hasText: title });
    await expect(mine.filter({ hasText: 'menyukai artikel Anda' })).toHaveCount(1);
    const commentNote = mine.filter({ hasText: 'Semoga kegiatannya lancar' });
    await expect(commentNote).toHaveCount(1);
    await expect(commentNote).toHaveAttribute('data-seen', 'false');
    await commentNote.getByRole('button', { name: 'Balas' }).click();
    await commentNote.getByLabel(/Balas @/).fill('Terima kasih atas dukungannya');
    await commentNote.getByRole('button', { name: 'Balas' }).last().click();
    await expectToast(authorPage, 'Balasan Terkirim!');
    await expect(commentNote.getByTestId('notification-reply')).toContainText('Terima kasih atas dukungannya');
    await authorPage.getByRole('button', { name: 'like', exact: true }).click();
    await expect(
      authorPage.getByTestId('notification').filter({ hasText: reader.username }).filter({ hasText: title }),
    ).toHaveCount(1);

    // The author deletes the reader's comment (with its replies) on the article page.
    await authorPage.goto(`/blog/${blogId}`);
    await expect(commentCount(authorPage)).toHaveText('3');
    await expect(authorPage.getByRole('link', { name: 'Edit' }).first()).toHaveAttribute('href', `/editor/${blogId}`);
    await authorPage.getByRole('button', { name: 'Buka komentar' }).first().click();
    const authorPanel = drawer(authorPage);
    const readerComment = authorPanel.getByTestId('comment').filter({ hasText: 'Semoga kegiatannya lancar' });
    await readerComment.getByRole('button', { name: 'Hapus komentar' }).click();
    await expect(authorPanel.getByText('Semoga kegiatannya lancar')).toHaveCount(0);
    await expect(commentCount(authorPage)).toHaveText('0');
    await expect(authorPanel.getByText('Tidak Ada Komentar')).toBeVisible();
    await authorPage.context().close();
  });

  test('a signed-out visitor is asked to log in before liking or commenting', async ({ page }) => {
    const blogId = await publishArticle({ title: `Tamu ${unique()}` });
    await page.goto(`/blog/${blogId}`);
    await areaReady(page, 'blog');
    await page.getByRole('button', { name: 'Suka' }).first().click();
    await expectToast(page, 'login untuk menyukai artikel ini');
    await expect(likeCount(page)).toHaveText('0');
    await page.getByRole('button', { name: 'Buka komentar' }).first().click();
    await drawer(page).getByLabel('Tulis komentar').fill('Halo');
    await drawer(page).getByRole('button', { name: 'Komentar', exact: true }).click();
    await expectToast(page, 'Login sebelum berkomentar');
  });

  test('search finds an article by a word of its title and by a tag', async ({ page }) => {
    const word = `Cendrawasih${unique()}`;
    const tag = `Tag${unique()}`;
    const title = `Burung ${word} di Papua`;
    await publishArticle({ title, tags: [tag], des: 'Catatan perjalanan relawan.' });
    await page.setViewportSize({ width: 1300, height: 900 });
    await page.goto('/');
    await page.getByPlaceholder('Pencarian').fill(word.toLowerCase());
    await page.getByPlaceholder('Pencarian').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search/${word.toLowerCase()}$`));
    await expect(page.getByTestId('blog-card').filter({ hasText: title })).toBeVisible();

    await page.goto(`/search/${encodeURIComponent(tag.toUpperCase())}`);
    await expect(page.getByTestId('blog-card').filter({ hasText: title })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Akun Ditemukan' })).toBeVisible();

    await page.goto(`/search/tidakadasamasekali${unique()}`);
    await expect(page.getByText('Tidak ada artikel di publish')).toBeVisible();
  });
});
