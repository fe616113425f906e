import { defaultAvatarUrl } from '@yayasan/contracts';
import { siteOrigin } from '@yayasan/service-kit';
import { startHarness, type Harness, type Person } from './helpers';

let h: Harness;
let author: Person;
let budi: Person;
let sari: Person;

beforeAll(async () => {
  h = await startHarness();
  author = await h.user('penulis', true);
  budi = await h.user('budi');
  sari = await h.user('sari');
});
afterAll(() => h.svc.close());

describe('notifications', () => {
  test('need a token', async () => {
    expect((await h.get('/new-notification')).status).toBe(401);
    expect((await h.post('/notifications', { page: 1, filter: 'all' })).status).toBe(401);
    expect((await h.post('/all-notifications-count', { filter: 'all' })).status).toBe(401);
  });

  test('a like, a comment and a reply each reach the right person, with the fields the page shows', async () => {
    const b = await h.blog(author, { title: 'Kegiatan Ramadhan' });
    expect((await h.get('/new-notification', author)).body).toEqual({ new_notification_available: false });
    await h.post('/like-blog', { _id: b.id, isLikedByUser: false }, budi);
    const c = await h.post('/add-comment', { _id: b.id, comment: 'Mantap' }, budi);
    const r = await h.post('/add-comment', { _id: b.id, comment: 'Setuju', replying_to: c.body._id }, sari);
    expect((await h.get('/new-notification', author)).body).toEqual({ new_notification_available: true });
    expect((await h.get('/new-notification', budi)).body).toEqual({ new_notification_available: true });
    expect((await h.get('/new-notification', sari)).body).toEqual({ new_notification_available: false });

    const page = await h.post('/notifications', { page: 1, filter: 'all', deletedDocCount: 0 }, author);
    expect(page.status).toBe(200);
    const [comment, like] = page.body.notifications;
    expect(page.body.notifications).toHaveLength(2);
    expect(comment).toMatchObject({
      type: 'comment',
      seen: false,
      createdAt: expect.any(String),
      user: {
        personal_info: {
          username: 'budi',
          fullname: 'budi Lengkap',
          profile_img: defaultAvatarUrl('budi', siteOrigin()),
        },
      },
      blog: { _id: b.id, blog_id: b.blog_id, title: 'Kegiatan Ramadhan' },
      comment: { _id: c.body._id, comment: 'Mantap' },
    });
    expect(comment.reply).toBeUndefined();
    expect(like).toMatchObject({ type: 'like', seen: false, user: { personal_info: { username: 'budi' } } });
    expect(like.comment).toBeUndefined();

    const budiPage = await h.post('/notifications', { page: 1, filter: 'reply' }, budi);
    expect(budiPage.body.notifications).toEqual([
      expect.objectContaining({
        type: 'reply',
        user: expect.objectContaining({ personal_info: expect.objectContaining({ username: 'sari' }) }),
        comment: { _id: r.body._id, comment: 'Setuju' },
        replied_on_comment: { _id: c.body._id, comment: 'Mantap' },
      }),
    ]);
  });

  test('fetching a page marks its items seen and answers their earlier state', async () => {
    const reader = await h.user('pembaca', true);
    const b = await h.blog(reader);
    await h.post('/like-blog', { _id: b.id, isLikedByUser: false }, budi);
    const first = await h.post('/notifications', { page: 1, filter: 'all' }, reader);
    expect(first.body.notifications.map((n: { seen: boolean }) => n.seen)).toEqual([false]);
    const again = await h.post('/notifications', { page: 1, filter: 'all' }, reader);
    expect(again.body.notifications.map((n: { seen: boolean }) => n.seen)).toEqual([true]);
    expect((await h.get('/new-notification', reader)).body).toEqual({ new_notification_available: false });
  });

  test('filters, counts, pages of 10 and deletedDocCount', async () => {
    const owner = await h.user('pemilik', true);
    const b = await h.blog(owner);
    const commenters: Person[] = [];
    for (let i = 0; i < 12; i++) commenters.push(await h.user(`komentator${i}`));
    const comments = [];
    for (const [i, p] of commenters.entries())
      comments.push((await h.post('/add-comment', { _id: b.id, comment: `C${i}` }, p)).body);
    await h.post('/like-blog', { _id: b.id, isLikedByUser: false }, budi);

    const count = (filter: string) => h.post('/all-notifications-count', { filter }, owner).then((r) => r.body);
    expect(await count('all')).toEqual({ totalDocs: 13 });
    expect(await count('comment')).toEqual({ totalDocs: 12 });
    expect(await count('like')).toEqual({ totalDocs: 1 });
    expect(await count('reply')).toEqual({ totalDocs: 0 });
    expect((await h.post('/all-notifications-count', { filter: 'semua' }, owner)).status).toBe(400);
    expect((await h.post('/notifications', { page: 0 }, owner)).status).toBe(400);

    const p1 = await h.post('/notifications', { page: 1, filter: 'comment', deletedDocCount: 0 }, owner);
    expect(p1.body.notifications).toHaveLength(10);
    expect(p1.body.notifications[0].comment.comment).toBe('C11');
    // The page deletes two comments it shows; the next page starts where the remaining list continues.
    for (const n of p1.body.notifications.slice(0, 2)) {
      expect((await h.post('/delete-comment', { _id: n.comment._id }, owner)).status).toBe(200);
    }
    expect(await count('comment')).toEqual({ totalDocs: 10 });
    const p2 = await h.post('/notifications', { page: 2, filter: 'comment', deletedDocCount: 2 }, owner);
    expect(p2.body.notifications.map((n: { comment: { comment: string } }) => n.comment.comment)).toEqual(['C1', 'C0']);
    expect(comments).toHaveLength(12);
  });

  test('a reply written from the notifications page shows on that notification', async () => {
    const owner = await h.user('pemilik2', true);
    const b = await h.blog(owner);
    const c = await h.post('/add-comment', { _id: b.id, comment: 'Tanya' }, budi);
    const [note] = (await h.post('/notifications', { page: 1, filter: 'comment' }, owner)).body.notifications;
    const reply = await h.post(
      '/add-comment',
      { _id: b.id, comment: 'Jawab', replying_to: c.body._id, notification_id: note._id, blog_author: owner.id },
      owner,
    );
    const [after] = (await h.post('/notifications', { page: 1, filter: 'comment' }, owner)).body.notifications;
    expect(after.reply).toEqual({ _id: reply.body._id, comment: 'Jawab' });
    // Budi is told about the reply.
    const budiNotes = (await h.post('/notifications', { page: 1, filter: 'reply' }, budi)).body.notifications;
    expect(budiNotes[0]).toMatchObject({ type: 'reply', comment: { comment: 'Jawab' } });
  });
});
