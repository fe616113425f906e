import { defaultAvatarUrl } from '@yayasan/contracts';
import { siteOrigin } from '@yayasan/service-kit';
import { startHarness, type Harness, type Person } from './helpers';

let h: Harness;
let admin: Person;
let budi: Person;
let sari: Person;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.user('admin', true);
  budi = await h.user('budi');
  sari = await h.user('sari');
});
afterAll(() => h.svc.close());

async function setPublished(blogPk: number, iso: string) {
  await h.svc
    .db('blogs')
    .where({ id: blogPk })
    .update({ published_at: new Date(iso) });
}

describe('latest, count and trending', () => {
  let first: number;
  beforeAll(async () => {
    for (let i = 0; i < 7; i++) {
      const b = await h.blog(admin, { title: `Terbaru ${i}`, tags: ['Latest'] });
      await setPublished(b.id, `2030-01-0${i + 1}T00:00:00Z`);
      if (i === 0) first = b.id;
    }
    await h.blog(admin, { title: 'Draft tersembunyi', draft: true });
  });

  test('latest-blogs pages newest first, 5 a page, without drafts or content', async () => {
    const p1 = await h.post('/latest-blogs', { page: 1 });
    expect(p1.status).toBe(200);
    expect(p1.body.blogs.map((b: { title: string }) => b.title)).toEqual([
      'Terbaru 6',
      'Terbaru 5',
      'Terbaru 4',
      'Terbaru 3',
      'Terbaru 2',
    ]);
    const card = p1.body.blogs[0];
    expect(card).toMatchObject({
      blog_id: expect.any(String),
      des: expect.any(String),
      banner: expect.any(String),
      tags: ['Latest'],
      publishedAt: '2030-01-07T00:00:00.000Z',
      activity: { total_likes: 0, total_comments: 0, total_parent_comments: 0, total_reads: 0 },
      author: {
        personal_info: {
          fullname: 'admin Lengkap',
          username: 'admin',
          profile_img: defaultAvatarUrl('admin', siteOrigin()),
        },
      },
    });
    expect(card.content).toBeUndefined();
    const p2 = await h.post('/latest-blogs', { page: 2 });
    expect(p2.body.blogs.map((b: { title: string }) => b.title).slice(0, 2)).toEqual(['Terbaru 1', 'Terbaru 0']);
    expect(p2.body.blogs.some((b: { title: string }) => b.title === 'Draft tersembunyi')).toBe(false);
  });

  test('latest-blogs caps limit at 100 and rejects a bad page', async () => {
    const many = await h.post('/latest-blogs', { page: 1, limit: 100000 });
    expect(many.status).toBe(200);
    expect(many.body.blogs.length).toBeLessThanOrEqual(100);
    const bad = await h.post('/latest-blogs', { page: 'satu' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^Data tidak valid/);
  });

  test('all-latest-blogs-count counts published blogs, with or without a body', async () => {
    const published = await h.svc.db('blogs').where({ draft: false }).count({ n: '*' });
    const withBody = await h.post('/all-latest-blogs-count', {});
    expect(withBody.body).toEqual({ totalDocs: Number(published[0].n) });
    const res = await h.svc.app.inject({ method: 'POST', url: '/all-latest-blogs-count' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalDocs: Number(published[0].n) });
  });

  test('trending-blogs: most read first, at most 5, drafts never', async () => {
    await h.svc.db('blogs').where({ id: first }).update({ total_reads: 500 });
    const draft = await h.blog(admin, { title: 'Draft populer', draft: true });
    await h.svc.db('blogs').where({ id: draft.id }).update({ total_reads: 9999 });
    const res = await h.get('/trending-blogs');
    expect(res.status).toBe(200);
    expect(res.body.blogs.length).toBeLessThanOrEqual(5);
    expect(res.body.blogs[0].title).toBe('Terbaru 0');
    expect(res.body.blogs.some((b: { title: string }) => b.title === 'Draft populer')).toBe(false);
  });
});

describe('search', () => {
  let related: { blog_id: string };
  beforeAll(async () => {
    related = await h.blog(admin, {
      title: 'Panen raya di asrama',
      des: 'Santri memanen sayur',
      tags: ['Kategori 1', 'Kebun'],
    });
    await h.blog(admin, { title: 'Lomba hafalan', des: 'Juara tingkat kota', tags: ['kategori 1'] });
    await h.blog(sari, { title: 'Cerita relawan', des: 'Pengalaman mengajar anak yatim', tags: ['Relawan'] });
    await h.blog(admin, { title: 'Panen rahasia', des: 'Belum terbit', tags: ['Kategori 1'], draft: true });
  });

  const titles = (res: { body: { blogs: { title: string }[] } }) => res.body.blogs.map((b) => b.title).sort();

  test('by tag, case-insensitively, excluding eliminate_blog and drafts', async () => {
    const res = await h.post('/search-blogs', { tag: 'KATEGORI 1', page: 1 });
    expect(titles(res)).toEqual(['Lomba hafalan', 'Panen raya di asrama']);
    const rel = await h.post('/search-blogs', { tag: 'Kategori 1', limit: 6, eliminate_blog: related.blog_id });
    expect(titles(rel)).toEqual(['Lomba hafalan']);
    expect((await h.post('/search-blogs-count', { tag: 'kategori 1' })).body).toEqual({ totalDocs: 2 });
  });

  test('by query: a word of the title, of the description, a tag, any case', async () => {
    expect(titles(await h.post('/search-blogs', { query: 'PANEN' }))).toEqual(['Panen raya di asrama']);
    expect(titles(await h.post('/search-blogs', { query: 'yatim' }))).toEqual(['Cerita relawan']);
    expect(titles(await h.post('/search-blogs', { query: 'kebun' }))).toEqual(['Panen raya di asrama']);
    expect(titles(await h.post('/search-blogs', { query: 'relawan' }))).toEqual(['Cerita relawan']);
    expect(titles(await h.post('/search-blogs', { query: 'panen asrama' }))).toEqual(['Panen raya di asrama']);
    expect((await h.post('/search-blogs', { query: 'tidakadakatainisamasekali' })).body.blogs).toEqual([]);
    expect((await h.post('/search-blogs-count', { query: 'kategori' })).body).toEqual({ totalDocs: 2 });
  });

  test('operators in the query text are harmless', async () => {
    const res = await h.post('/search-blogs', { query: '+panen* -"(raya)" @~<>' });
    expect(res.status).toBe(200);
    expect(titles(res)).toEqual(['Panen raya di asrama']);
  });

  test('by author id or username: published only (the profile tab)', async () => {
    const byId = await h.post('/search-blogs', { author: sari.id, page: 1 });
    expect(titles(byId)).toEqual(['Cerita relawan']);
    const byName = await h.post('/search-blogs', { author: 'sari', page: 1 });
    expect(titles(byName)).toEqual(['Cerita relawan']);
    expect((await h.post('/search-blogs-count', { author: sari.id })).body).toEqual({ totalDocs: 1 });
    expect((await h.post('/search-blogs', { author: 'nobody-here' })).body).toEqual({ blogs: [] });
  });

  test('needs one filter; limit is capped; bad types are refused', async () => {
    const none = await h.post('/search-blogs', { page: 1 });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('Isi salah satu dari tag, query atau author');
    const capped = await h.post('/search-blogs', { query: 'a', limit: 5000 });
    expect(capped.status).toBe(200);
    expect(capped.body.blogs.length).toBeLessThanOrEqual(100);
    expect((await h.post('/search-blogs', { tag: { $ne: 1 } })).status).toBe(400);
    expect((await h.post('/search-blogs', { query: '' })).body).toEqual({ blogs: [] });
    const blankTag = await h.post('/search-blogs', { tag: '', query: 'yatim' });
    expect(blankTag.body.blogs.map((b: { title: string }) => b.title)).toEqual(['Cerita relawan']);
  });

  test('EXPLAIN: the query search reads the FULLTEXT and tag indexes, never scans blogs', async () => {
    const { searchQuery } = await import('../repositories/blogs');
    const sql = searchQuery(h.svc.db, { kind: 'query', query: 'panen asrama' }, { limit: 5, offset: 0 })
      .toSQL()
      .toNative();
    const [plan] = await h.svc.db.raw(`EXPLAIN ${sql.sql}`, sql.bindings);
    const rows = plan as { table: string; type: string; key: string | null }[];
    expect(rows.find((r) => r.table === 'blogs' && r.type === 'fulltext')?.key).toBe('blogs_title_des_ft');
    expect(rows.find((r) => r.table === 'blog_tags')?.key).toMatch(/blog_tags_tag_blog_idx|PRIMARY/);
    expect(rows.find((r) => r.table === 'b')).toMatchObject({ type: 'eq_ref', key: 'PRIMARY' });
    expect(rows.some((r) => r.table.startsWith('b') && r.type === 'ALL' && r.table !== 'blog_tags')).toBe(false);
  });

  test('EXPLAIN: the tag filter reads blog_tags by its tag index', async () => {
    const { searchQuery } = await import('../repositories/blogs');
    const sql = searchQuery(h.svc.db, { kind: 'tag', tag: 'Kategori 1' }, { limit: 5, offset: 0 }).toSQL().toNative();
    const [plan] = await h.svc.db.raw(`EXPLAIN ${sql.sql}`, sql.bindings);
    const rows = plan as { table: string; type: string; key: string | null }[];
    expect(rows.find((r) => r.table === 't')).toMatchObject({ type: 'ref', key: 'blog_tags_tag_blog_idx' });
    expect(rows.find((r) => r.table === 'b')).toMatchObject({ type: 'eq_ref', key: 'PRIMARY' });
  });
});

describe('get-blog', () => {
  test('a published blog: content as a list, author, and one read per non-edit read', async () => {
    const b = await h.blog(admin, { title: 'Dibaca' });
    const res = await h.post('/get-blog', { blog_id: b.blog_id });
    expect(res.status).toBe(200);
    expect(res.body.blog).toMatchObject({
      _id: b.id,
      blog_id: b.blog_id,
      title: 'Dibaca',
      content: [{ blocks: [{ type: 'paragraph', data: { text: 'Isi artikel.' } }] }],
      author: { personal_info: { username: 'admin' } },
      activity: { total_reads: 1 },
    });
    await h.post('/get-blog', { blog_id: b.blog_id }, budi);
    const edit = await h.post('/get-blog', { blog_id: b.blog_id, draft: true, mode: 'edit' }, admin);
    expect(edit.status).toBe(200);
    expect(edit.body.blog.activity.total_reads).toBe(2);
    // Reads reach the row in batches: the stored count is checked once the pending ones are written.
    await h.readCounts.flush();
    expect((await h.svc.db('blogs').where({ id: b.id }).first())?.total_reads).toBe(2);
    const after = await h.post('/get-blog', { blog_id: b.blog_id, mode: 'edit' }, admin);
    expect(after.body.blog.activity.total_reads).toBe(2);
  });

  test("mode 'edit' needs the author's token", async () => {
    const b = await h.blog(admin);
    expect((await h.post('/get-blog', { blog_id: b.blog_id, mode: 'edit' })).status).toBe(401);
    const other = await h.post('/get-blog', { blog_id: b.blog_id, mode: 'edit' }, budi);
    expect(other.status).toBe(403);
    const otherAdmin = await h.user('admin2', true);
    expect((await h.post('/get-blog', { blog_id: b.blog_id, mode: 'edit' }, otherAdmin)).status).toBe(403);
  });

  test('a draft is 404 to visitors, other users and admins, visible to its author without counting reads', async () => {
    const d = await h.blog(admin, { title: 'Masih draft', draft: true });
    const otherAdmin = await h.user('admin3', true);
    for (const who of [null, budi, otherAdmin]) {
      const res = await h.post('/get-blog', { blog_id: d.blog_id, draft: true }, who);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Artikel tidak ditemukan' });
      expect((await h.post('/get-blog', { blog_id: d.blog_id, draft: true, mode: 'edit' }, who)).status).toBe(
        who ? 404 : 401,
      );
    }
    const own = await h.post('/get-blog', { blog_id: d.blog_id, draft: true, mode: 'edit' }, admin);
    expect(own.status).toBe(200);
    expect(own.body.blog.draft).toBe(true);
    await h.readCounts.flush();
    expect((await h.svc.db('blogs').where({ id: d.id }).first())?.total_reads).toBe(0);
  });

  test('unknown id 404, bad body 400', async () => {
    expect((await h.post('/get-blog', { blog_id: 'tidak-ada' })).status).toBe(404);
    expect((await h.post('/get-blog', {})).status).toBe(400);
    expect((await h.post('/get-blog', { blog_id: { $gt: '' } })).status).toBe(400);
  });

  test('stored hostile markup comes back sanitized and invalid blocks are left out', async () => {
    const b = await h.blog(admin);
    await h.svc
      .db('blogs')
      .where({ id: b.id })
      .update({
        content: JSON.stringify({
          blocks: [
            {
              type: 'paragraph',
              data: { text: 'Halo <script>alert(1)</script><img src=x onerror=alert(1)><b>tebal</b>' },
            },
            { type: 'raw', data: { html: '<script>alert(2)</script>' } },
            {
              type: 'embed',
              data: { service: 'youtube', source: 'javascript:alert(3)', embed: 'javascript:alert(3)' },
            },
            { type: 'image', data: { file: { url: 'javascript:alert(4)' } } },
          ],
        }),
      });
    const res = await h.post('/get-blog', { blog_id: b.blog_id });
    expect(res.body.blog.content[0].blocks).toEqual([{ type: 'paragraph', data: { text: 'Halo <b>tebal</b>' } }]);
  });
});

describe('delete-blog', () => {
  test('only the author deletes; the blog takes its comments, likes, notifications and tags with it', async () => {
    const b = await h.blog(admin, { tags: ['Hapus'] });
    expect((await h.post('/like-blog', { _id: b.id, isLikedByUser: false }, budi)).status).toBe(200);
    const c = await h.post('/add-comment', { _id: b.id, comment: 'Bagus' }, budi);
    await h.post('/add-comment', { _id: b.id, comment: 'Terima kasih', replying_to: c.body._id }, admin);

    expect((await h.post('/delete-blog', { blog_id: b.blog_id })).status).toBe(401);
    expect((await h.post('/delete-blog', { blog_id: b.blog_id }, budi)).status).toBe(403);
    const otherAdmin = await h.user('admin4', true);
    expect((await h.post('/delete-blog', { blog_id: b.blog_id }, otherAdmin)).status).toBe(403);
    expect((await h.post('/delete-blog', {}, admin)).status).toBe(400);

    const res = await h.post('/delete-blog', { blog_id: b.blog_id }, admin);
    expect(res).toEqual({ status: 200, body: { status: 'done' } });
    const db = h.svc.db;
    for (const table of ['blog_likes', 'comments', 'notifications', 'blog_tags']) {
      expect(await db(table).where({ blog_pk: b.id }).count({ n: '*' })).toEqual([{ n: 0 }]);
    }
    expect(await db('blogs').where({ id: b.id }).first()).toBeUndefined();
    expect((await h.post('/delete-blog', { blog_id: b.blog_id }, admin)).status).toBe(404);
  });

  test("another user's draft is 404 to them", async () => {
    const d = await h.blog(admin, { draft: true });
    expect((await h.post('/delete-blog', { blog_id: d.blog_id }, budi)).status).toBe(404);
  });
});

describe('user-written-blogs', () => {
  let writer: Person;
  beforeAll(async () => {
    writer = await h.user('penulis', true);
    for (let i = 0; i < 6; i++) {
      const b = await h.blog(writer, { title: `Tulisan ${i}${i === 2 ? ' spesial' : ''}` });
      await setPublished(b.id, `2029-02-0${i + 1}T00:00:00Z`);
    }
    await h.blog(writer, { title: 'Draft spesial', draft: true });
    await h.blog(writer, { title: 'Draft biasa', draft: true });
  });

  test("lists the signed-in user's own published blogs or drafts, 5 a page", async () => {
    const p1 = await h.post('/user-written-blogs', { page: 1, draft: false }, writer);
    expect(p1.body.blogs).toHaveLength(5);
    expect(p1.body.blogs[0].title).toBe('Tulisan 5');
    expect(p1.body.blogs.every((b: { author: { _id: number } }) => b.author._id === writer.id)).toBe(true);
    const drafts = await h.post('/user-written-blogs', { page: 1, draft: true }, writer);
    expect(drafts.body.blogs.map((b: { title: string }) => b.title).sort()).toEqual(['Draft biasa', 'Draft spesial']);
    expect((await h.post('/user-written-blogs-count', { draft: false }, writer)).body).toEqual({ totalDocs: 6 });
    expect((await h.post('/user-written-blogs-count', { draft: true }, writer)).body).toEqual({ totalDocs: 2 });
    expect((await h.post('/user-written-blogs-count', { draft: false }, sari)).body).toEqual({ totalDocs: 1 });
  });

  test('query filters by title; deletedDocCount moves the page window back', async () => {
    const found = await h.post('/user-written-blogs', { page: 1, draft: true, query: 'SPESIAL' }, writer);
    expect(found.body.blogs.map((b: { title: string }) => b.title)).toEqual(['Draft spesial']);
    expect((await h.post('/user-written-blogs-count', { draft: false, query: 'spesial' }, writer)).body).toEqual({
      totalDocs: 1,
    });
    expect((await h.post('/user-written-blogs-count', { draft: false, query: '%' }, writer)).body).toEqual({
      totalDocs: 0,
    });
    const p2 = await h.post('/user-written-blogs', { page: 2, draft: false }, writer);
    expect(p2.body.blogs.map((b: { title: string }) => b.title)).toEqual(['Tulisan 0']);
    const shifted = await h.post('/user-written-blogs', { page: 2, draft: false, deletedDocCount: 1 }, writer);
    expect(shifted.body.blogs.map((b: { title: string }) => b.title)).toEqual(['Tulisan 1', 'Tulisan 0']);
  });

  test('needs a token and a valid body', async () => {
    expect((await h.post('/user-written-blogs', { page: 1 })).status).toBe(401);
    expect((await h.post('/user-written-blogs-count', {})).status).toBe(401);
    expect((await h.post('/user-written-blogs', { page: 1, deletedDocCount: -3 }, writer)).status).toBe(400);
  });
});
