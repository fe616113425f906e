import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  apiCall,
  DEMO_ADMIN,
  DEMO_USER,
  expectToast,
  signInAs,
  signUpNewUser,
  unique,
} from '@yayasan/infra/e2e/helpers';
import { e2eState } from '@yayasan/infra/e2e/state';
import sharp from 'sharp';

const header = (page: Page) => page.locator('header').first();

/** A small real PNG (a warm square) for the picture upload. */
const picture = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#f0a03c' } })
    .png()
    .toBuffer();

async function signOutThroughDialog(page: Page) {
  await header(page).getByRole('button', { name: 'Menu akun' }).click();
  await page
    .locator('header')
    .getByRole('button', { name: /Sign Out/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Anda yakin ingin keluar?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Keluar' }).click();
  await expect(header(page).getByRole('link', { name: 'Masuk' })).toBeVisible();
}

test.describe('accounts', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('sign up, edit the profile with a picture, change the password, sign out and sign in again', async ({
    page,
  }) => {
    const email = `akun-${unique()}@example.com`;
    const username = `relawan_${unique()}`;

    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Daftar sekarang' })).toBeVisible();
    await page.getByLabel('Nama Lengkap').fill('Relawan Uji');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Rahasia123');
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('button', { name: 'Menu akun' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Masuk' })).toHaveCount(0);

    // Edit profile: picture first, then username, bio and a link.
    await header(page).getByRole('button', { name: 'Menu akun' }).click();
    await page.locator('header').getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/edit-profile$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page
      .getByLabel('Pilih gambar')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await picture() });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, 'Gambar berhasil diupload');
    const avatar = header(page).getByRole('button', { name: 'Menu akun' }).locator('img');
    await expect(avatar).toHaveAttribute('src', /\/media\/[a-z0-9-]+\.png$/);
    const src = (await avatar.getAttribute('src'))!;
    const served = await page.request.get(src);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Bio').fill('Mengajar mengaji setiap sore');
    await expect(page.getByText(`${150 - 'Mengajar mengaji setiap sore'.length} karakter tersisa`)).toBeVisible();
    await page.getByLabel('Instagram').fill('https://instagram.com/relawan');
    await page.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Profil berhasil diperbarui!');
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('user')!).username)).toBe(username);

    // Change password through the dashboard navigation.
    await page
      .getByRole('navigation', { name: 'Navigasi dashboard' })
      .getByRole('link', { name: 'Change Password' })
      .click();
    await page.getByLabel('Password Saat Ini').fill('Rahasia123');
    await page.getByLabel('Password Baru').fill('BaruSekali9');
    await page.getByRole('button', { name: 'Ubah Password' }).click();
    await expectToast(page, 'Password Berhasil Diubah');

    await signOutThroughDialog(page);

    // The old password no longer works; the new one does.
    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Rahasia123');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expectToast(page, 'Email atau password salah');
    await page.getByLabel('Password', { exact: true }).fill('BaruSekali9');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(header(page).getByRole('button', { name: 'Menu akun' })).toBeVisible();

    // The public profile shows the changes, with Edit Profile for its owner.
    await page.goto(`/user/${username}`);
    await expect(page.getByRole('heading', { name: `@${username}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
    await page.getByRole('tab', { name: 'Tentang' }).click();
    await expect(page.getByText('Mengajar mengaji setiap sore')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Media sosial' }).getByRole('link', { name: 'Instagram' }),
    ).toHaveAttribute('href', 'https://instagram.com/relawan');
  });

  test('sign-in page: validation toasts, and a signed-in user is sent home', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Selamat Datang' })).toBeVisible();
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expectToast(page, 'Mohon isi email');
    await page.getByLabel('Email').fill('bukan-email');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expectToast(page, 'Email tidak valid');
    await expect(page.getByRole('link', { name: 'Lupa Password? Reset Disini!' })).toHaveAttribute(
      'href',
      '/reset-password',
    );

    await signInAs(page, DEMO_USER, '/signin');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/$/);
  });

  test('Google sign-in through the OAuth stub popup', async ({ page }) => {
    await page.goto('/signin');
    const button = page.getByRole('button', { name: 'Lanjutkan dengan Google' });
    await expect(button).toBeEnabled();
    const popupOpened = page.waitForEvent('popup');
    await button.click();
    const popup = await popupOpened;
    await popup.getByRole('button', { name: 'Siti Google <siti.google@example.com>' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('button', { name: 'Menu akun' })).toBeVisible();
    const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('user')!));
    expect(session).toMatchObject({ username: 'sitigoogle', fullname: 'Siti Google', isAdmin: false });

    // The Google account has no password: signing in with one says to use Google.
    await signOutThroughDialog(page);
    await page.goto('/signin');
    await page.getByLabel('Email').fill('siti.google@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Rahasia123');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expectToast(page, /dibuat dengan Google/);
  });

  test('reset password through the dev outbox: the link works once', async ({ page }) => {
    const account = await signUpNewUser();
    await page.goto('/reset-password');
    await page.getByRole('button', { name: 'Kirim' }).click();
    await expectToast(page, 'Mohon isi email');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Kirim' }).click();
    await expect(page.getByRole('status')).toContainText('tautan untuk mengatur ulang password telah dikirim');

    const { outboxDir, baseURL } = e2eState();
    let link = '';
    await expect
      .poll(() => {
        // Mails are the .json files; attachments (receipt PDFs) lie beside them.
        for (const file of readdirSync(outboxDir).filter((f) => f.endsWith('.json'))) {
          const mail = JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as { to: string; text: string };
          const found = mail.to === account.email && mail.text.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/);
          if (found) link = found[0];
        }
        return link;
      })
      .not.toBe('');
    const path = new URL(link).pathname;

    await page.goto(path);
    await page.getByLabel('Password baru', { exact: true }).fill('Pulih12345');
    await page.getByLabel('Ulangi password baru').fill('Pulih12345');
    await page.getByRole('button', { name: 'Simpan Password' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('button', { name: 'Menu akun' })).toBeVisible();
    await apiCall('/signin', { body: { email: account.email, password: 'Pulih12345' } });

    // Used once, the link stops working.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${baseURL}${path}`);
    await page.getByLabel('Password baru', { exact: true }).fill('LagiLagi123');
    await page.getByLabel('Ulangi password baru').fill('LagiLagi123');
    await page.getByRole('button', { name: 'Simpan Password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'tidak valid atau sudah kedaluwarsa' }).first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Minta tautan baru' })).toBeVisible();
  });

  test('a non-admin cannot open admin dashboard entries; the server refuses anyway', async ({ page }) => {
    const user = await signInAs(page, DEMO_USER, '/dashboard/notifications');
    const side = page.getByRole('navigation', { name: 'Navigasi dashboard' });
    await expect(side.getByRole('link', { name: 'Riwayat Donasi' })).toBeVisible();
    await expect(side.getByRole('link', { name: 'Donasi', exact: true })).toHaveCount(0);
    await expect(side.getByRole('link', { name: 'Galeri' })).toHaveCount(0);
    for (const path of ['/dashboard/donations', '/dashboard/galleries']) {
      await page.goto(path);
      await expect(page.getByText('Halaman tidak ditemukan')).toBeVisible();
    }
    await expect(
      apiCall('/gallery', {
        body: { title: 'x', description: 'y', image_url: 'z', draft: true, fileSize: 1, category: 'Default' },
        token: user.access_token,
      }),
    ).rejects.toThrow(/answered 403/);

    await signInAs(page, DEMO_ADMIN, '/dashboard/notifications');
    await expect(side.getByRole('link', { name: 'Donasi', exact: true })).toBeVisible();
    await expect(side.getByRole('link', { name: 'Galeri' })).toBeVisible();
  });

  test('the dashboard becomes a tab bar on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signInAs(page, DEMO_USER, '/settings/change-password');
    const tabs = page.getByRole('navigation', { name: 'Navigasi dashboard (ringkas)' });
    await expect(tabs.getByRole('link', { name: 'Change Password' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Navigasi dashboard', exact: true })).toBeHidden();
    await tabs.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/settings\/edit-profile$/);
    await expect(page.getByLabel('Username')).toHaveValue(
      user_(await page.evaluate(() => sessionStorage.getItem('user'))),
    );
  });

  test('signed upload URL through the gateway: relative, PUT once, then served re-encoded without the query string', async () => {
    const account = await signUpNewUser();
    const body = await picture();
    const { uploadURL } = await apiCall<{ uploadURL: string }>(
      `/get-upload-url?fileType=image/png&fileSize=${body.length}`,
      { token: account.access_token },
    );
    expect(uploadURL).toMatch(/^\/api\/uploads\//);
    const absolute = new URL(uploadURL, e2eState().baseURL).toString();
    const put = await fetch(absolute, {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(200);
    const served = await fetch(absolute.split('?')[0]);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 64, height: 64 });
    const again = await fetch(absolute, {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: { 'content-type': 'image/png' },
    });
    expect(again.status).toBe(403);
    await expect(apiCall('/get-upload-url?fileType=image/png&fileSize=10')).rejects.toThrow(/answered 401/);
  });

  test('an unknown profile shows the not-found page', async ({ page }) => {
    await page.goto(`/user/tidak-ada-${unique()}`);
    await expect(page.getByText('Halaman tidak ditemukan')).toBeVisible();
  });
});

/** The username in a stored session. */
const user_ = (stored: string | null) => (JSON.parse(stored ?? '{}') as { username?: string }).username ?? '';
