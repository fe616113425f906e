import { expect, test } from '@playwright/test';
import { areaReady, createCampaign, unique } from '@yayasan/infra/e2e/helpers';
import { e2eState } from '@yayasan/infra/e2e/state';

const PHONE = { width: 375, height: 667 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** A running (or draft) sembako campaign; answers its id. */
async function sembakoCampaign(title: string, draft = false): Promise<string> {
  const { donation_id } = await createCampaign({
    title,
    description: 'Paket sembako untuk keluarga santri dan warga sekitar pondok',
    content: 'Isi kampanye sembako.',
    thumbnail: `${e2eState().baseURL}/media/demo/photo-2.png`,
    target_amount: 3_000_000,
    days: 20,
    draft,
  });
  return donation_id;
}

test('on a phone, the top bar search finds a running campaign above the articles and opens it', async ({ page }) => {
  // A word of its own, so that this campaign (and not other tests' campaigns) is what the search finds.
  const word = `sembako${unique()}`;
  const title = `Paket Sembako ${word}`;
  const campaignId = await sembakoCampaign(title);
  await sembakoCampaign(`Paket Sembako Draft ${word}`, true);

  await page.goto('/kontak');
  await expect(page.locator('h1')).toBeVisible();
  // Under 780 px the inline box is hidden; the bar's search button opens the field.
  await expect(page.locator('#site-search')).toBeHidden();
  const open = page.getByRole('banner').getByRole('button', { name: 'Buka pencarian' });
  await expect(open).toBeVisible();
  // The bar answers clicks once the shell is hydrated: click until the button says the field is open.
  await expect(async () => {
    if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Pencarian' });
  await expect(field).toBeFocused();
  // Escape closes it and focus returns to the button; the keyboard opens it again.
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await field.fill(`sembako ${word}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search/sembako%20${word}$`));
  await expect(field).toBeHidden();

  // The running campaign, not the draft, above the article results (none here, in the spec's words).
  const campaigns = page.getByRole('region', { name: 'Donasi Berjalan' });
  const card = campaigns.getByRole('link', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  await expect(campaigns.getByRole('link')).toHaveCount(1);
  const noArticles = page.getByText('Tidak ada artikel di publish');
  await expect(noArticles).toBeVisible();
  const cardBox = await card.boundingBox();
  const emptyBox = await noArticles.boundingBox();
  expect(cardBox && emptyBox && cardBox.y + cardBox.height <= emptyBox.y).toBe(true);
  // The card fits the phone's width.
  expect(cardBox && cardBox.x >= 0 && cardBox.x + cardBox.width <= PHONE.width).toBe(true);

  // The campaign results are the donation remote's part of the page: its card answers once that part is hydrated.
  await areaReady(page, 'donation');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/donation/detail/${campaignId}$`));
  await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
});
