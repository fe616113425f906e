import { MESSAGES } from '@yayasan/validation';
import sharp from 'sharp';
import { LIMITS } from '@yayasan/validation';
import { checkPixels } from '../domain/pipeline';
import { buildMedia, fakeJpeg, multipart, pixelBomb, PUBLIC_URL, tinyJpeg, tinyPng, USER } from './helpers';

let svc: Awaited<ReturnType<typeof buildMedia>>;
let bomb: Buffer;
beforeAll(async () => {
  svc = await buildMedia();
  bomb = pixelBomb(20000, 20000);
});
afterAll(() => svc.close());

const post = async (file: Parameters<typeof multipart>[0], auth = true) => {
  const { payload, headers } = multipart(file);
  return svc.app.inject({
    method: 'POST',
    url: '/upload-image',
    payload,
    headers: { ...headers, ...(auth ? await svc.auth(USER) : {}) },
  });
};

describe('POST /upload-image', () => {
  it('stores a PNG under a generated name and serves it with its type and a long cache', async () => {
    const body = await tinyPng();
    const res = await post({ filename: '../../etc/passwd.png', type: 'image/png', body });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.success).toBe(1);
    expect(json.file.url).toMatch(new RegExp(`^${PUBLIC_URL}/media/[a-z0-9-]+\\.png$`));
    expect(json.file.url).not.toContain('passwd');

    const path = new URL(json.file.url).pathname;
    const got = await svc.app.inject({ method: 'GET', url: path });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['cache-control']).toContain('max-age=31536000');
    expect(await sharp(got.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('accepts a JPEG declared as image/jpg and names it .jpg', async () => {
    const res = await post({ filename: 'a.jpg', type: 'image/jpg', body: await tinyJpeg() });
    expect(res.statusCode).toBe(200);
    expect(res.json().file.url).toMatch(/\.jpg$/);
    const got = await svc.app.inject({ method: 'GET', url: new URL(res.json().file.url).pathname });
    expect(got.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a file with JPEG magic numbers that does not decode (415)', async () => {
    const res = await post({ filename: 'a.jpg', type: 'image/jpeg', body: fakeJpeg() });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: MESSAGES.uploadType });
  });

  it('needs a token', async () => {
    const res = await post({ filename: 'a.png', type: 'image/png', body: await tinyPng() }, false);
    expect(res.statusCode).toBe(401);
  });

  it('refuses other types with the spec message (415)', async () => {
    const res = await post({ filename: 'a.gif', type: 'image/gif', body: Buffer.from('GIF89a....') });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: MESSAGES.uploadType });
  });

  it('refuses bytes that are not what the type claims (magic numbers)', async () => {
    const res = await post({ filename: 'a.png', type: 'image/png', body: Buffer.from('<svg onload=alert(1)></svg>') });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: MESSAGES.uploadType });
    const jpegAsPng = await post({ filename: 'a.png', type: 'image/png', body: await tinyJpeg() });
    expect(jpegAsPng.statusCode).toBe(415);
  });

  it('refuses files over 3 MB with the spec message (413)', async () => {
    const big = Buffer.concat([await tinyPng(), Buffer.alloc(3 * 1024 * 1024)]);
    const res = await post({ filename: 'big.png', type: 'image/png', body: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: MESSAGES.uploadSize });
  });

  it('refuses a 20000 × 20000 PNG pixel bomb with the size message, not the type message', async () => {
    expect(bomb.length).toBeLessThan(LIMITS.uploadMaxBytes);
    const res = await post({ filename: 'bomb.png', type: 'image/png', body: bomb });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: MESSAGES.uploadPixels });
  });

  it('reads the pixel count from the header: up to the limit passes, one row more is refused', async () => {
    expect(LIMITS.uploadMaxPixels).toBe(40_000_000);
    await expect(checkPixels(pixelBomb(8000, 5000))).resolves.toBeUndefined();
    await expect(checkPixels(pixelBomb(8000, 5001))).rejects.toMatchObject({
      statusCode: 413,
      message: MESSAGES.uploadPixels,
    });
  });

  it('accepts a file of exactly 3 MB', async () => {
    const png = await tinyPng();
    const exact = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024 - png.length)]);
    const res = await post({ filename: 'exact.png', type: 'image/png', body: exact });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /media/*', () => {
  it('answers 404 for unknown or malformed names', async () => {
    for (const url of ['/media/nope.png', '/media/..%2F..%2Fetc%2Fpasswd', '/media/demo/../x.png']) {
      const res = await svc.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });
});
