import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@yayasan/validation';
import { sendInPieces } from '@yayasan/service-kit/testing';
import { buildMedia, multipart, tinyPng, USER } from '@yayasan/service-media/testing';
import { buildGateway } from '../app';
import { SERVICE_NAMES, type ServiceName } from '../services';

/**
 * An upload over 3 MB through the gateway, sent over a real connection by a client still sending when the
 * refusal comes, gets its 413 and the spec's message every time, never a reset connection.
 */
let media: Awaited<ReturnType<typeof buildMedia>>;
let gateway: FastifyInstance;
let base: string;
let root: string;
let sixMegabytes: Buffer;
beforeAll(async () => {
  media = await buildMedia();
  await media.app.listen({ port: 0, host: '127.0.0.1' });
  const mediaUrl = `http://127.0.0.1:${(media.app.server.address() as { port: number }).port}`;
  // Only the media service is called here.
  const services = Object.fromEntries(SERVICE_NAMES.map((n) => [n, mediaUrl])) as Record<ServiceName, string>;
  root = mkdtempSync(join(tmpdir(), 'gateway-upload-'));
  gateway = await buildGateway({ services, webRoot: root });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;
  sixMegabytes = Buffer.concat([await tinyPng(), Buffer.alloc(6 * 1024 * 1024)]);
});
afterAll(async () => {
  await gateway.close();
  await media.close();
  rmSync(root, { recursive: true, force: true });
});

const REFUSED = { status: 413, body: JSON.stringify({ error: MESSAGES.uploadSize }) };

it('POST /api/upload-image: 20 times in a row, 413 and its message', async () => {
  const { payload, headers } = multipart({ filename: 'big.png', type: 'image/png', body: sixMegabytes });
  const auth = await media.auth(USER);
  for (let i = 0; i < 20; i++) {
    const answer = await sendInPieces(`${base}/api/upload-image`, {
      method: 'POST',
      headers: { ...headers, ...auth },
      body: payload,
    });
    expect(answer).toEqual(REFUSED);
  }
});

it('PUT /api/uploads/...: 20 times in a row, 413 and its message', async () => {
  const granted = await media.app.inject({
    method: 'GET',
    url: `/get-upload-url?fileType=image/png&fileSize=1000`,
    headers: await media.auth(USER),
  });
  for (let i = 0; i < 20; i++) {
    const answer = await sendInPieces(`${base}${granted.json().uploadURL}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: sixMegabytes,
    });
    expect(answer).toEqual(REFUSED);
  }
});
