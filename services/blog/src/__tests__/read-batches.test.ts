import { startHarness, type Harness, type Person } from './helpers';

let h: Harness;
let admin: Person;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.user('admin', true);
});
afterAll(() => h.svc.close());

const storedReads = async (id: number): Promise<number> =>
  (await h.svc.db('blogs').where({ id }).limit(1).select('total_reads'))[0].total_reads;

describe('article reads written in batches', () => {
  test('60 concurrent readers of one article end with exactly 60 reads in its row, the author total with them', async () => {
    const b = await h.blog(admin, { title: 'Ramai dibaca' });
    const other = await h.blog(admin, { title: 'Dibaca sekali' });
    const answers = await Promise.all(Array.from({ length: 60 }, () => h.post('/get-blog', { blog_id: b.blog_id })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    for (const a of answers) expect(a.body.blog.activity.total_reads).toBeGreaterThanOrEqual(1);
    await h.post('/get-blog', { blog_id: other.blog_id });

    await h.readCounts.flush();
    expect(await storedReads(b.id)).toBe(60);
    expect(await storedReads(other.id)).toBe(1);
    // The profile's read total is the sum over the author's published rows.
    const [{ reads }] = await h.svc
      .db('blogs')
      .where({ author_id: admin.id, draft: false })
      .sum({ reads: 'total_reads' });
    expect(Number(reads)).toBe(61);

    // Written reads are no longer pending: the answer counts each read once.
    const next = await h.post('/get-blog', { blog_id: b.blog_id });
    expect(next.body.blog.activity.total_reads).toBe(61);
  });

  test('an article deleted before the flush does not stop the others from being written', async () => {
    const gone = await h.blog(admin, { title: 'Akan dihapus' });
    const kept = await h.blog(admin, { title: 'Tetap ada' });
    await h.readCounts.flush();
    await h.post('/get-blog', { blog_id: gone.blog_id });
    await h.post('/get-blog', { blog_id: kept.blog_id });
    expect((await h.post('/delete-blog', { blog_id: gone.blog_id }, admin)).status).toBe(200);
    await expect(h.readCounts.flush()).resolves.toBe(2);
    expect(await storedReads(kept.id)).toBe(1);
  });

  test('closing the service writes the reads still pending', async () => {
    const closing = await startHarness();
    try {
      const author = await closing.user('penulis');
      const b = await closing.blog(author, { title: 'Dibaca sebelum berhenti' });
      for (let i = 0; i < 3; i++) expect((await closing.post('/get-blog', { blog_id: b.blog_id })).status).toBe(200);
      expect((await closing.svc.db('blogs').where({ id: b.id }).first('total_reads'))?.total_reads).toBe(0);
      await closing.svc.app.close();
      expect((await closing.svc.db('blogs').where({ id: b.id }).first('total_reads'))?.total_reads).toBe(3);
    } finally {
      await closing.svc.close();
    }
  });
});
