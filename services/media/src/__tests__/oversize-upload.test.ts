import { MESSAGES } from '@yayasan/validation';
import { sendInPieces } from '@yayasan/service-kit/testing';
import { buildMedia, multipart, tinyPng, USER } from './helpers';

/**
 * An upload over 3 MB, sent over a real connection by a client still sending when the refusal comes,
 * gets its 413 and the spec's message every time, never a reset connection.
 */
let svc: Awaited<ReturnType<typeof buildMedia>>;
let base: string;
let sixMegabytes: Buffer;
beforeAll(async () => {
  svc = await buildMedia();
  await svc.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(svc.app.server.address() as { port: number }).port}`;
  sixMegabytes = Buffer.concat([await tinyPng(), Buffer.alloc(6 * 1024 * 1024)]);
});
afterAll(() => svc.close());

const REFUSED = { status: 413, body: JSON.stringify({ error: MESSAGES.uploadSize }) };

it('POST /upload-image: 20 times in a row, 413 and its message', async () => {
  const { payload, headers } = multipart({ filename: 'big.png', type: 'image/png', body: sixMegabytes });
  const auth = await svc.auth(USER);
  for (let i = 0; i < 20; i++) {
    const answer = await sendInPieces(`${base}/upload-image`, {
      method: 'POST',
      headers: { ...headers, ...auth },
      body: payload,
    });
    expect(answer).toEqual(REFUSED);
  }
});

it('PUT to a signed upload URL: 20 times in a row, 413 and its message', async () => {
  const granted = await svc.app.inject({
    method: 'GET',
    url: `/get-upload-url?fileType=image/png&fileSize=1000`,
    headers: await svc.auth(USER),
  });
  const path = granted.json().uploadURL.replace(/^\/api/, '');
  for (let i = 0; i < 20; i++) {
    const answer = await sendInPieces(`${base}${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: sixMegabytes,
    });
    expect(answer).toEqual(REFUSED);
  }
});
