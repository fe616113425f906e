import { buildTestService, type TestService } from '@yayasan/service-kit/testing';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { migrations } from '../../migrations';
import app from '../app';
import { listGalleryItems } from '../domain/gallery';
import { DEMO_GALLERY, seedDemo } from '../seed';

let svc: TestService;
const publicUrl = process.env.PUBLIC_URL;

beforeAll(async () => {
  process.env.PUBLIC_URL = 'http://site.test/';
  svc = await buildTestService({
    name: 'gallery',
    app,
    migrations: { account: accountMigrations, gallery: migrations },
  });
});
afterAll(async () => {
  if (publicUrl === undefined) delete process.env.PUBLIC_URL;
  else process.env.PUBLIC_URL = publicUrl;
  await svc.close();
});

test('without the demo administrator nothing is seeded', async () => {
  await seedDemo(svc.db);
  expect(await svc.db('gallery_items').count({ n: '*' })).toEqual([{ n: 0 }]);
});

test('seeds the demo items once, by the demo administrator, with the media demo pictures', async () => {
  const [adminId] = await svc.db('users').insert({
    fullname: 'Admin Yayasan',
    email: 'admin@yayasan.test',
    username: 'admin',
    is_admin: true,
  });
  await seedDemo(svc.db);
  await seedDemo(svc.db);
  const { items, total } = await listGalleryItems(svc.db, {
    includeDrafts: true,
    order: 'desc',
    limit: 100,
    offset: 0,
  });
  expect(total).toBe(DEMO_GALLERY.length);
  expect(items[0]).toMatchObject({
    title: DEMO_GALLERY[DEMO_GALLERY.length - 1].title,
    image_url: `http://site.test/media/demo/photo-${DEMO_GALLERY.length}.png`,
    draft: false,
    category: 'Default',
  });
  expect(items.at(-1)!.image_url).toBe('http://site.test/media/demo/photo-1.png');
  const creators = await svc.db('gallery_items').distinct('created_by');
  expect(creators).toEqual([{ created_by: adminId }]);
});
