import { LIST_CURSOR_INVALID, listCursor } from '@yayasan/contracts';
import { startHarness, type Harness, type Person } from './helpers';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.svc.close());

const people = async (prefix: string, n: number) => {
  const out: Person[] = [];
  for (let i = 0; i < n; i++) out.push(await h.user(`${prefix}${i}`, i === 0));
  return out;
};

/** Every (user, type) as COUNT(*) over the notifications, and as notification_counts holds it. */
async function countsBothWays() {
  const rows = (await h.svc
    .db('notifications')
    .select('notification_for as user', 'type')
    .count({ n: '*' })
    .groupBy('notification_for', 'type')) as { user: number; type: string; n: number }[];
  const kept = (await h.svc.db('notification_counts').whereNot('n', 0).select('user_id as user', 'type', 'n')) as {
    user: number;
    type: string;
    n: number;
  }[];
  const key = (r: { user: number; type: string; n: number }) => `${r.user}/${r.type}=${Number(r.n)}`;
  return { counted: rows.map(key).sort(), kept: kept.map(key).sort() };
}

describe('notification counts', () => {
  test('equal COUNT(*) per user and type after likes, unlikes, comments, replies and deletions, some concurrent', async () => {
    const [author, other, ...readers] = await people('hitung', 10);
    const blogs = [await h.blog(author), await h.blog(author), await h.blog(other)];
    const like = (b: { id: number }, p: Person, liked: boolean) =>
      h.post('/like-blog', { _id: b.id, isLikedByUser: liked }, p);
    const comment = (b: { id: number }, p: Person, text: string, replying_to?: number) =>
      h.post('/add-comment', { _id: b.id, comment: text, ...(replying_to ? { replying_to } : {}) }, p);

    // Concurrent likes of one article, and of the same author's two articles, with repeats.
    const statuses: number[] = [];
    const all = async (answers: Promise<{ status: number }>[]) => {
      const done = await Promise.all(answers);
      statuses.push(...done.map((a) => a.status));
      return done as Awaited<ReturnType<typeof comment>>[];
    };
    await all(readers.flatMap((p) => [like(blogs[0], p, false), like(blogs[1], p, false)]));
    await all(readers.map((p) => like(blogs[0], p, false)));
    // Concurrent unlikes and flips (without a wanted state) mixed with new likes.
    await all([
      ...readers.slice(0, 4).map((p) => like(blogs[0], p, true)),
      ...readers.slice(4).map((p) => h.post('/like-blog', { _id: blogs[1].id }, p)),
      ...readers.map((p) => like(blogs[2], p, false)),
    ]);
    // Comments and replies, many at once, to different people.
    const top = await all(readers.map((p, i) => comment(blogs[i % 2], p, `K${i}`)));
    const replies = await all(
      top.map((c, i) => comment(blogs[i % 2], readers[(i + 1) % readers.length], `B${i}`, c.body._id)),
    );
    await all(replies.map((r, i) => comment(blogs[i % 2], readers[(i + 3) % readers.length], `BB${i}`, r.body._id)));
    await comment(blogs[2], author, 'Dari penulis lain', undefined);
    // A reply written from the notifications page sets the notification's reply.
    const [note] = (await h.post('/notifications', { filter: 'comment' }, author)).body.notifications;
    expect(
      (
        await h.post(
          '/add-comment',
          { _id: note.blog._id, comment: 'Terima kasih', replying_to: note.comment._id, notification_id: note._id },
          author,
        )
      ).status,
    ).toBe(200);
    // The counters add no lock conflict: every concurrent like and comment went through.
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const written = await countsBothWays();
    expect(written.kept).toEqual(written.counted);

    // Deletions at once: comments with their replies (by the commenter and by the article's author),
    // likes taken back, and a whole article.
    await Promise.all([
      ...top.slice(0, 3).map((c, i) => h.post('/delete-comment', { _id: c.body._id }, i === 0 ? author : readers[i])),
      h.post('/delete-comment', { _id: replies[5].body._id }, readers[6]),
      ...readers.slice(2, 6).map((p) => like(blogs[0], p, true)),
      h.post('/delete-blog', { blog_id: blogs[1].blog_id }, author),
      ...readers.slice(0, 3).map((p) => like(blogs[2], p, true)),
    ]);
    const { counted, kept } = await countsBothWays();
    expect(counted.length).toBeGreaterThan(3);
    expect(kept).toEqual(counted);

    // The route answers from the counts exactly what counting the rows answers.
    for (const p of [author, other, ...readers]) {
      for (const filter of ['all', 'like', 'comment', 'reply'] as const) {
        const q = h.svc.db('notifications').where('notification_for', p.id);
        if (filter !== 'all') q.where('type', filter);
        const [{ n }] = await q.count({ n: '*' });
        const answer = await h.post('/all-notifications-count', { filter }, p);
        expect({ who: p.username, filter, ...answer.body }).toEqual({ who: p.username, filter, totalDocs: Number(n) });
      }
    }
  });
});

describe('notification pages', () => {
  let owner: Person;
  let fans: Person[];

  beforeAll(async () => {
    [owner, ...fans] = await people('halaman', 28);
    const b = await h.blog(owner);
    const b2 = await h.blog(owner);
    for (const [i, p] of fans.entries()) {
      await h.post('/like-blog', { _id: b.id, isLikedByUser: false }, p);
      await h.post('/add-comment', { _id: i % 3 ? b.id : b2.id, comment: `K${i}` }, p);
    }
    // Runs of equal times, so the id decides the order within them.
    const ids = (await h.svc
      .db('notifications')
      .where('notification_for', owner.id)
      .orderBy('id')
      .pluck('id')) as number[];
    for (let i = 0; i < ids.length; i += 7) {
      await h.svc
        .db('notifications')
        .whereIn('id', ids.slice(i, i + 4))
        .update({ created_at: new Date(Date.UTC(2024, 0, 1 + (i % 3))) });
    }
  });

  /** The page as a plain OFFSET over the list's order answers it. */
  async function offsetPage(filter: string, page: number, deletedDocCount: number) {
    const q = h.svc.db('notifications').where('notification_for', owner.id);
    if (filter !== 'all') q.where('type', filter);
    const offset = Math.max((page - 1) * 10 - deletedDocCount, 0);
    return (await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(10).offset(offset).pluck('id')).map(
      Number,
    );
  }

  const ids = (answer: { body: { notifications: { _id: number }[] } }) => answer.body.notifications.map((n) => n._id);

  test('every page by number (first, middle, last, past the end, with deletedDocCount) equals the OFFSET page', async () => {
    for (const filter of ['all', 'like', 'comment', 'reply']) {
      const [{ n }] = await h.svc
        .db('notifications')
        .where('notification_for', owner.id)
        .modify((q) => (filter === 'all' ? q : q.where('type', filter)))
        .count({ n: '*' });
      const last = Math.ceil(Number(n) / 10);
      for (let page = 1; page <= last + 1; page++) {
        for (const deletedDocCount of [0, 1, 3, 9, 10, 11]) {
          const answer = await h.post('/notifications', { page, filter, deletedDocCount }, owner);
          expect({ filter, page, deletedDocCount, ids: ids(answer) }).toEqual({
            filter,
            page,
            deletedDocCount,
            ids: await offsetPage(filter, page, deletedDocCount),
          });
        }
      }
    }
  });

  test('a cursor walk visits the same items in the same order, marking them seen as it goes', async () => {
    await h.svc.db('notifications').where('notification_for', owner.id).update({ seen: false });
    for (const filter of ['all', 'comment']) {
      const expected = [];
      for (let page = 1; ; page++) {
        const p = await offsetPage(filter, page, 0);
        if (!p.length) break;
        expected.push(...p);
      }
      const walked: number[] = [];
      let answer = await h.post('/notifications', { filter }, owner);
      while (answer.body.notifications.length) {
        walked.push(...ids(answer));
        if (filter === 'all') expect(answer.body.notifications.every((n: { seen: boolean }) => !n.seen)).toBe(true);
        const last = answer.body.notifications.at(-1);
        const after = listCursor(last.createdAt, last._id);
        // page and deletedDocCount do not move a page asked for after an item.
        answer = await h.post('/notifications', { filter, after, page: 2, deletedDocCount: 5 }, owner);
        expect(answer.status).toBe(200);
      }
      expect(walked).toEqual(expected);
    }
    const unseen = await h.svc.db('notifications').where({ notification_for: owner.id, seen: false }).count({ n: '*' });
    expect(Number(unseen[0].n)).toBe(0);
  });

  test('the page after a deleted item still starts right after where it was', async () => {
    const first = (await h.post('/notifications', { filter: 'comment' }, owner)).body.notifications;
    const lastShown = first.at(-1);
    const after = listCursor(lastShown.createdAt, lastShown._id);
    const before = ids(await h.post('/notifications', { filter: 'comment', after }, owner));
    expect((await h.post('/delete-comment', { _id: lastShown.comment._id }, owner)).status).toBe(200);
    expect(ids(await h.post('/notifications', { filter: 'comment', after }, owner))).toEqual(before);
  });

  test('a cursor that is no cursor is refused with a clear message', async () => {
    for (const after of ['', 'abc', '1.', 'zzzzzzzzzzzz.1', 'lq0x3k.0', 'lq0x3k.-1', '"; DROP']) {
      const answer = await h.post('/notifications', { filter: 'all', after }, owner);
      expect({ after, status: answer.status, error: answer.body.error }).toEqual({
        after,
        status: 400,
        error: LIST_CURSOR_INVALID,
      });
    }
  });
});
