import { expect, test, type Page } from '@playwright/test';
import { apiCall, DEMO_ADMIN, signInAs, signUpNewUser, unique } from '@yayasan/infra/e2e/helpers';
import { e2eState } from '@yayasan/infra/e2e/state';

/**
 * The whole site runs under the gateway's Content-Security-Policy: walking the main pages, the donate
 * flow and the editor raises no `securitypolicyviolation` and no CSP console report.
 */

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const reports: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) reports.push(msg.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  return async () => [...reports, ...(await page.evaluate(() => window.__cspViolations ?? []).catch(() => []))];
}

test('the main pages raise no Content-Security-Policy violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const seen: string[] = [];
  const visit = async (path: string, ready: () => Promise<void>) => {
    await page.goto(path);
    await ready();
    seen.push(...(await violations()).map((v) => `${path}: ${v}`));
  };
  const heading = () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  await visit('/', heading);
  await visit('/artikel', () => expect(page.locator('a[href^="/blog/"]').first()).toBeVisible());
  const article = await page.locator('a[href^="/blog/"]').first().getAttribute('href');
  await visit(article!, heading);
  await visit('/donation', () => expect(page.locator('a[href^="/donation/detail/"]').first()).toBeVisible());
  const campaign = await page.locator('a[href^="/donation/detail/"]').first().getAttribute('href');
  await visit(campaign!, heading);
  await visit('/galeri', heading);
  await visit('/tentang-kami', heading);
  await visit('/kontak', heading);
  await visit('/signin', () => expect(page.getByRole('textbox').first()).toBeVisible());
  expect(seen).toEqual([]);
});

test('the donate flow with a QRIS payment raises no Content-Security-Policy violation', async ({ page }) => {
  const admin = await apiCall<{ access_token: string }>('/signin', { body: DEMO_ADMIN });
  const created = await apiCall<{ donation_id: string }>('/donation', {
    token: admin.access_token,
    body: {
      title: `Donasi CSP ${unique()}`,
      description: 'Kampanye untuk uji kebijakan keamanan',
      content: 'Isi kampanye.',
      thumbnail: `${e2eState().baseURL}/media/demo/photo-1.png`,
      target_amount: 1_000_000,
      expiry_time: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
      updates: [],
    },
  });
  const violations = await watchCsp(page);
  const donor = await signUpNewUser();
  await signInAs(page, donor, `/donation/detail/${created.donation_id}/donate`);
  await page.getByRole('button', { name: 'Rp 25.000' }).click();
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await page.getByRole('button', { name: /QRIS/ }).first().click();
  const qr = page.getByAltText('Kode QR QRIS');
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await violations()).toEqual([]);
});

test('the editor raises no Content-Security-Policy violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await signInAs(page, DEMO_ADMIN, '/editor');
  await expect(page.getByText('New Blog')).toBeVisible();
  await page.getByPlaceholder('Judul Artikel').pressSequentially(`Uji CSP ${unique()}`);
  const body = page.getByRole('textbox', { name: 'Isi artikel' });
  await body.click();
  await page.keyboard.type('Paragraf pertama.');
  await expect(body).toContainText('Paragraf pertama.');
  expect(await violations()).toEqual([]);
});
