import { expect, test, type Page } from '@playwright/test';
import { createCampaign, signInAs, signUpNewUser, unique } from '@yayasan/infra/e2e/helpers';

const PHONE = { width: 375, height: 667 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** Whether the element lies wholly inside the visible part of the page, above `bottom` (the bar's top). */
async function inViewport(page: Page, selector: ReturnType<Page['getByTestId']>, bottom = PHONE.height) {
  const box = await selector.boundingBox();
  return !!box && box.y >= 0 && box.y + box.height <= bottom;
}

test('the campaign page asks on the first screen and keeps the donate button in reach while scrolling', async ({
  page,
}) => {
  const { donation_id, title } = await createCampaign({
    title: `Layar Pertama ${unique()}`,
    description: 'Kampanye uji layar pertama',
    content: 'Isi kampanye yang panjang.\n'.repeat(18),
    target_amount: 2_000_000,
    days: 20,
  });
  await signInAs(page, await signUpNewUser(), `/donation/detail/${donation_id}`);

  const side = page.getByRole('complementary', { name: 'Ringkasan donasi' });
  await expect(side.getByRole('heading', { name: title })).toBeVisible();
  const bar = page.getByTestId('sticky-donate-bar');
  const donate = bar.getByRole('link', { name: 'Donasi Sekarang' });
  // The page is served as to a visitor; the bar is measured once the session has taken over (its
  // button, and so its height, is the signed-in one).
  await expect(donate).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const barTop = async () => (await bar.boundingBox())?.y ?? 0;
  // The first screen: everything above the bar that holds the donate button.
  for (const part of [
    page.locator('main img').first(),
    side.getByRole('heading', { name: title }),
    side.getByText('Dana Terkumpul'),
    side.getByRole('progressbar', { name: 'Progress Berjalan' }),
    side.getByTestId('time-left'),
    side.getByTestId('donor-count'),
  ]) {
    await expect.poll(async () => inViewport(page, part, await barTop())).toBe(true);
  }
  await expect(side.getByTestId('time-left')).toHaveText(/^(20|21) hari lagi$/);
  await expect(side.getByTestId('donor-count')).toHaveText('0 donatur');

  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeGreaterThan(PHONE.height * 1.5);
  for (const y of [0, height / 3, (2 * height) / 3, height]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => inViewport(page, donate)).toBe(true);
  }
  await donate.click();
  await expect(page).toHaveURL(new RegExp(`/donation/detail/${donation_id}/donate$`));
});
