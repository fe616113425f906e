import { blogAudit } from '../domain/audit-trail';
import { startHarness, type Harness, type Person } from './helpers';

/** Issue 41, item 5: an administrator's deletion of an article is recorded, hash-chained, with it. */

let h: Harness;
let admin: Person;
let budi: Person;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.user('admin', true);
  budi = await h.user('budi');
});
afterAll(() => h.svc.close());

const log = () => h.svc.db('blog_audit_log').orderBy('seq', 'asc');

describe('the blog audit trail', () => {
  test("records an administrator's deletion of an article, and none for a refused or a writer's own deletion", async () => {
    const mine = await h.blog(budi, { title: 'Tulisan Budi' });
    expect((await h.post('/delete-blog', { blog_id: mine.blog_id }, admin)).status).toBe(403);
    expect((await h.post('/delete-blog', { blog_id: mine.blog_id }, budi)).status).toBe(200);
    expect(await log()).toEqual([]);

    const b = await h.blog(admin, { title: 'Kabar Yayasan' });
    expect((await h.post('/delete-blog', { blog_id: b.blog_id }, admin)).status).toBe(200);
    const [rec] = await log();
    expect(rec).toMatchObject({
      seq: 1,
      action: 'article.delete',
      actor_id: admin.id,
      actor_username: 'admin',
      object_type: 'article',
      object_id: b.blog_id,
      after_json: null,
    });
    expect(JSON.parse(rec.before_json)).toMatchObject({ blog_id: b.blog_id, title: 'Kabar Yayasan', draft: false });
    expect(rec.before_json).not.toContain('content');
  });

  test('keeps one chain when deletions come at once, and finds an edited or removed record', async () => {
    const blogs = await Promise.all(Array.from({ length: 6 }, (_, i) => h.blog(admin, { title: `Hapus ${i}` })));
    const answers = await Promise.all(blogs.map((b) => h.post('/delete-blog', { blog_id: b.blog_id }, admin)));
    expect(answers.map((a) => a.status)).toEqual(blogs.map(() => 200));
    const rows = await log();
    expect(rows.map((r) => Number(r.seq))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await blogAudit.verify(h.svc.db)).toEqual({ checked: 7, mismatch: null });

    expect((await h.get('/audit-blog', budi)).status).toBe(403);
    expect((await h.get('/audit-blog?limit=3', admin)).body.records).toHaveLength(3);

    await h.svc.db('blog_audit_log').where({ seq: 4 }).update({ object_id: 'lain' });
    expect((await blogAudit.verify(h.svc.db)).mismatch).toEqual({ seq: 4, reason: 'record does not match its hash' });
    await h.svc.db('blog_audit_log').where({ seq: 4 }).update({ object_id: rows[3].object_id });
    await h.svc.db('blog_audit_log').where({ seq: 7 }).delete();
    expect((await blogAudit.verify(h.svc.db)).mismatch?.reason).toMatch(/records missing at the end/);
  });
});
