import { DOC, startHarness, type Harness, type Person } from './helpers';

let h: Harness;
let admin: Person;
beforeAll(async () => {
  h = await startHarness();
  admin = await h.user('penulis', true);
});
afterAll(() => h.svc.close());

const publish = (i: number, tags: string[], id?: string) =>
  h.post(
    '/create-blog',
    {
      ...(id ? { id } : {}),
      title: `Kegiatan bersama ${i}`,
      banner: 'http://localhost:8080/media/demo/photo-1.png',
      des: `Cerita kegiatan ${i}.`,
      content: DOC,
      tags,
      draft: false,
    },
    admin,
  );

describe('concurrent publishes sharing tags', () => {
  it('never deadlock: 30 new articles with the same tags all publish', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => publish(i, ['Pendidikan', 'Kegiatan', `Tag ${i % 3}`])),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    const count = await h.svc.db('blog_tags').where({ tag: 'pendidikan' }).count({ n: '*' });
    expect(Number(count[0].n)).toBe(30);
  });

  it('never deadlock when edits re-tag articles while others publish', async () => {
    const first = await Promise.all(Array.from({ length: 10 }, (_, i) => publish(100 + i, ['Umum'])));
    const ids = first.map((a) => a.body.id as string);
    const answers = await Promise.all([
      ...ids.map((id, i) => publish(200 + i, ['Umum', 'Pendidikan', `Baru ${i}`], id)),
      ...Array.from({ length: 10 }, (_, i) => publish(300 + i, ['Pendidikan', 'Umum'])),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    for (const id of ids) {
      const blog = await h.svc.db('blogs').where({ blog_id: id }).first('id');
      const tags = await h.svc.db('blog_tags').where({ blog_pk: blog?.id }).orderBy('tag').pluck('tag');
      expect(tags).toEqual(expect.arrayContaining(['umum', 'pendidikan']));
      expect(tags).toHaveLength(3);
    }
  });
});
