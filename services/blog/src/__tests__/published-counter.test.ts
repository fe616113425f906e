import { PUBLISHED, PUBLISHED_VERSION, readCounter } from '../repositories/blog-counters';
import { DOC, startHarness, type Harness, type Person } from './helpers';

let h: Harness;
let admin: Person;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.user('penulis', true);
});
afterAll(() => h.svc.close());

const save = (i: number, draft: boolean, id?: string) =>
  h.post(
    '/create-blog',
    {
      ...(id ? { id } : {}),
      title: `Catatan kegiatan ${i}`,
      banner: 'http://localhost:8080/media/demo/photo-1.png',
      des: `Cerita kegiatan ${i}.`,
      content: DOC,
      tags: ['Kegiatan', `Tag ${i % 4}`],
      draft,
    },
    admin,
  );

async function published(): Promise<number> {
  const [{ n }] = await h.svc.db('blogs').where({ draft: false }).count({ n: '*' });
  return Number(n);
}

async function expectCounterMatchesRows() {
  const rows = await published();
  expect(await readCounter(h.svc.db, PUBLISHED)).toBe(rows);
  expect((await h.post('/all-latest-blogs-count', {})).body).toEqual({ totalDocs: rows });
}

describe('the published counter', () => {
  it('equals the published rows after publishes, drafts, edits, unpublishes and deletes, some concurrent', async () => {
    const created = await Promise.all(Array.from({ length: 16 }, (_, i) => save(i, i % 3 === 0)));
    expect(created.map((a) => a.status)).toEqual(Array(16).fill(200));
    const ids = created.map((a) => a.body.id as string);
    await expectCounterMatchesRows();

    // Concurrently: drafts published, published articles sent back to draft, plain edits, deletes and new articles.
    const mixed = await Promise.all([
      ...ids.slice(0, 6).map((id, i) => save(100 + i, i % 2 === 1, id)),
      ...ids.slice(6, 10).map((id) => h.post('/delete-blog', { blog_id: id }, admin)),
      ...ids.slice(10, 13).map((id, i) => save(200 + i, false, id)),
      ...Array.from({ length: 6 }, (_, i) => save(300 + i, i % 2 === 0)),
    ]);
    expect(mixed.map((a) => a.status)).toEqual(Array(19).fill(200));
    await expectCounterMatchesRows();

    // Deleting a draft and a published one, and deleting the same article twice at once.
    const [draft] = await h.svc.db('blogs').where({ draft: true }).pluck('blog_id');
    const [live] = await h.svc.db('blogs').where({ draft: false }).pluck('blog_id');
    const deletes = await Promise.all([
      h.post('/delete-blog', { blog_id: draft }, admin),
      h.post('/delete-blog', { blog_id: live }, admin),
      h.post('/delete-blog', { blog_id: live }, admin),
    ]);
    expect(deletes.map((a) => a.status).sort()).toEqual([200, 200, expect.any(Number)]);
    await expectCounterMatchesRows();
    expect(await published()).toBeGreaterThan(0);
  });

  it('moves the search version on a change of a published article, not on a draft saved as a draft', async () => {
    const version = () => readCounter(h.svc.db, PUBLISHED_VERSION);
    const draft = await save(1, true);
    const before = await version();
    await save(2, true, draft.body.id);
    expect(await version()).toBe(before);
    await save(3, false, draft.body.id);
    expect(await version()).toBe(before + 1);
    await save(4, false, draft.body.id);
    expect(await version()).toBe(before + 2);
    await h.post('/delete-blog', { blog_id: draft.body.id }, admin);
    expect(await version()).toBe(before + 3);
  });
});
