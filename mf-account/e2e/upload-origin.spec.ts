import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { imageVariants } from '@yayasan/contracts';
import { apiCall, DEMO_USER, expectToast, storeSession, type SessionUser } from '@yayasan/infra/e2e/helpers';
import { e2eState } from '@yayasan/infra/e2e/state';

/** The stack's PUBLIC_URL names localhost; the site is opened under 127.0.0.1, another origin for the browser. */
const otherOrigin = () => {
  const site = new URL(e2eState().baseURL);
  expect(site.hostname).toBe('localhost');
  site.hostname = '127.0.0.1';
  return site.origin;
};

const picture = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#3c8df0' } })
    .png()
    .toBuffer();

test('uploads work when the site is opened under another origin than PUBLIC_URL', async ({ page }) => {
  const site = otherOrigin();
  const user = await apiCall<SessionUser>('/signin', { body: DEMO_USER });
  await storeSession(page, user, site);
  await page.goto(`${site}/settings/edit-profile`);

  // The site's own upload (multipart to /api/upload-image).
  await page
    .getByLabel('Pilih gambar')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await picture() });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expectToast(page, 'Gambar berhasil diupload');
  expect(new URL(page.url()).origin).toBe(site);
  const avatar = page.locator('header').first().getByRole('button', { name: 'Menu akun' }).locator('img');
  await expect(avatar).toHaveAttribute('src', /\/media\/[0-9a-f-]+\.png$/);
  await expect(avatar).toHaveAttribute('srcset', /-320w\.webp 320w/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // The spec's flow: an upload link (relative, so same-origin here), a PUT to it, then the image at that link.
  const body = [...(await picture())];
  const result = await page.evaluate(
    async ({ token, bytes }) => {
      const file = new Uint8Array(bytes);
      const link = await fetch(`/api/get-upload-url?fileType=image/png&fileSize=${file.length}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { uploadURL } = (await link.json()) as { uploadURL: string };
      const put = await fetch(uploadURL, { method: 'PUT', body: file, headers: { 'content-type': 'image/png' } });
      const image = uploadURL.split('?')[0];
      const served = await fetch(image);
      return { uploadURL, put: put.status, image, served: served.status, type: served.headers.get('content-type') };
    },
    { token: user.access_token, bytes: body },
  );
  expect(result.uploadURL).toMatch(/^\/api\/uploads\/[0-9a-f-]+\.png\?/);
  expect(result).toMatchObject({ put: 200, served: 200, type: 'image/png' });

  // Its variants are there too, under the names the shared rule gives.
  const variant = imageVariants(result.image)!.srcSet.split(', ')[1].split(' ')[0];
  const served = await page.request.get(`${site}${variant}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await served.body()).metadata()).width).toBe(640);
});
