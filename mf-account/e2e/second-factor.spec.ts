import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { SECOND_FACTOR_MESSAGES as M } from '@yayasan/validation';
import { apiCall, grantAdmin, signInAs, signUpNewUser, type SessionUser } from '@yayasan/infra/e2e/helpers';

/**
 * Two-step sign-in, on an administrator made for the test (the demo accounts keep signing in with a
 * password alone: other suites use them). Codes are computed here as an authenticator app would.
 */

const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** A new account with administrator rights, signed in through the API afterwards (the grant revoked its token). */
async function freshAdmin() {
  const user = await signUpNewUser();
  await grantAdmin(user.email);
  return user;
}

async function signInThroughForm(page: Page, who: { email: string; password: string }) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

test.describe('two-step verification', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an administrator turns it on in settings, then signs in with a code and with a recovery code', async ({
    page,
  }) => {
    const admin = await freshAdmin();
    await signInAs(page, admin, '/settings/change-password');

    const section = page.getByRole('region', { name: 'Verifikasi dua langkah' });
    await expect(section.getByText(/Belum aktif/)).toBeVisible();
    await section.getByRole('button', { name: 'Aktifkan' }).click();
    const setup = page.getByRole('dialog', { name: 'Atur verifikasi dua langkah' });
    await expect(setup.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeVisible();
    const secret = ((await setup.getByLabel('Kunci rahasia').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await setup.getByLabel('Kode verifikasi').fill('000000' === codeFor(secret) ? '111111' : '000000');
    await setup.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(setup.getByText(M.codeWrong)).toBeVisible();
    await setup.getByLabel('Kode verifikasi').fill(codeFor(secret));
    await setup.getByRole('button', { name: 'Verifikasi' }).click();

    const codes = page.getByRole('list', { name: 'Simpan kode pemulihan Anda' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.allTextContents()).map((c) => c.trim());
    await page.getByRole('button', { name: 'Saya sudah menyimpannya' }).click();
    await expect(section.getByText(/^Aktif\./)).toBeVisible();
    await expect(section.getByText('Sisa kode pemulihan: 10')).toBeVisible();

    // A new sign-in (another tab's worth of session storage): the password alone is not enough.
    await page.evaluate(() => sessionStorage.clear());
    await signInThroughForm(page, admin);
    await expect(page.getByRole('heading', { name: 'Verifikasi dua langkah' })).toBeVisible();
    // The code that turned it on was taken once; the next time step's code is (one step of drift allowed).
    await page.getByLabel('Kode verifikasi').fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page.locator('header').getByRole('link', { name: 'Masuk', exact: true })).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/signin/);

    // Once more with a recovery code, typed in lower case.
    await page.evaluate(() => sessionStorage.clear());
    await signInThroughForm(page, admin);
    await page.getByLabel('Kode verifikasi').fill(recovery[0].toLowerCase());
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page).not.toHaveURL(/\/signin/);

    // The same recovery code a second time is refused.
    await page.evaluate(() => sessionStorage.clear());
    await signInThroughForm(page, admin);
    await page.getByLabel('Kode verifikasi').fill(recovery[0]);
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page.getByText(M.codeWrong)).toBeVisible();
  });

  test('at 375 px the code step fits and works by keyboard', async ({ browser }) => {
    const admin = await freshAdmin();
    const signedIn = await apiCall<SessionUser>('/signin', { body: admin });
    const { secret } = await apiCall<{ secret: string }>('/second-factor/setup', {
      body: {},
      token: signedIn.access_token,
    });
    await apiCall('/second-factor/confirm', { body: { code: codeFor(secret, -1) }, token: signedIn.access_token });

    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await signInThroughForm(page, admin);
    const field = page.getByLabel('Kode verifikasi');
    await expect(field).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.keyboard.type(codeFor(secret, 1));
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/signin/);
    await context.close();
  });
});

test.describe('signed-in devices', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('ending the other devices signs them out on their next request', async ({ page, browser }) => {
    const user = await signUpNewUser();
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInAs(otherPage, user, '/settings/change-password');
    await expect(otherPage.getByRole('region', { name: 'Perangkat yang sedang masuk' })).toBeVisible();

    await signInAs(page, user, '/settings/change-password');
    const devices = page.getByRole('region', { name: 'Perangkat yang sedang masuk' });
    // Sign-up, the other browser and this one.
    await expect(devices.getByRole('listitem')).toHaveCount(3);
    await expect(devices.getByRole('listitem').first()).toContainText('Perangkat ini');
    await devices.getByRole('button', { name: 'Keluarkan semua perangkat lain' }).click();
    await expect(page.getByText('2 perangkat lain telah dikeluarkan')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);

    // The other browser's next call is refused: the site signs it out.
    await otherPage.reload();
    await expect(otherPage.locator('header').getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
    await other.close();
  });
});
