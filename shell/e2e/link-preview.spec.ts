import { expect, test } from '@playwright/test';
import { apiCall, DEMO_ADMIN, unique, type SessionUser } from '@yayasan/infra/e2e/helpers';
import { e2eState } from '@yayasan/infra/e2e/state';

const CRAWLER = { 'user-agent': 'WhatsApp/2.23' };

/** The content of `<meta property|name="key">` in plain HTML, read as a link-preview crawler reads it. */
function metaContent(html: string, key: string): string | null {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return tag
    ? tag[1]
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
    : null;
}

test('a link-preview crawler (no JavaScript) finds a campaign’s title, progress and share image', async ({
  request,
}) => {
  const { baseURL } = e2eState();
  const admin = await apiCall<SessionUser>('/signin', { body: DEMO_ADMIN });
  const title = `Kampanye Pratinjau ${unique()}`;
  const created = await apiCall<{ donation_id: string }>('/donation', {
    token: admin.access_token,
    body: {
      title,
      description: 'Seragam sekolah untuk anak asrama.',
      content: 'Isi',
      target_amount: 2_000_000,
      thumbnail: `${baseURL}/media/demo/photo-2.png`,
      expiry_time: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    },
  });

  const page = await request.get(`/donation/${created.donation_id}`, { headers: CRAWLER });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toMatch(/^text\/html/);
  const html = await page.text();
  expect(html).toContain(`<title>${title} | `);
  expect(metaContent(html, 'og:title')).toContain(title);
  expect(metaContent(html, 'og:description')).toContain('Terkumpul Rp 0 dari Rp 2.000.000 (0%).');
  expect(metaContent(html, 'og:url')).toBe(`${baseURL}/donation/detail/${created.donation_id}`);
  const image = metaContent(html, 'og:image')!;
  expect(image).toMatch(new RegExp(`^${baseURL}/og/campaign/`));
  expect(metaContent(html, 'og:image:width')).toBe('1200');

  const picture = await request.get(image, { headers: CRAWLER });
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  const bytes = await picture.body();
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(bytes.length).toBeLessThanOrEqual(300 * 1024);

  const unknown = await request.get('/donation/detail/tidak-ada-kampanye-ini', { headers: CRAWLER });
  expect(unknown.status()).toBe(404);
});

test('the page reads the inline remotes configuration instead of fetching /config/remotes.json', async ({ page }) => {
  const configRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/config/remotes.json')) configRequests.push(r.url());
  });
  await page.goto('/donation');
  await expect(page.getByRole('heading', { name: 'Donasi Yang Sedang Berjalan' })).toBeVisible();
  expect(configRequests).toEqual([]);
});
