import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import sharp from 'sharp';
import { imageVariants } from '@yayasan/contracts';
import { MESSAGES } from '@yayasan/validation';
import { buildMedia, CAMERA, jpegWithExif, picture, pixelBomb, PUBLIC_URL, srcSetUrls, USER } from './helpers';

/** POST /import-image: an outside picture copied through the upload pipeline, on the test's own server. */
const ADMIN = { id: 1, username: 'admin', isAdmin: true };

let server: Server;
let origin: string;
let allowed: Awaited<ReturnType<typeof buildMedia>>;
let byDefault: Awaited<ReturnType<typeof buildMedia>>;
let served: Record<string, { type: string; body: Buffer }>;
beforeAll(async () => {
  served = {
    '/photo.jpg': { type: 'image/jpeg', body: await jpegWithExif(900, 600) },
    '/photo.webp': { type: 'image/webp', body: await picture(300, 200).webp().toBuffer() },
    '/page.html': { type: 'text/html', body: Buffer.from('<!doctype html><p>bukan gambar</p>') },
    '/bomb.png': { type: 'image/png', body: pixelBomb(20000, 20000) },
  };
  server = createServer((req, res) => {
    const file = served[req.url!];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  [allowed, byDefault] = await Promise.all([
    buildMedia({ importImages: { allowAddresses: ['127.0.0.1/32'] } }),
    buildMedia(),
  ]);
});
afterAll(async () => {
  await Promise.all([allowed.close(), byDefault.close()]);
  await new Promise((resolve) => server.close(resolve));
});

async function importImage(svc: typeof allowed, url: string, user = ADMIN) {
  return svc.app.inject({ method: 'POST', url: '/import-image', payload: { url }, headers: await svc.auth(user) });
}
const storedFiles = (svc: typeof allowed) => readdirSync(svc.dir);

describe('POST /import-image', () => {
  it('stores the picture re-encoded with its variants and without its metadata, and answers its own URL', async () => {
    const res = await importImage(allowed, `${origin}/photo.jpg`);
    expect(res.statusCode).toBe(200);
    const url = res.json().file.url as string;
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/media/[0-9a-f-]{36}\\.jpg$`));
    const variants = imageVariants(url)!;
    for (const u of [url, ...srcSetUrls(variants.srcSet), variants.placeholder]) {
      const got = await allowed.app.inject({ method: 'GET', url: new URL(u, PUBLIC_URL).pathname });
      expect(got.statusCode).toBe(200);
      const meta = await sharp(got.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(got.rawPayload.includes(CAMERA)).toBe(false);
    }
  });

  it('stores a WebP picture as PNG', async () => {
    const res = await importImage(allowed, `${origin}/photo.webp`);
    expect(res.statusCode).toBe(200);
    expect(res.json().file.url).toMatch(/\.png$/);
  });

  it('refuses the loopback test server unless configured to allow it, storing nothing', async () => {
    const res = await importImage(byDefault, `${origin}/photo.jpg`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.importRefused });
    expect(storedFiles(byDefault)).toEqual([]);
  });

  it('answers 400 with a clear message, storing nothing, for what is not a picture, too large or not there', async () => {
    const before = storedFiles(allowed).length;
    for (const [path, error] of [
      ['/page.html', MESSAGES.importNotPicture],
      ['/bomb.png', MESSAGES.uploadPixels],
      ['/missing.png', MESSAGES.importFailed],
    ]) {
      const res = await importImage(allowed, `${origin}${path}`);
      expect({ path, status: res.statusCode, body: res.json() }).toEqual({ path, status: 400, body: { error } });
    }
    const invalid = await importImage(allowed, 'javascript:alert(1)');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: MESSAGES.importUrlInvalid });
    expect(storedFiles(allowed).length).toBe(before);
  });

  it('is for administrators only', async () => {
    const anonymous = await allowed.app.inject({
      method: 'POST',
      url: '/import-image',
      payload: { url: `${origin}/photo.jpg` },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await importImage(allowed, `${origin}/photo.jpg`, USER)).statusCode).toBe(403);
  });
});
