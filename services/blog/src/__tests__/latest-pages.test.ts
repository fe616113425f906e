import { LIST_CURSOR_INVALID, listCursor, type BlogCard } from '@yayasan/contracts';
import { recountPublished } from '../domain/blog-counters';
import { deleteBlog } from '../domain/blogs';
import { startHarness, type Harness } from './helpers';

let h: Harness;
/** Published articles; several share a publication time, so the id has to break ties. */
const PUBLISHED = 37;

beforeAll(async () => {
  h = await startHarness();
  const admin = await h.user('penulis', true);
  for (let i = 0; i < PUBLISHED; i++) {
    const b = await h.blog(admin, { title: `Kabar ${i}` });
    const day = String(1 + Math.floor(i / 3)).padStart(2, '0');
    await h.svc
      .db('blogs')
      .where({ id: b.id })
      .update({ published_at: new Date(`2031-01-${day}T08:00:00Z`) });
    if (i % 10 === 4) await h.blog(admin, { title: `Draf ${i}`, draft: true });
  }
  // The times were set past the service: the counters are brought up to date as a loader does.
  await recountPublished(h.svc.db);
});
afterAll(() => h.svc.close());

/** The page as a plain OFFSET query gives it. */
const offsetPage = async (limit: number, offset: number) =>
  (
    await h.svc
      .db('blogs')
      .where({ draft: false })
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .pluck('id')
  ).map(Number);

const ids = (res: { body: { blogs: BlogCard[] } }) => res.body.blogs.map((b) => b._id);

describe('latest-blogs by page number', () => {
  it.each([5, 7, 100])(
    'answers every page (and one past the end) as a plain OFFSET query, %i a page',
    async (limit) => {
      const last = Math.ceil(PUBLISHED / limit);
      for (let page = 1; page <= last + 1; page++) {
        const res = await h.post('/latest-blogs', { page, limit });
        expect(res.status).toBe(200);
        expect({ page, ids: ids(res) }).toEqual({ page, ids: await offsetPage(limit, (page - 1) * limit) });
      }
      expect((await h.post('/latest-blogs', { page: last + 1, limit })).body).toEqual({ blogs: [] });
    },
  );

  it('reads a page of the second half from the end, in index order', async () => {
    const sent: { sql: string; bindings: unknown[] }[] = [];
    const capture = (q: { sql: string; bindings?: unknown[] }) => sent.push({ sql: q.sql, bindings: q.bindings ?? [] });
    h.svc.db.on('query', capture);
    try {
      await h.post('/latest-blogs', { page: 8 });
    } finally {
      h.svc.db.off('query', capture);
    }
    const fromTheEnd = sent.find((q) => /order by `b`.`published_at` asc, `b`.`id` asc/i.test(q.sql));
    expect(fromTheEnd).toBeDefined();
    // The last page: the 2 oldest articles, read first.
    expect(fromTheEnd!.bindings).toEqual([false, 2]);
    const [plan] = await h.svc.db.raw(`EXPLAIN ${fromTheEnd!.sql}`, fromTheEnd!.bindings as never);
    expect(plan[0].key).toBe('blogs_draft_published_idx');
    expect(plan[0].Extra ?? '').not.toMatch(/filesort/i);
  });
});

describe('latest-blogs after a cursor', () => {
  it('walks the same cards as the page numbers, page for page', async () => {
    for (const limit of [5, 3]) {
      let res = await h.post('/latest-blogs', { page: 1, limit });
      const walked: number[] = [];
      for (let page = 1; res.body.blogs.length; page++) {
        expect({ page, ids: ids(res) }).toEqual({ page, ids: await offsetPage(limit, (page - 1) * limit) });
        walked.push(...ids(res));
        const last = res.body.blogs.at(-1)!;
        const after = listCursor(last.publishedAt, last._id);
        res = await h.post('/latest-blogs', { page: page + 1, limit, after });
        expect(res.status).toBe(200);
      }
      expect(walked).toEqual(await offsetPage(1000, 0));
    }
  });

  it('means the page after that card whatever `page` says, and keeps its place when cards are deleted', async () => {
    const first = (await h.post('/latest-blogs', { page: 1 })).body.blogs as BlogCard[];
    const after = listCursor(first[4].publishedAt, first[4]._id);
    const next = await h.post('/latest-blogs', { page: 9, after });
    expect(ids(next)).toEqual(await offsetPage(5, 5));
    await deleteBlog(h.svc.db, first[0]._id);
    expect(ids(await h.post('/latest-blogs', { page: 2 }))).not.toEqual(ids(next));
    expect(ids(await h.post('/latest-blogs', { after }))).toEqual(ids(next));
  });

  it.each(['', 'abc', '123', '1_0', '12_-3', '1.5_2', '99999999999999999_1', '1_2_3'])(
    'refuses the cursor %p with a clear message',
    async (after) => {
      const res = await h.post('/latest-blogs', { page: 2, after });
      expect(res).toEqual({ status: 400, body: { error: LIST_CURSOR_INVALID } });
    },
  );

  it('refuses a cursor too long to be one, and one that is not text', async () => {
    expect((await h.post('/latest-blogs', { after: '1'.repeat(200) })).status).toBe(400);
    expect((await h.post('/latest-blogs', { after: 5 })).status).toBe(400);
  });
});
