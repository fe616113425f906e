import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signInAs, unique } from '@yayasan/infra/e2e/helpers';
import { publishArticle } from './helpers';

test.describe('author dashboard', () => {
  test('without a session it goes to /signin', async ({ page }) => {
    await page.goto('/dashboard/blogs');
    // …and comes back here after signing in.
    await expect(page).toHaveURL(/\/signin\?next=%2Fdashboard%2Fblogs$/);
  });

  test('the author searches the drafts and deletes one after confirming', async ({ page }) => {
    const word = `Rancangan${unique()}`;
    await publishArticle({ title: `${word} satu`, draft: true });
    await publishArticle({ title: `${word} dua`, draft: true });
    await signInAs(page, DEMO_ADMIN, '/dashboard/blogs?tab=draft');
    await expect(page.getByRole('tab', { name: 'Draft' })).toHaveAttribute('aria-selected', 'true');
    const search = page.getByRole('searchbox', { name: 'Cari artikel' });
    await search.fill(word);
    await search.press('Enter');
    const rows = page.getByTestId('manage-blog');
    await expect(rows).toHaveCount(2);
    await expect(page.getByText('2 artikel')).toBeVisible();

    await rows
      .filter({ hasText: `${word} satu` })
      .getByRole('button', { name: 'Hapus' })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Hapus artikel "${word} satu"?`);
    await dialog.getByRole('button', { name: 'Hapus' }).click();
    await expect(rows).toHaveCount(1);
    await expect(page.getByText('1 artikel')).toBeVisible();

    await rows.getByRole('button', { name: 'Hapus' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
    await expect(page.getByText('Tidak ada Artikel draft')).toBeVisible();

    await search.fill('');
    await expect(rows.first()).toBeVisible();
  });

  test('published articles show their stats and link to the article', async ({ page }) => {
    const title = `Statistik ${unique()}`;
    const blogId = await publishArticle({ title });
    await signInAs(page, DEMO_ADMIN, '/dashboard/blogs');
    const search = page.getByRole('searchbox', { name: 'Cari artikel' });
    await search.fill(title);
    await search.press('Enter');
    const row = page.getByTestId('manage-blog').filter({ hasText: title });
    await expect(row).toContainText('0 suka');
    await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/blog/${blogId}`);
    await expect(row.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/editor/${blogId}`);
  });
});
