import { MESSAGES } from '@yayasan/validation';
import sharp from 'sharp';
import { imageVariants } from '@yayasan/contracts';
import { buildMedia, fakeJpeg, PUBLIC_URL, srcSetUrls, tinyJpeg, tinyPng, USER } from './helpers';
import { BAD_SIGNATURE, SIZE_MISMATCH } from '../routes/uploads';

let svc: Awaited<ReturnType<typeof buildMedia>>;
beforeAll(async () => {
  svc = await buildMedia();
});
afterAll(() => svc.close());

async function uploadUrl(fileType: string, fileSize: number) {
  const res = await svc.app.inject({
    method: 'GET',
    url: `/get-upload-url?fileType=${encodeURIComponent(fileType)}&fileSize=${fileSize}`,
    headers: await svc.auth(USER),
  });
  return res;
}

/** The path and query the gateway forwards for an upload URL (/api stripped). */
const servicePath = (uploadURL: string) => uploadURL.replace(/^\/api/, '');

/** PUTs a file to an upload URL as the gateway forwards it. */
const putFile = (uploadURL: string, payload: Buffer, contentType = 'image/png', app = svc.app) =>
  app.inject({ method: 'PUT', url: servicePath(uploadURL), payload, headers: { 'content-type': contentType } });

describe('GET /get-upload-url', () => {
  it('answers a signed, expiring PUT URL bound to type and size, relative to the site', async () => {
    const res = await uploadUrl('image/png', 1234);
    expect(res.statusCode).toBe(200);
    expect(res.json().uploadURL).toMatch(/^\/api\/uploads\/[a-z0-9-]+\.png\?/);
    const url = new URL(res.json().uploadURL, PUBLIC_URL);
    expect(url.origin).toBe(PUBLIC_URL);
    expect(url.searchParams.get('type')).toBe('image/png');
    expect(url.searchParams.get('size')).toBe('1234');
    expect(Number(url.searchParams.get('expires'))).toBeGreaterThan(Date.now() / 1000);
    expect(url.searchParams.get('signature')).toBeTruthy();
  });

  it('needs a token', async () => {
    const res = await svc.app.inject({ method: 'GET', url: '/get-upload-url?fileType=image/png&fileSize=10' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses other types (415) and sizes over 3 MB (413) with the spec messages', async () => {
    const gif = await uploadUrl('image/gif', 10);
    expect(gif.statusCode).toBe(415);
    expect(gif.json()).toEqual({ error: MESSAGES.uploadType });
    const big = await uploadUrl('image/png', 3 * 1024 * 1024 + 1);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: MESSAGES.uploadSize });
  });
});

describe('PUT /uploads/:name', () => {
  it('stores the image re-encoded with its variants; the image URL is the upload URL without its query string', async () => {
    const body = await tinyPng();
    const { uploadURL } = (await uploadUrl('image/png', body.length)).json();
    const put = await putFile(uploadURL, body);
    expect(put.statusCode).toBe(200);
    const imageUrl = uploadURL.split('?')[0];
    expect(put.json().url).toBe(imageUrl);
    const got = await svc.app.inject({ method: 'GET', url: servicePath(imageUrl) });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(await sharp(got.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    const variants = imageVariants(imageUrl)!;
    for (const url of [...srcSetUrls(variants.srcSet), variants.placeholder]) {
      const res = await svc.app.inject({ method: 'GET', url: servicePath(url) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('refuses bytes with the right magic numbers that do not decode (415)', async () => {
    const body = fakeJpeg();
    const { uploadURL } = (await uploadUrl('image/jpeg', body.length)).json();
    const res = await putFile(uploadURL, body, 'image/jpeg');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: MESSAGES.uploadType });
  });

  it('refuses a tampered signature, size or type (403)', async () => {
    const body = await tinyPng();
    const { uploadURL } = (await uploadUrl('image/png', body.length)).json();
    const tamper = (key: string, value: string) => {
      const copy = new URL(uploadURL, PUBLIC_URL);
      copy.searchParams.set(key, value);
      return copy.pathname + copy.search;
    };
    for (const url of [
      tamper('signature', 'AAAA'),
      tamper('size', String(body.length + 1)),
      tamper('type', 'image/jpeg'),
    ]) {
      const res = await putFile(url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: BAD_SIGNATURE });
    }
  });

  it('refuses an expired URL (403)', async () => {
    // URLs from this instance expire the moment they are made.
    const svc2 = await buildMedia({ uploadUrlTtlSeconds: -1 });
    try {
      const body = await tinyPng();
      const res = await svc2.app.inject({
        method: 'GET',
        url: `/get-upload-url?fileType=image/png&fileSize=${body.length}`,
        headers: await svc2.auth(USER),
      });
      const put = await putFile(res.json().uploadURL, body, 'image/png', svc2.app);
      expect(put.statusCode).toBe(403);
      expect(put.json()).toEqual({ error: BAD_SIGNATURE });
    } finally {
      await svc2.close();
    }
  });

  it('refuses a body whose size differs from the signed size', async () => {
    const body = await tinyPng();
    const { uploadURL } = (await uploadUrl('image/png', body.length + 5)).json();
    const res = await putFile(uploadURL, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: SIZE_MISMATCH });
  });

  it('refuses bytes that are not the signed type (magic numbers, 415)', async () => {
    const body = await tinyJpeg();
    const { uploadURL } = (await uploadUrl('image/png', body.length)).json();
    const res = await putFile(uploadURL, body);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: MESSAGES.uploadType });
  });

  it('refuses a content type other than the signed one (415)', async () => {
    const body = await tinyPng();
    const { uploadURL } = (await uploadUrl('image/png', body.length)).json();
    const res = await putFile(uploadURL, body, 'image/jpeg');
    expect(res.statusCode).toBe(415);
  });

  it('refuses a body over 3 MB (413) and a second upload to the same URL (403)', async () => {
    const body = await tinyPng();
    const { uploadURL } = (await uploadUrl('image/png', body.length)).json();
    const big = Buffer.concat([body, Buffer.alloc(3 * 1024 * 1024 + 10)]);
    const tooBig = await putFile(uploadURL, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: MESSAGES.uploadSize });
    const first = await putFile(uploadURL, body);
    expect(first.statusCode).toBe(200);
    const again = await putFile(uploadURL, body);
    expect(again.statusCode).toBe(403);
  });

  it('takes exactly one of 10 parallel PUTs to the same URL', async () => {
    const body = await tinyPng();
    const { uploadURL } = (await uploadUrl('image/png', body.length)).json();
    const answers = await Promise.all(Array.from({ length: 10 }, () => putFile(uploadURL, body)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: BAD_SIGNATURE });
    }
  });
});
