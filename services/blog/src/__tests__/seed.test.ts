import { parseJson } from '@yayasan/service-kit';
import { seedDemo, DEMO_ARTICLES } from '../seed';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await h.svc.db('users').insert([
    { fullname: 'Admin Yayasan', email: 'admin@yayasan.test', username: 'admin', is_admin: true, social_links: '{}' },
    { fullname: 'Budi Santoso', email: 'budi@yayasan.test', username: 'budi', social_links: '{}' },
  ]);
});
afterAll(() => h.svc.close());

test('demo data: articles with every block type, a draft, likes, comments with replies, admin notifications; idempotent', async () => {
  process.env.PUBLIC_URL = 'http://localhost:9999';
  await seedDemo(h.svc.db);
  await seedDemo(h.svc.db);
  const db = h.svc.db;
  const blogs = await db('blogs').orderBy('id');
  expect(blogs).toHaveLength(DEMO_ARTICLES.length);
  expect(blogs.filter((b) => b.draft)).toHaveLength(1);
  expect(blogs.every((b) => /^http:\/\/localhost:9999\/media\/demo\/photo-\d+\.png$/.test(b.banner))).toBe(true);

  const tags = (await db('blog_tags').select('tag')).map((r) => r.tag);
  for (let n = 1; n <= 5; n++) expect(tags).toContain(`kategori ${n}`);

  const blocks = blogs.flatMap((b) => parseJson<{ blocks: unknown[] }>(b.content, { blocks: [] }).blocks) as {
    type: string;
    data: Record<string, unknown>;
  }[];
  const types = new Set(blocks.map((b: { type: string }) => b.type));
  expect([...types].sort()).toEqual(['embed', 'header', 'image', 'list', 'paragraph', 'quote']);
  const lists = blocks.filter((b: { type: string }) => b.type === 'list').map((b) => b.data.style);
  expect(new Set(lists)).toEqual(new Set(['ordered', 'unordered', 'checklist']));
  const images = blocks.filter((b: { type: string }) => b.type === 'image').map((b) => b.data);
  for (const option of ['withBorder', 'withBackground', 'stretched']) expect(images.some((i) => i[option])).toBe(true);
  const text = JSON.stringify(blocks);
  expect(text).toContain('cdx-marker');
  expect(text).toContain('inline-code');

  expect(await db('blog_likes').count({ n: '*' })).toEqual([{ n: 3 }]);
  const comments = await db('comments');
  expect(comments.some((c) => c.parent_id !== null)).toBe(true);
  const admin = await db('users').where({ username: 'admin' }).first();
  const notes = await db('notifications').where({ notification_for: admin?.id });
  expect(new Set(notes.map((n) => n.type))).toEqual(new Set(['like', 'comment', 'reply']));
  const first = blogs[0];
  expect(first).toMatchObject({ total_likes: 1, total_comments: 4, total_parent_comments: 2 });
});
