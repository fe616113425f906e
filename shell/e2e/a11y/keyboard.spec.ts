import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_USER, shellReady, signInAs, signUpNewUser } from '@yayasan/infra/e2e/helpers';

/** Presses Tab until `target` has focus (or fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const focused = (page: Page) => page.locator(':focus');

test.describe('keyboard only', () => {
  test('home → campaign → amount → method → pay screen, focus on each new heading', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const donor = await signUpNewUser();
    await signInAs(page, donor, '/');
    const campaignLink = page.locator('[data-widget="donation"] a[href^="/donation/detail/"]').first();
    // The widget loads on the first key press (or when scrolled near).
    await page.keyboard.press('Shift');
    await expect(campaignLink).toBeVisible();
    const href = (await campaignLink.getAttribute('href'))!;
    await tabTo(page, campaignLink);
    await page.keyboard.press('Enter');

    // The campaign page: its title is the page's heading and has focus; the title names the page.
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(focused(page)).toHaveRole('heading');
    await expect(page).toHaveTitle(/^Donasi \| /);

    await tabTo(page, page.getByRole('link', { name: 'Donasi Sekarang' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}/donate$`));
    // The amount step's heading (the campaign's title) has focus.
    await expect(page.locator('h1')).toBeFocused();

    await tabTo(page, page.getByRole('button', { name: 'Rp 25.000' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Rp 25.000' })).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, page.getByRole('button', { name: 'Selanjutnya' }));
    await page.keyboard.press('Enter');
    await expect(focused(page)).toHaveText('Pilih Tipe Pembayaran');

    await tabTo(page, page.getByRole('button', { name: /^Virtual Account/ }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'BCA BCA Virtual Account' }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('va-number')).toHaveText(/^\d{8,}$/);
    await expect(focused(page)).toHaveRole('heading');
    await expect(focused(page)).toContainText('BCA Virtual Account');

    // The transaction detail dialog keeps Tab inside and gives focus back on Escape.
    const detail = page.getByRole('button', { name: 'Detail Transaksi' });
    await tabTo(page, detail);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Detail Transaksi' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(detail).toBeFocused();
  });

  test('skip link, account menu and sign-out dialog: focus stays inside and comes back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, DEMO_USER, '/kontak');
    await expect(page.locator('h1')).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Langsung ke konten' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    const avatar = page.getByRole('button', { name: 'Menu akun' });
    await tabTo(page, avatar);
    await page.keyboard.press('Enter');
    await expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(avatar).toHaveAttribute('aria-expanded', 'false');
    await expect(avatar).toBeFocused();

    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: /Sign Out/ }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Anda yakin ingin keluar?' });
    await expect(page.getByRole('button', { name: 'Batal' })).toBeFocused();
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(avatar).toBeFocused();
  });

  test('the drawer on a phone: search inside, focus in and back, and a page change focuses the new heading', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/kontak');
    await expect(page.locator('h1')).toBeVisible();
    await shellReady(page);
    const menu = page.getByRole('button', { name: 'Buka menu' });
    await tabTo(page, menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu utama' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expect(drawer.getByRole('searchbox', { name: 'Pencarian' })).toBeVisible();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await page.keyboard.press('Enter');
    await tabTo(page, drawer.getByRole('link', { name: 'Tentang Kami' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tentang-kami$/);
    await expect(page).toHaveTitle(/^Tentang Kami \| /);
    await expect(page.locator('h1')).toBeFocused();
    await expect(page.locator('#live-announcer')).toHaveText('Tentang Kami');

    // Search from the drawer.
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('dialog').getByRole('searchbox', { name: 'Pencarian' }).fill('anak');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/anak$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('back to where you were', () => {
  test('"Masuk Untuk Donasi" returns to the campaign after signing in', async ({ page }) => {
    await page.goto('/donation');
    const campaign = page.locator('a[href^="/donation/detail/"]').first();
    const href = (await campaign.getAttribute('href'))!;
    await page.goto(href);
    await page.getByRole('link', { name: 'Masuk Untuk Donasi' }).click();
    await expect(page).toHaveURL(`/signin?next=${encodeURIComponent(href)}`);
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.locator('#auth-password').fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('link', { name: 'Donasi Sekarang' })).toBeVisible();
  });

  test('an outside address in ?next= is ignored: the visitor lands on the home page of this site', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/signin?next=${encodeURIComponent('https://evil.example/')}`);
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.locator('#auth-password').fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await page.goto(`/signin?next=${encodeURIComponent('//evil.example')}`);
    await expect(page).toHaveURL(`${baseURL}/`);
  });
});
