import { expect, test, type Page } from '@playwright/test';
import { PASSKEY_TEXT as T } from '@yayasan/validation';
import { areaReady, expectToast, signInAs, signUpNewUser } from '@yayasan/infra/e2e/helpers';

/**
 * Passkeys in a real browser: Chromium's virtual authenticator (DevTools protocol) stands in for the
 * device's fingerprint or PIN, so the site's own WebAuthn calls run unchanged.
 */

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  return { credentials };
}

test.describe('passkeys', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a new account adds a passkey in settings, signs out, and signs in with it without a password', async ({
    page,
  }) => {
    const authenticator = await virtualAuthenticator(page);
    const user = await signUpNewUser();
    await signInAs(page, user, '/settings/change-password');

    const section = page.getByRole('region', { name: T.sectionTitle, exact: true });
    await expect(section.getByText(T.empty)).toBeVisible();
    await section.getByRole('button', { name: T.add }).click();
    const dialog = page.getByRole('dialog', { name: T.addTitle });
    await dialog.getByLabel(T.nameLabel).fill('Laptop uji');
    await dialog.getByRole('button', { name: T.save }).click();
    await expectToast(page, T.added);
    await expect(section.getByRole('listitem')).toHaveCount(1);
    await expect(section.getByRole('listitem').first()).toContainText('Laptop uji');
    await expect(section.getByRole('listitem').first()).toContainText(T.neverUsed);
    // Kept on the authenticator as a discoverable credential: sign-in needs no e-mail.
    expect((await authenticator.credentials()).filter((c) => c.isResidentCredential)).toHaveLength(1);

    // Signed out (the session lives in this tab's storage), then back through the sign-in page.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/signin');
    // A button on the server's markup does nothing until the account area is hydrated.
    await areaReady(page, 'account');
    await page.getByRole('button', { name: T.signIn }).click();
    await expect(page).not.toHaveURL(/\/signin/);
    await expect(page.locator('header').getByRole('link', { name: 'Masuk', exact: true })).toHaveCount(0);

    await page.goto('/settings/change-password');
    await expect(
      page.getByRole('region', { name: T.sectionTitle, exact: true }).getByRole('listitem').first(),
    ).toContainText(T.lastUsed);
  });
});
