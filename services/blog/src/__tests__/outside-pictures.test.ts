import sharp from 'sharp';
import { buildTestService, type TestService } from '@yayasan/service-kit/testing';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import {
  CAMERA,
  jpegWithExif,
  startOutsidePictures,
  storedPicture,
  type OutsidePictures,
} from '@yayasan/service-media/testing';
import { MESSAGES } from '@yayasan/validation';
import { migrations } from '../../migrations';
import app from '../app';
import { findBlogByBlogId } from '../domain/blogs';
import { rawBlocksOfContent, type Block } from '../domain/content';

/**
 * An article's banner and content pictures from another site are stored as the site's own copies: the
 * media service (really running on loopback, allowed there by its test-only allow list) fetches them once.
 */
const ADMIN = { id: 1, username: 'admin', isAdmin: true };
const OWN = /^http:\/\/site\.test\/media\/[0-9a-f-]{36}\.jpg$/;

let outside: OutsidePictures;
let svc: TestService;
beforeAll(async () => {
  outside = await startOutsidePictures({
    '/banner.jpg': { type: 'image/jpeg', body: await jpegWithExif() },
    '/inside.jpg': { type: 'image/jpeg', body: await jpegWithExif(300, 200) },
    '/page.html': { type: 'text/html', body: Buffer.from('<p>bukan gambar</p>') },
  });
  svc = await buildTestService({
    name: 'blog',
    app,
    appOptions: { mediaUrl: outside.mediaUrl },
    migrations: { account: accountMigrations, blog: migrations },
  });
  // The media service checks the administrator's token against its own users table.
  await outside.media.auth(ADMIN);
});
afterAll(async () => {
  await svc.close();
  await outside.close();
});

const article = (banner: string, image: string) => ({
  title: 'Belajar Bersama',
  banner,
  des: 'Cerita kegiatan belajar.',
  content: {
    time: 1700000000000,
    blocks: [
      { type: 'paragraph', data: { text: 'Halo' } },
      { type: 'image', data: { file: { url: image }, caption: 'Kelas' } },
    ],
  },
  tags: ['Pendidikan'],
  draft: false,
});

const post = async (body: unknown) =>
  svc.app.inject({ method: 'POST', url: '/create-blog', headers: await svc.auth(ADMIN), payload: body as object });

describe('POST /create-blog with pictures from another site', () => {
  it('stores the copies made by the media service (metadata stripped) instead of the outside URLs', async () => {
    const res = await post(article(`${outside.origin}/banner.jpg`, `${outside.origin}/inside.jpg`));
    expect(res.statusCode).toBe(200);
    const blog = (await findBlogByBlogId(svc.db, res.json().id))!;
    expect(blog.banner).toMatch(OWN);
    const image = (rawBlocksOfContent(blog.content).blocks as Block[]).find((b) => b.type === 'image')!;
    if (image.type !== 'image') throw new Error('no image block stored');
    expect(image.data.file.url).toMatch(OWN);
    expect(JSON.stringify(blog)).not.toContain(outside.origin);
    for (const url of [blog.banner, image.data.file.url]) {
      const body = await storedPicture(outside.media, url);
      expect((await sharp(body).metadata()).exif).toBeUndefined();
      expect(body.includes(CAMERA)).toBe(false);
    }
  });

  it('keeps the site’s own pictures as they are', async () => {
    const own = 'http://localhost:8080/media/demo/photo-1.png';
    const res = await post(article(own, own));
    expect(res.statusCode).toBe(200);
    expect((await findBlogByBlogId(svc.db, res.json().id))!.banner).toBe(own);
  });

  it('answers the media service’s 400 and stores nothing when a picture cannot be copied', async () => {
    const before = await svc.db('blogs').count({ n: '*' });
    for (const [banner, error] of [
      [`${outside.origin}/page.html`, MESSAGES.importNotPicture],
      [`${outside.origin}/missing.jpg`, MESSAGES.importFailed],
      ['http://169.254.169.254/latest/meta-data/', MESSAGES.importRefused],
    ]) {
      const res = await post(article(banner, `${outside.origin}/inside.jpg`));
      expect({ banner, status: res.statusCode, body: res.json() }).toEqual({ banner, status: 400, body: { error } });
    }
    expect(await svc.db('blogs').count({ n: '*' })).toEqual(before);
  });
});
