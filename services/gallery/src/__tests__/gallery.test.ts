import { LOGIN_REQUIRED, SESSION_EXPIRED } from '@yayasan/service-kit';
import { buildTestService, type TestService } from '@yayasan/service-kit/testing';
import { MESSAGES } from '@yayasan/validation';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { migrations } from '../../migrations';
import app from '../app';
import { ALL, PUBLISHED, readCounter, recountGallery } from '../repositories/gallery-counters';
import { IMAGE_NOT_OURS, TITLE_TOO_LONG } from '../domain/rules';
import { GALLERY_NOT_FOUND } from '../routes/gallery';

const PREFIX = 'http://media.test/media/';
const ADMIN = { id: 7, username: 'admin', isAdmin: true };
const USER = { id: 8, username: 'budi', isAdmin: false };
const ADMIN_ONLY = 'Hanya admin yang dapat melakukan ini';

let svc: TestService;
let adminAuth: { authorization: string };
let userAuth: { authorization: string };

beforeAll(async () => {
  svc = await buildTestService({
    name: 'gallery',
    app,
    appOptions: { mediaPrefix: PREFIX },
    migrations: { account: accountMigrations, gallery: migrations },
  });
  adminAuth = await svc.auth(ADMIN);
  userAuth = await svc.auth(USER);
});
afterAll(() => svc.close());
beforeEach(async () => {
  await svc.db('gallery_items').delete();
  await recountGallery(svc.db);
});

const valid = (over: Record<string, unknown> = {}) => ({
  title: 'Santunan Anak Yatim',
  description: 'Pembagian santunan untuk anak asuh.',
  image_url: `${PREFIX}uploads/abc.png`,
  draft: false,
  fileSize: 12345,
  category: 'Default',
  ...over,
});

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = {}, payload?: unknown) =>
  svc.app.inject({ method, url, headers, payload: payload as object | undefined });

const badInputs: [string, Record<string, unknown>, string][] = [
  [
    'everything empty: the title comes first',
    { title: '', description: '', image_url: '' },
    MESSAGES.galleryTitleEmpty,
  ],
  ['no title', { title: undefined }, MESSAGES.galleryTitleEmpty],
  ['blank title', { title: '   ' }, MESSAGES.galleryTitleEmpty],
  ['null title', { title: null }, MESSAGES.galleryTitleEmpty],
  ['no description, no image: description next', { description: '', image_url: '' }, MESSAGES.galleryDescriptionEmpty],
  ['blank description', { description: ' \n ' }, MESSAGES.galleryDescriptionEmpty],
  ['no image', { image_url: undefined }, MESSAGES.galleryImageEmpty],
  ['blank image', { image_url: '  ' }, MESSAGES.galleryImageEmpty],
  ['501-character description', { description: 'a'.repeat(501) }, 'Deskripsi maksimal 500 karakter'],
  ['201-character title', { title: 'j'.repeat(201) }, TITLE_TOO_LONG],
  ['image from another site', { image_url: 'https://evil.example/media/x.png' }, IMAGE_NOT_OURS],
  ['image on a look-alike host', { image_url: 'http://media.test.evil.example/media/x.png' }, IMAGE_NOT_OURS],
  ['image escaping the media folder', { image_url: `${PREFIX}../api/secret.png` }, IMAGE_NOT_OURS],
  ['the media folder itself', { image_url: PREFIX }, IMAGE_NOT_OURS],
  ['a javascript: URL', { image_url: 'javascript:alert(1)' }, IMAGE_NOT_OURS],
  ['a file over 3 MB', { fileSize: 3 * 1024 * 1024 + 1 }, MESSAGES.uploadSize],
];

async function create(over: Record<string, unknown> = {}) {
  const res = await inject('POST', '/gallery', adminAuth, valid(over));
  expect(res.statusCode).toBe(201);
  return res.json() as { _id: string; title: string; createdAt: string; draft: boolean };
}

describe('GET /gallery', () => {
  test("a visitor gets published items only, oldest first (the spec's order), as {items} with string ids", async () => {
    const first = await create({ title: 'Pertama' });
    await create({ title: 'Konsep', draft: true });
    const third = await create({ title: 'Ketiga' });
    expect(first._id).toMatch(/^[1-9]\d*$/);
    const res = await inject('GET', '/gallery');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((i: { _id: string }) => i._id)).toEqual([first._id, third._id]);
    expect(body.total).toBe(2);
    // Our own pages ask for newest first.
    const newest = (await inject('GET', '/gallery?order=desc')).json();
    expect(newest.items.map((i: { _id: string }) => i._id)).toEqual([third._id, first._id]);
    expect(newest.items[0]).toEqual({
      _id: third._id,
      title: 'Ketiga',
      description: 'Pembagian santunan untuk anak asuh.',
      image_url: `${PREFIX}uploads/abc.png`,
      draft: false,
      fileSize: 12345,
      category: 'Default',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
  });

  test('the public list is cacheable (stale-while-revalidate, ETag); a caller with a token gets a private answer', async () => {
    await create({ title: 'Terbit' });
    const visitor = await inject('GET', '/gallery');
    expect(visitor.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect((await inject('GET', '/gallery', { 'if-none-match': String(visitor.headers.etag) })).statusCode).toBe(304);
    const admin = await inject('GET', '/gallery?draft=true', adminAuth);
    expect(admin.headers['cache-control']).toBe('private, no-cache');
    expect(admin.headers.vary).toContain('Authorization');
  });

  test('draft=true: an administrator gets drafts too; a user is refused; a visitor must sign in', async () => {
    await create({ title: 'Terbit' });
    await create({ title: 'Konsep', draft: true });
    const admin = await inject('GET', '/gallery?draft=true', adminAuth);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().items.map((i: { title: string }) => i.title)).toEqual(['Terbit', 'Konsep']);
    // Without the flag an administrator sees what the public sees.
    expect((await inject('GET', '/gallery', adminAuth)).json().items.map((i: { title: string }) => i.title)).toEqual([
      'Terbit',
    ]);

    const user = await inject('GET', '/gallery?draft=true', userAuth);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ error: ADMIN_ONLY });
    const visitor = await inject('GET', '/gallery?draft=true');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: LOGIN_REQUIRED });
    // A signed-in user asking for the public list is answered like anybody.
    expect((await inject('GET', '/gallery?draft=false', userAuth)).json().items).toHaveLength(1);
  });

  test('pages with page and limit, and caps limit at 100', async () => {
    for (const n of [1, 2, 3]) await create({ title: `Item ${n}` });
    const res = await inject('GET', '/gallery?page=2&limit=2');
    expect(res.json()).toMatchObject({ total: 3, page: 2, totalPages: 2, items: [{ title: 'Item 3' }] });
    const newest = await inject('GET', '/gallery?order=desc&page=2&limit=2');
    expect(newest.json()).toMatchObject({ total: 3, page: 2, totalPages: 2, items: [{ title: 'Item 1' }] });
    expect((await inject('GET', '/gallery?limit=1000')).json().totalPages).toBe(1);
  });

  test('the totals equal the rows after creates, edits between draft and published, and deletes, many at once', async () => {
    const rows = async () => {
      const [{ all }] = await svc.db('gallery_items').count({ all: '*' });
      const [{ published }] = await svc.db('gallery_items').where({ draft: false }).count({ published: '*' });
      return { all: Number(all), published: Number(published) };
    };
    const expectTotalsMatchRows = async () => {
      const { all, published } = await rows();
      expect(await readCounter(svc.db, ALL)).toBe(all);
      expect(await readCounter(svc.db, PUBLISHED)).toBe(published);
      expect((await inject('GET', '/gallery?limit=1')).json().total).toBe(published);
      expect((await inject('GET', '/gallery?limit=1&draft=true', adminAuth)).json().total).toBe(all);
    };
    const items = await Promise.all(
      Array.from({ length: 12 }, (_, i) => create({ title: `Item ${i}`, draft: i % 3 === 0 })),
    );
    await expectTotalsMatchRows();

    // At once: drafts published, published items sent back to draft, plain edits, deletes (one twice) and new items.
    const answers = await Promise.all([
      ...items
        .slice(0, 4)
        .map((item, i) => inject('PUT', `/gallery/${item._id}`, adminAuth, valid({ draft: i % 2 === 1 }))),
      ...items.slice(4, 6).map((item) => inject('PUT', `/gallery/${item._id}`, adminAuth, valid({ title: 'Baru' }))),
      ...items.slice(6, 9).map((item) => inject('DELETE', `/gallery/${item._id}`, adminAuth)),
      inject('DELETE', `/gallery/${items[9]._id}`, adminAuth),
      inject('DELETE', `/gallery/${items[9]._id}`, adminAuth),
      ...Array.from({ length: 4 }, (_, i) => inject('POST', '/gallery', adminAuth, valid({ draft: i % 2 === 0 }))),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(10).fill(200), 201, 201, 201, 201, 404]);
    await expectTotalsMatchRows();
    expect(await rows()).toEqual({ all: 12, published: 8 });
  });

  test('bad query values answer 400', async () => {
    for (const q of ['draft=maybe', 'page=0', 'limit=abc', 'order=sideways']) {
      const res = await inject('GET', `/gallery?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^Data tidak valid/);
    }
  });
});

describe('GET /gallery/:id', () => {
  test('a published item for anybody; a draft only for administrators', async () => {
    const published = await create();
    const draft = await create({ draft: true });
    expect((await inject('GET', `/gallery/${published._id}`)).json()).toMatchObject({
      _id: published._id,
      draft: false,
    });
    for (const headers of [{}, userAuth]) {
      const res = await inject('GET', `/gallery/${draft._id}`, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: GALLERY_NOT_FOUND });
    }
    expect((await inject('GET', `/gallery/${draft._id}`, adminAuth)).json()).toMatchObject({
      _id: draft._id,
      draft: true,
    });
  });

  test('unknown id 404, malformed id 400', async () => {
    expect((await inject('GET', '/gallery/999999')).statusCode).toBe(404);
    expect((await inject('GET', '/gallery/abc')).statusCode).toBe(400);
  });
});

describe('POST /gallery', () => {
  test('an administrator creates: category forced to Default, fileSize and creator recorded', async () => {
    const res = await inject('POST', '/gallery', adminAuth, valid({ category: 'Lainnya', title: '  Judul  ' }));
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({ title: 'Judul', category: 'Default', fileSize: 12345, draft: false });
    const row = await svc.db('gallery_items').where({ id: item._id }).first();
    expect(row).toMatchObject({ created_by: ADMIN.id, category: 'Default', file_size: 12345 });
  });

  test('draft and fileSize are optional (published, 0 bytes)', async () => {
    const res = await inject('POST', '/gallery', adminAuth, {
      title: 'T',
      description: 'D',
      image_url: `${PREFIX}x.jpg`,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ draft: false, fileSize: 0 });
  });

  test('a visitor must sign in, a user is refused, an expired or forged token is refused', async () => {
    expect((await inject('POST', '/gallery', {}, valid())).json()).toEqual({ error: LOGIN_REQUIRED });
    const user = await inject('POST', '/gallery', userAuth, valid());
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ error: ADMIN_ONLY });
    const forged = await inject('POST', '/gallery', { authorization: 'Bearer not.a.token' }, valid());
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: SESSION_EXPIRED });
    expect(await svc.db('gallery_items').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  test.each(badInputs)('%s → 400 with the exact message', async (_name, over, message) => {
    const res = await inject('POST', '/gallery', adminAuth, valid(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  test('wrong types answer 400 "Data tidak valid"', async () => {
    for (const over of [
      { fileSize: -1 },
      { fileSize: 1.5 },
      { draft: 'kadang' },
      { image_url: `${PREFIX}${'a'.repeat(1000)}` },
    ]) {
      const res = await inject('POST', '/gallery', adminAuth, valid(over));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^Data tidak valid/);
    }
    expect(await svc.db('gallery_items').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  test('limits are inclusive: 500-character description and 200-character title are accepted', async () => {
    const res = await inject(
      'POST',
      '/gallery',
      adminAuth,
      valid({ description: 'd'.repeat(500), title: 't'.repeat(200) }),
    );
    expect(res.statusCode).toBe(201);
  });
});

describe('PUT /gallery/:id', () => {
  test('an administrator edits; category stays Default; fileSize and draft kept when left out', async () => {
    const item = await create({ fileSize: 999 });
    const res = await inject('PUT', `/gallery/${item._id}`, adminAuth, {
      title: 'Judul Baru',
      description: 'Deskripsi baru',
      image_url: `${PREFIX}uploads/new.png`,
      category: 'Lain',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: item._id,
      title: 'Judul Baru',
      description: 'Deskripsi baru',
      image_url: `${PREFIX}uploads/new.png`,
      fileSize: 999,
      draft: false,
      category: 'Default',
      createdAt: item.createdAt,
    });
    const again = await inject(
      'PUT',
      `/gallery/${item._id}`,
      adminAuth,
      valid({ title: 'Judul Baru', draft: true, fileSize: 5 }),
    );
    expect(again.json()).toMatchObject({ draft: true, fileSize: 5 });
  });

  test('visitor 401, user 403, nothing changes', async () => {
    const item = await create({ title: 'Asli' });
    expect((await inject('PUT', `/gallery/${item._id}`, {}, valid({ title: 'X' }))).statusCode).toBe(401);
    const user = await inject('PUT', `/gallery/${item._id}`, userAuth, valid({ title: 'X' }));
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ error: ADMIN_ONLY });
    expect((await svc.db('gallery_items').where('id', item._id).first())?.title).toBe('Asli');
  });

  test.each(badInputs)('%s → 400 with the exact message, item unchanged', async (_name, over, message) => {
    const item = await create({ title: 'Asli' });
    const res = await inject('PUT', `/gallery/${item._id}`, adminAuth, valid(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect((await svc.db('gallery_items').where('id', item._id).first())?.title).toBe('Asli');
  });

  test('unknown id 404, malformed id 400', async () => {
    const missing = await inject('PUT', '/gallery/999999', adminAuth, valid());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: GALLERY_NOT_FOUND });
    expect((await inject('PUT', '/gallery/x', adminAuth, valid())).statusCode).toBe(400);
  });
});

describe('DELETE /gallery/:id', () => {
  test('an administrator deletes; the item is gone; a second delete is 404', async () => {
    const item = await create();
    const res = await inject('DELETE', `/gallery/${item._id}`, adminAuth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, _id: item._id });
    expect((await inject('GET', `/gallery/${item._id}`)).statusCode).toBe(404);
    const again = await inject('DELETE', `/gallery/${item._id}`, adminAuth);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: GALLERY_NOT_FOUND });
  });

  test('visitor 401, user 403, the item stays', async () => {
    const item = await create();
    const visitor = await inject('DELETE', `/gallery/${item._id}`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: LOGIN_REQUIRED });
    const user = await inject('DELETE', `/gallery/${item._id}`, userAuth);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ error: ADMIN_ONLY });
    expect((await inject('GET', `/gallery/${item._id}`)).statusCode).toBe(200);
  });

  test('malformed id 400', async () => {
    expect((await inject('DELETE', '/gallery/0', adminAuth)).statusCode).toBe(400);
  });
});
