import type { BlogCard } from '@yayasan/contracts';
import { recountPublished } from '../domain/blog-counters';
import { countBlogs } from '../domain/blog-lists';
import { WordSearchCache } from '../domain/word-search';
import { searchQuery, type BlogFilter } from '../repositories/blogs';
import { DOC, startHarness, type Harness, type Person } from './helpers';

let h: Harness;
let admin: Person;

const TITLES = ['Belajar bersama di asrama', 'Kebun sayur asrama', 'Pelajaran mengaji', 'Santri belajar berkebun'];
const DESCRIPTIONS = ['Kegiatan pagi', 'Belajar menanam', 'Cerita relawan', 'Asrama putra'];
const TAGS = [['Belajar'], ['Kebun', 'Asrama'], ['Belajar Bersama'], ['Relawan']];

beforeAll(async () => {
  h = await startHarness();
  admin = await h.user('penulis', true);
  // 40 articles sharing words, tags and (in threes) publication times, some of them drafts.
  for (let i = 0; i < 40; i++) {
    const b = await h.blog(admin, {
      title: `${TITLES[i % 4]} ${i}`,
      des: DESCRIPTIONS[(i * 3) % 4],
      tags: TAGS[(i * 7) % 4],
      draft: i % 9 === 5,
    });
    const day = String(1 + Math.floor(i / 3)).padStart(2, '0');
    await h.svc
      .db('blogs')
      .where({ id: b.id })
      .update({ published_at: new Date(`2031-03-${day}T08:00:00Z`) });
  }
  // Publication times set past the service: the version moves as a loader moves it.
  await recountPublished(h.svc.db);
});
afterAll(() => h.svc.close());

const ids = (res: { body: { blogs: BlogCard[] } }) => res.body.blogs.map((b) => b._id);

/** The page the uncached query gives. */
const uncachedPage = async (filter: BlogFilter, limit: number, offset: number) =>
  ((await searchQuery(h.svc.db, filter, { limit, offset })) as { id: number }[]).map((r) => Number(r.id));

const save = (title: string, des: string, tags: string[], draft = false, id?: string) =>
  h.post(
    '/create-blog',
    {
      ...(id ? { id } : {}),
      title,
      banner: 'http://localhost:8080/media/demo/photo-1.png',
      des,
      content: DOC,
      tags,
      draft,
    },
    admin,
  );

const count = async (query: string) => (await h.post('/search-blogs-count', { query })).body.totalDocs as number;

describe('word search', () => {
  const QUERIES = [
    'belajar',
    'BELAJAR',
    'asrama',
    'belajar asrama',
    'bel',
    'kebun',
    '+"belajar* -(asrama) @~<>',
    'zzz',
  ];

  it('answers every page and count exactly as the uncached query, each query its own', async () => {
    for (const query of QUERIES) {
      const filter: BlogFilter = { kind: 'query', query };
      const total = await countBlogs(h.svc.db, filter);
      expect({ query, count: await count(query) }).toEqual({ query, count: total });
      for (const limit of [5, 4]) {
        for (let page = 1; page <= Math.ceil(total / limit) + 1; page++) {
          const res = await h.post('/search-blogs', { query, page, limit });
          expect({ query, page, ids: ids(res) }).toEqual({
            query,
            page,
            ids: await uncachedPage(filter, limit, (page - 1) * limit),
          });
        }
      }
    }
    expect(await count('belajar')).toBeGreaterThan(10);
    expect(await count('kebun')).not.toBe(await count('belajar'));
  });

  it('leaves out eliminate_blog on every page and in the count, wherever it stands', async () => {
    const all = await uncachedPage({ kind: 'query', query: 'belajar' }, 1000, 0);
    const blogIds = await h.svc
      .db('blogs')
      .whereIn('id', [all[0], all[7], all.at(-1)!])
      .pluck('blog_id');
    const draft = await h.svc.db('blogs').where({ draft: true }).first('blog_id');
    for (const eliminate of [...blogIds, draft?.blog_id, 'tidak-ada']) {
      const filter: BlogFilter = { kind: 'query', query: 'belajar', eliminate };
      const total = await countBlogs(h.svc.db, filter);
      const counted = await h.post('/search-blogs-count', { query: 'belajar', eliminate_blog: eliminate });
      expect({ eliminate, count: counted.body.totalDocs }).toEqual({ eliminate, count: total });
      for (let page = 1; page <= Math.ceil(total / 3) + 1; page++) {
        const res = await h.post('/search-blogs', { query: 'belajar', page, limit: 3, eliminate_blog: eliminate });
        expect({ eliminate, page, ids: ids(res) }).toEqual({
          eliminate,
          page,
          ids: await uncachedPage(filter, 3, (page - 1) * 3),
        });
      }
    }
  });

  it('sees a publish, an edit, a return to draft and a delete at once', async () => {
    expect(await count('zamrud')).toBe(0);
    const draft = await save('Zamrud hijau', 'Batu', ['Zamrud'], true);
    expect(await count('zamrud')).toBe(0);
    await save('Zamrud hijau', 'Batu', ['Zamrud'], false, draft.body.id);
    expect(await count('zamrud')).toBe(1);
    const first = (await h.post('/search-blogs', { query: 'zamrud' })).body.blogs;
    expect(first.map((b: BlogCard) => b.blog_id)).toEqual([draft.body.id]);

    // An edit of a published article: the word leaves the title but stays in a tag, then leaves altogether.
    await save('Batu hijau', 'Batu', ['Zamrud'], false, draft.body.id);
    expect(await count('zamrud')).toBe(1);
    await save('Batu hijau', 'Batu', ['Permata'], false, draft.body.id);
    expect(await count('zamrud')).toBe(0);
    expect(await count('permata')).toBe(1);
    await save('Batu hijau', 'Batu', ['Permata'], true, draft.body.id);
    expect(await count('permata')).toBe(0);

    const before = await count('belajar');
    const another = await save('Belajar memanah', 'Olahraga', ['Olahraga']);
    expect(await count('belajar')).toBe(before + 1);
    // Found at once, where the uncached query places it.
    const listed = (await h.post('/search-blogs', { query: 'belajar', page: 1, limit: before + 1 })).body
      .blogs as BlogCard[];
    expect(listed.map((b) => b.blog_id)).toContain(another.body.id);
    expect(listed.map((b) => b._id)).toEqual(await uncachedPage({ kind: 'query', query: 'belajar' }, before + 1, 0));
    await h.post('/delete-blog', { blog_id: another.body.id }, admin);
    expect(await count('belajar')).toBe(before);
  });

  it('ranks the most relevant first, then the newest; an article found by its tag alone after those found by their words', async () => {
    const published = async (title: string, des: string, tags: string[], day: string) => {
      const { body } = await save(title, des, tags);
      await h.svc
        .db('blogs')
        .where({ blog_id: body.id })
        .update({ published_at: new Date(`2032-01-${day}T08:00:00Z`) });
      return body.id as string;
    };
    const byTag = await published('Taman kota', 'Bunga di taman', ['Anggrek Bulan'], '05');
    const once = await published('Kebun bunga', 'Ada anggrek di pojok', ['Bunga'], '04');
    const onceOlder = await published('Kebun bunga', 'Ada anggrek di pojok', ['Bunga'], '02');
    const often = await published('Anggrek asrama', 'Anggrek, anggrek dan anggrek lagi', ['Bunga'], '01');
    await recountPublished(h.svc.db);
    const found = (await h.post('/search-blogs', { query: 'anggrek', limit: 10 })).body.blogs as BlogCard[];
    expect(found.map((b) => b.blog_id)).toEqual([often, once, onceOlder, byTag]);
    expect(found.map((b) => b._id)).toEqual(await uncachedPage({ kind: 'query', query: 'anggrek' }, 10, 0));
  });

  it('keeps a bounded number of searches and ids', async () => {
    const cache = new WordSearchCache({ maxEntries: 2, maxIds: 1_000 });
    for (const query of ['belajar', 'asrama', 'kebun']) await cache.matches(h.svc.db, query);
    expect(cache.size).toBe(2);
    const small = new WordSearchCache({ maxIds: 5 });
    const list = await small.matches(h.svc.db, 'belajar');
    expect(list.length).toBeGreaterThan(5);
    // Too big to keep, still answered.
    expect(small.size).toBe(0);
    expect(Array.from(list)).toEqual(await uncachedPage({ kind: 'query', query: 'belajar' }, 1000, 0));
  });

  it('runs the matching query once per state of the published articles', async () => {
    const cache = new WordSearchCache();
    let matches = 0;
    const seen = (q: { sql: string }) => {
      if (/MATCH/i.test(q.sql)) matches++;
    };
    h.svc.db.on('query', seen);
    try {
      await Promise.all([1, 2, 3].map((offset) => cache.slice(h.svc.db, 'asrama', { limit: 5, offset })));
      await cache.slice(h.svc.db, 'Asrama ', { limit: 5, offset: 10 });
      expect(matches).toBe(1);
      await save('Asrama baru', 'Dibuka', ['Asrama']);
      await cache.slice(h.svc.db, 'asrama', { limit: 5, offset: 0 });
      expect(matches).toBe(2);
    } finally {
      h.svc.db.off('query', seen);
    }
  });
});
