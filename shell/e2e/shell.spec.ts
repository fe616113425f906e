import { expect, test } from '@playwright/test';
import { REACT_DOM_CHUNK } from '@yayasan/contracts';
import { shellReady } from '@yayasan/infra/e2e/helpers';

test.describe('shell', () => {
  test('home renders top bar, counters, the three widget areas and the footer', async ({ page }) => {
    await page.setViewportSize({ width: 1500, height: 900 });
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: /— Beranda$/ })).toBeVisible();
    await expect(header.getByPlaceholder('Pencarian')).toBeVisible();
    for (const label of ['Beranda', 'Kontak', 'Tentang Kami', 'Galeri', 'Donasi', 'Artikel']) {
      await expect(
        page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: label, exact: true }),
      ).toBeVisible();
    }
    await expect(header.getByRole('link', { name: 'Masuk' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Daftar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Donasi Sekarang' })).toBeVisible();

    const counters = page.getByRole('list', { name: 'Capaian yayasan' });
    await counters.scrollIntoViewIfNeeded();
    for (const final of ['1200', '200 juta', '500+', '30']) {
      await expect(counters.getByText(final, { exact: true })).toBeVisible();
    }
    for (const remote of ['donation', 'blog', 'gallery']) {
      // Widgets load as they come near the viewport.
      await page.locator(`[data-widget="${remote}"]`).scrollIntoViewIfNeeded();
      await expect(page.locator(`[data-widget="${remote}"] h2`).first()).toBeVisible();
    }
    const footer = page.locator('footer');
    await expect(footer.getByText(/© 2024/)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Artikel' })).toBeVisible();
  });

  test('an unknown path shows the not-found page with a link home', async ({ page }) => {
    await page.goto('/tidak-ada-halaman-ini');
    await expect(page.getByText('Halaman tidak ditemukan')).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('deep links load the site directly, and an unknown deep path is not found', async ({ page }) => {
    await page.goto('/tentang/kami/lebih/dalam');
    await expect(page.getByText('Halaman tidak ditemukan')).toBeVisible();
    await page.goto('/dashboard/notifications');
    // Signed out, the dashboard frame sends the visitor to sign in.
    await expect(page).toHaveURL(/\/signin\?next=%2Fdashboard%2Fnotifications$/);
  });

  test('the theme toggle switches the body theme and survives a reload', async ({ page }) => {
    await page.goto('/kontak');
    await expect(page.locator('body')).toHaveAttribute('theme', 'light');
    await shellReady(page);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('body')).toHaveAttribute('theme', 'dark');
    expect(await page.evaluate(() => sessionStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('body')).toHaveAttribute('theme', 'dark');
    await shellReady(page);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('body')).toHaveAttribute('theme', 'light');
  });

  test('search: Enter with text navigates, Enter on an empty box does nothing', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('/tentang-kami');
    const box = page.getByPlaceholder('Pencarian');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/tentang-kami$/);
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/tentang-kami$/);
    await box.fill('anak yatim');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/anak%20yatim$/);
  });

  test('below 1450 px the main links move into a drawer; the search box hides below 780 px', async ({ page }) => {
    await page.setViewportSize({ width: 1449, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeHidden();
    await shellReady(page);
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Kontak' }).click();
    await expect(page).toHaveURL(/\/kontak$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByPlaceholder('Pencarian')).toBeVisible();
    await page.setViewportSize({ width: 779, height: 800 });
    await page.reload();
    await expect(page.locator('header')).toBeVisible();
    await expect(page.getByPlaceholder('Pencarian')).toBeHidden();
    await page.setViewportSize({ width: 1450, height: 800 });
    await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buka menu' })).toBeHidden();
  });

  test('with a remote unreachable the home page still works and that area shows its fallback', async ({ page }) => {
    await page.route('**/mf/gallery/**', (route) => route.abort());
    await page.goto('/');
    await page.locator('[data-widget="gallery"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-remote-fallback="gallery"]')).toContainText('sedang tidak dapat dimuat');
    for (const remote of ['donation', 'blog']) {
      await page.locator(`[data-widget="${remote}"]`).scrollIntoViewIfNeeded();
      await expect(page.locator(`[data-widget="${remote}"] h2`).first()).toBeVisible();
    }
    await expect(page.locator('footer')).toBeVisible();
    // Once the remote is reachable again, retrying loads it.
    await page.unroute('**/mf/gallery/**');
    await page.locator('[data-remote-fallback="gallery"]').getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(page.locator('[data-widget="gallery"] h2').first()).toBeVisible();
  });

  test('a remote page whose files (preloaded with the page) failed to load comes in with Coba Lagi', async ({
    page,
  }) => {
    await page.route('**/mf/gallery/**', (route) => route.abort());
    await page.goto('/galeri');
    const fallback = page.locator('[data-remote-fallback="gallery"]');
    await expect(fallback).toContainText('halaman ini sedang tidak dapat dimuat');
    await page.unroute('**/mf/gallery/**');
    await fallback.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(page.getByRole('button', { name: /Putar/ })).toBeVisible();
  });

  test('React DOM is requested exactly once across the host and every remote', async ({ page }) => {
    const reactRequests: string[] = [];
    page.on('request', (req) => {
      // The shell's chunk of React DOM, or a remote's own copy (a chunk named after its module path).
      const url = req.url();
      if (url.includes(REACT_DOM_CHUNK) || /node_modules_react-dom/.test(url)) reactRequests.push(url);
    });
    await page.goto('/');
    for (const remote of ['donation', 'blog', 'gallery']) {
      // Widgets load as they come near the viewport.
      await page.locator(`[data-widget="${remote}"]`).scrollIntoViewIfNeeded();
      await expect(page.locator(`[data-widget="${remote}"] h2`).first()).toBeVisible();
    }
    // Move through every remote's pages within the same document.
    await page.setViewportSize({ width: 1500, height: 900 });
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await nav.getByRole('link', { name: 'Artikel', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Kategori 1' })).toBeVisible();
    await nav.getByRole('link', { name: 'Galeri', exact: true }).click();
    await expect(page.getByRole('button', { name: /Putar/ })).toBeVisible();
    await page.locator('header').getByRole('link', { name: 'Masuk' }).click();
    // By its role: the live region announces the same words.
    await expect(page.getByRole('heading', { name: 'Selamat Datang' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(reactRequests).toHaveLength(1);
    expect(reactRequests[0]).not.toContain('/mf/');
  });
});
