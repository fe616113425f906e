import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { buildTestService, type TestService } from '@yayasan/service-kit/testing';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { migrations } from '../../migrations';
import app, { type MediaOptions } from '../app';
import { LocalDiskStorage } from '../domain/storage';
import sharp from 'sharp';

export const PUBLIC_URL = 'http://site.test';
export const USER = { id: 7, username: 'budi', isAdmin: false };

export async function buildMedia(
  options: Pick<MediaOptions, 'uploadUrlTtlSeconds' | 'importImages'> = {},
): Promise<TestService & { dir: string; storage: LocalDiskStorage }> {
  const dir = mkdtempSync(join(tmpdir(), 'media-test-'));
  const storage = new LocalDiskStorage(dir);
  const service = await buildTestService({
    name: 'media',
    app,
    appOptions: { storage, publicUrl: PUBLIC_URL, signingSecret: 'test-secret', ...options },
    // Tokens are checked against the account service's users table.
    migrations: { account: accountMigrations, media: migrations },
  });
  return {
    ...service,
    dir,
    storage,
    async close() {
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A real picture of the given size: a colour gradient, so encoders have something to do. */
export function picture(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#f0a03c"/><stop offset="1" stop-color="#3c70f0"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="25%" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg));
}
export const tinyPng = () => picture(40, 30).png().toBuffer();
export const tinyJpeg = () => picture(40, 30).jpeg().toBuffer();
/** JPEG magic numbers with nothing decodable behind them. */
export const fakeJpeg = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1), Buffer.from([0xff, 0xd9])]);

/** A multipart/form-data body with one file part. */
export function multipart(file: { field?: string; filename: string; type: string; body: Buffer }) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.body, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The URLs of a `srcset`. */
export const srcSetUrls = (srcSet: string) => srcSet.split(', ').map((candidate) => candidate.split(' ')[0]);

/**
 * A valid PNG claiming `width` × `height` pixels in a few kilobytes: 1-bit grey, every row zero (a pixel
 * bomb: small to send, billions of bytes once decoded). Build it once per test file: deflating the rows
 * of 20000 × 20000 takes a moment.
 */
export function pixelBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  // Each row: its filter byte and its bits, all zero.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG carrying camera and GPS data in its EXIF (which the site's copies must not keep). */
export const CAMERA = 'KameraRahasia';
export const jpegWithExif = (width = 600, height = 400) =>
  picture(width, height)
    .withExif({ IFD0: { Make: CAMERA }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 3456/100' } })
    .jpeg()
    .toBuffer();

export interface OutsidePictures {
  /** The media service, listening on loopback and allowed (by its test-only allow list) to fetch from there. */
  media: Awaited<ReturnType<typeof buildMedia>>;
  mediaUrl: string;
  /** A web server of "another site" on loopback: `${origin}/<name>` serves each given file. */
  origin: string;
  close(): Promise<void>;
}

/** The media service and an outside picture server, both really listening on 127.0.0.1. */
export async function startOutsidePictures(
  files: Record<string, { type: string; body: Buffer }>,
): Promise<OutsidePictures> {
  const server = createServer((req, res) => {
    const file = files[req.url!];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const media = await buildMedia({ importImages: { allowAddresses: ['127.0.0.1/32'] } });
  await media.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    media,
    mediaUrl: `http://127.0.0.1:${(media.app.server.address() as { port: number }).port}`,
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    async close() {
      await media.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The bytes the media service stored under one of its own picture URLs. */
export async function storedPicture(media: OutsidePictures['media'], url: string): Promise<Buffer> {
  const file = await media.storage.get(new URL(url, PUBLIC_URL).pathname.replace(/^\/media\//, ''));
  if (!file) throw new Error(`${url} is not stored`);
  return file.body;
}
