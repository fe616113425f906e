import type { BlogRow } from '../domain/blogs';
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

const blogRow = (b: BlogRow) => h.svc.db('blogs').where({ id: b.id }).first();
const notificationsFor = (p: Person) => h.svc.db('notifications').where({ notification_for: p.id }).orderBy('id');

describe('likes', () => {
  test('needs a token', async () => {
    const b = await h.blog(admin);
    expect((await h.post('/like-blog', { _id: b.id, isLikedByUser: false })).status).toBe(401);
    expect((await h.post('/isliked-by-user', { _id: b.id })).status).toBe(401);
  });

  test('like twice = one like; the author is notified once; unlike removes like and notification', async () => {
    const b = await h.blog(admin);
    const first = await h.post('/like-blog', { _id: b.id, isLikedByUser: false }, budi);
    expect(first).toEqual({ status: 200, body: { liked_by_user: true, total_likes: 1 } });
    const again = await h.post('/like-blog', { _id: b.id, isLikedByUser: false }, budi);
    expect(again.body).toEqual({ liked_by_user: true, total_likes: 1 });
    expect(await h.svc.db('blog_likes').where({ blog_pk: b.id }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect((await h.post('/isliked-by-user', { _id: b.id }, budi)).body).toEqual({ result: true });
    expect((await h.post('/isliked-by-user', { _id: b.id }, sari)).body).toEqual({ result: false });
    const likes = (await notificationsFor(admin)).filter((n) => n.blog_pk === b.id);
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ type: 'like', user_id: budi.id });

    const unlike = await h.post('/like-blog', { _id: b.id, isLikedByUser: true }, budi);
    expect(unlike.body).toEqual({ liked_by_user: false, total_likes: 0 });
    const unlikeAgain = await h.post('/like-blog', { _id: b.id, isLikedByUser: true }, budi);
    expect(unlikeAgain.body).toEqual({ liked_by_user: false, total_likes: 0 });
    expect((await blogRow(b))?.total_likes).toBe(0);
    expect((await notificationsFor(admin)).filter((n) => n.blog_pk === b.id)).toHaveLength(0);
  });

  test('without the flag the request toggles; concurrent likes still count once', async () => {
    const b = await h.blog(admin);
    expect((await h.post('/like-blog', { _id: b.id }, sari)).body).toEqual({ liked_by_user: true, total_likes: 1 });
    expect((await h.post('/like-blog', { _id: b.id }, sari)).body).toEqual({ liked_by_user: false, total_likes: 0 });
    await Promise.all(Array.from({ length: 5 }, () => h.post('/like-blog', { _id: b.id, isLikedByUser: false }, budi)));
    expect((await blogRow(b))?.total_likes).toBe(1);
    expect(await h.svc.db('blog_likes').where({ blog_pk: b.id }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  test('two users make two likes; liking your own article notifies nobody', async () => {
    const b = await h.blog(admin);
    await h.post('/like-blog', { _id: b.id, isLikedByUser: false }, budi);
    await h.post('/like-blog', { _id: b.id, isLikedByUser: false }, sari);
    const own = await h.post('/like-blog', { _id: b.id, isLikedByUser: false }, admin);
    expect(own.body.total_likes).toBe(3);
    const forBlog = await h.svc.db('notifications').where({ blog_pk: b.id });
    expect(forBlog.map((n) => n.user_id).sort()).toEqual([budi.id, sari.id].sort());
  });

  test('a draft cannot be liked by others; unknown ids 404; bad ids 400', async () => {
    const d = await h.blog(admin, { draft: true });
    expect((await h.post('/like-blog', { _id: d.id, isLikedByUser: false }, budi)).status).toBe(404);
    expect((await h.post('/isliked-by-user', { _id: d.id }, budi)).status).toBe(404);
    expect((await h.post('/like-blog', { _id: 999999, isLikedByUser: false }, budi)).status).toBe(404);
    expect((await h.post('/like-blog', { _id: 'abc' }, budi)).status).toBe(400);
    expect((await h.post('/like-blog', { isLikedByUser: false }, budi)).status).toBe(400);
  });
});

describe('comments and replies', () => {
  test('needs a token and text with the spec messages', async () => {
    const b = await h.blog(admin);
    expect((await h.post('/add-comment', { _id: b.id, comment: 'Halo' })).status).toBe(401);
    for (const comment of ['', '   ', undefined]) {
      const res = await h.post('/add-comment', { _id: b.id, comment }, budi);
      expect(res).toEqual({ status: 400, body: { error: 'Tuliskan sesuatu untuk berkomentar...' } });
    }
    const long = await h.post('/add-comment', { _id: b.id, comment: 'x'.repeat(2001) }, budi);
    expect(long).toEqual({ status: 400, body: { error: 'Komentar maksimal 2000 karakter' } });
    expect((await h.post('/add-comment', { _id: b.id, comment: { text: 'x' } }, budi)).status).toBe(400);
    expect((await blogRow(b))?.total_comments).toBe(0);
  });

  test('comment and reply counts; notifications go to the article author and the parent comment author', async () => {
    const b = await h.blog(admin);
    const c = await h.post('/add-comment', { _id: b.id, comment: '  Bagus sekali  ', blog_author: budi.id }, sari);
    expect(c.status).toBe(200);
    expect(c.body).toMatchObject({
      _id: expect.any(Number),
      comment: 'Bagus sekali',
      commentedAt: expect.any(String),
      isReply: false,
      children: [],
      commented_by: { personal_info: { username: 'sari', fullname: 'sari Lengkap' } },
    });
    expect(await blogRow(b)).toMatchObject({ total_comments: 1, total_parent_comments: 1 });

    const r = await h.post('/add-comment', { _id: b.id, comment: 'Terima kasih', replying_to: c.body._id }, budi);
    expect(r.body).toMatchObject({ isReply: true, parent: c.body._id });
    expect(await blogRow(b)).toMatchObject({ total_comments: 2, total_parent_comments: 1 });

    const notes = await h.svc.db('notifications').where({ blog_pk: b.id }).orderBy('id');
    expect(notes.map((n) => [n.type, n.notification_for, n.user_id])).toEqual([
      ['comment', admin.id, sari.id],
      ['reply', sari.id, budi.id],
    ]);
    expect(notes[1]).toMatchObject({ comment_id: r.body._id, replied_on_comment_id: c.body._id });
  });

  test('a forged blog_author notifies nobody wrong', async () => {
    const b = await h.blog(admin);
    await h.post('/add-comment', { _id: b.id, comment: 'Palsu', blog_author: { _id: sari.id } }, budi);
    await h.post('/add-comment', { _id: b.id, comment: 'Palsu lagi', blog_author: sari.id }, budi);
    const notes = await h.svc.db('notifications').where({ blog_pk: b.id });
    expect(notes.map((n) => n.notification_for)).toEqual([admin.id, admin.id]);
  });

  test('nobody is notified of their own comment or reply', async () => {
    const b = await h.blog(admin);
    const own = await h.post('/add-comment', { _id: b.id, comment: 'Catatan penulis' }, admin);
    await h.post('/add-comment', { _id: b.id, comment: 'Tambahan', replying_to: own.body._id }, admin);
    expect(await h.svc.db('notifications').where({ blog_pk: b.id })).toEqual([]);
  });

  test('replying_to must be a comment of the same article; drafts refuse comments from others', async () => {
    const b1 = await h.blog(admin);
    const b2 = await h.blog(admin);
    const c = await h.post('/add-comment', { _id: b1.id, comment: 'Di artikel 1' }, budi);
    const wrong = await h.post('/add-comment', { _id: b2.id, comment: 'Salah', replying_to: c.body._id }, sari);
    expect(wrong).toEqual({ status: 404, body: { error: 'Komentar tidak ditemukan' } });
    expect(await blogRow(b2)).toMatchObject({ total_comments: 0 });
    const d = await h.blog(admin, { draft: true });
    expect((await h.post('/add-comment', { _id: d.id, comment: 'Hai' }, budi)).status).toBe(404);
  });

  test('get-blog-comments: top-level newest first, 5 at a time by skip, with reply ids; slug or _id', async () => {
    const b = await h.blog(admin);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++)
      ids.push((await h.post('/add-comment', { _id: b.id, comment: `K${i}` }, budi)).body._id);
    const r1 = await h.post('/add-comment', { _id: b.id, comment: 'Balas K6', replying_to: ids[6] }, sari);
    const r2 = await h.post('/add-comment', { _id: b.id, comment: 'Balas K6 lagi', replying_to: ids[6] }, admin);

    const page1 = await h.post('/get-blog-comments', { blog_id: b.id, skip: 0 });
    expect(page1.status).toBe(200);
    expect(page1.body.map((c: { comment: string }) => c.comment)).toEqual(['K6', 'K5', 'K4', 'K3', 'K2']);
    expect(page1.body[0].children).toEqual([r2.body._id, r1.body._id]);
    const page2 = await h.post('/get-blog-comments', { blog_id: String(b.id), skip: 5 });
    expect(page2.body.map((c: { comment: string }) => c.comment)).toEqual(['K1', 'K0']);
    const bySlug = await h.post('/get-blog-comments', { blog_id: b.blog_id, skip: 0 });
    expect(bySlug.body).toHaveLength(5);

    const replies = await h.post('/get-replies', { _id: ids[6], skip: 0 });
    expect(replies.body.replies.map((c: { comment: string }) => c.comment)).toEqual(['Balas K6 lagi', 'Balas K6']);
    expect((await h.post('/get-replies', { _id: ids[6], skip: 1 })).body.replies).toHaveLength(1);
    expect((await h.post('/get-replies', { _id: 99999999 })).status).toBe(404);
    expect((await h.post('/get-blog-comments', { blog_id: 'tidak-ada' })).status).toBe(404);
    expect((await h.post('/get-blog-comments', { skip: 0 })).status).toBe(400);
  });

  test("a draft's comments are hidden from others", async () => {
    const d = await h.blog(admin, { draft: true });
    expect((await h.post('/get-blog-comments', { blog_id: d.id })).status).toBe(404);
    expect((await h.post('/get-blog-comments', { blog_id: d.id }, admin)).status).toBe(200);
  });
});

describe('delete-comment', () => {
  test("allowed to the comment's author and the article's author only", async () => {
    const b = await h.blog(admin);
    const c1 = await h.post('/add-comment', { _id: b.id, comment: 'Satu' }, budi);
    const c2 = await h.post('/add-comment', { _id: b.id, comment: 'Dua' }, budi);
    expect((await h.post('/delete-comment', { _id: c1.body._id })).status).toBe(401);
    const other = await h.post('/delete-comment', { _id: c1.body._id }, sari);
    expect(other.status).toBe(403);
    const otherAdmin = await h.user('admin2', true);
    expect((await h.post('/delete-comment', { _id: c1.body._id }, otherAdmin)).status).toBe(403);
    expect((await h.post('/delete-comment', { _id: c1.body._id }, budi)).body).toMatchObject({ status: 'done' });
    expect((await h.post('/delete-comment', { _id: c2.body._id }, admin)).status).toBe(200);
    expect((await h.post('/delete-comment', { _id: c2.body._id }, admin)).status).toBe(404);
    expect(await blogRow(b)).toMatchObject({ total_comments: 0, total_parent_comments: 0 });
  });

  test('a comment whose article was deleted meanwhile is not found (404), not a server error', async () => {
    const b = await h.blog(admin);
    const c = await h.post('/add-comment', { _id: b.id, comment: 'Terlambat' }, budi);
    // The state between the comment's read and the article's lock, when the article is deleted at that moment.
    await h.svc.db.transaction(async (trx) => {
      await trx.raw('SET FOREIGN_KEY_CHECKS = 0');
      await trx('blogs').where({ id: b.id }).delete();
      await trx.raw('SET FOREIGN_KEY_CHECKS = 1');
    });
    expect((await h.post('/delete-comment', { _id: c.body._id }, budi)).status).toBe(404);
  });

  test('deleting a comment takes its replies (any depth) and their notifications; counts follow', async () => {
    const b = await h.blog(admin);
    const keep = await h.post('/add-comment', { _id: b.id, comment: 'Tetap' }, sari);
    const c = await h.post('/add-comment', { _id: b.id, comment: 'Induk' }, budi);
    const r1 = await h.post('/add-comment', { _id: b.id, comment: 'Balasan', replying_to: c.body._id }, sari);
    await h.post('/add-comment', { _id: b.id, comment: 'Balasan balasan', replying_to: r1.body._id }, budi);
    await h.post('/add-comment', { _id: b.id, comment: 'Balasan lain', replying_to: keep.body._id }, budi);
    expect(await blogRow(b)).toMatchObject({ total_comments: 5, total_parent_comments: 2 });

    // Deleting a reply lowers total_comments only (by the reply and its own replies).
    const delReply = await h.post('/delete-comment', { _id: r1.body._id }, sari);
    expect(delReply.body.deleted).toHaveLength(2);
    expect(await blogRow(b)).toMatchObject({ total_comments: 3, total_parent_comments: 2 });

    const delParent = await h.post('/delete-comment', { _id: keep.body._id }, admin);
    expect(delParent.body.deleted).toHaveLength(2);
    expect(await blogRow(b)).toMatchObject({ total_comments: 1, total_parent_comments: 1 });
    const notes = await h.svc.db('notifications').where({ blog_pk: b.id });
    expect(notes.map((n) => n.comment_id)).toEqual([c.body._id]);
    expect(
      (await h.post('/get-blog-comments', { blog_id: b.id })).body.map((x: { comment: string }) => x.comment),
    ).toEqual(['Induk']);
  });
});

describe('replying from a notification', () => {
  test('one reply per comment notification; only its owner may use it; deleting the reply frees it', async () => {
    const b = await h.blog(admin);
    const c = await h.post('/add-comment', { _id: b.id, comment: 'Pertanyaan' }, budi);
    const note = await h.svc.db('notifications').where({ blog_pk: b.id, type: 'comment' }).first();
    const reply = { _id: b.id, comment: 'Jawaban', replying_to: c.body._id, notification_id: note?.id };

    expect((await h.post('/add-comment', reply, sari)).status).toBe(404);
    const first = await h.post('/add-comment', reply, admin);
    expect(first.status).toBe(200);
    expect((await h.svc.db('notifications').where({ id: note?.id }).first())?.reply_id).toBe(first.body._id);
    const second = await h.post('/add-comment', { ...reply, comment: 'Lagi' }, admin);
    expect(second).toEqual({ status: 409, body: { error: 'Notifikasi ini sudah dibalas' } });
    expect(await blogRow(b)).toMatchObject({ total_comments: 2 });

    const mismatched = await h.post('/add-comment', { ...reply, replying_to: first.body._id }, admin);
    expect(mismatched.status).toBe(404);

    await h.post('/delete-comment', { _id: first.body._id }, admin);
    expect((await h.svc.db('notifications').where({ id: note?.id }).first())?.reply_id).toBeNull();
  });
});
