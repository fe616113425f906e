import { DONATION_NOTIFICATION_PREFERENCE_PATH, DONATION_NOTIFICATIONS_PATH } from '@yayasan/contracts';
import { serviceCallHeaders, serviceCallKeyFromEnv } from '@yayasan/service-kit';
import { startHarness, type Harness, type Person } from './helpers';

let h: Harness;
let admin: Person;
let member: Person;

beforeAll(async () => {
  h = await startHarness();
  admin = await h.user('admindonasi', true);
  member = await h.user('anggotadonasi');
});
afterAll(() => h.svc.close());

let orders = 0;
const settled = (amount: number, campaign = 'Beasiswa Anak Yatim') => ({
  ref: `ORD-${++orders}`,
  amount,
  campaign_id: 'beasiswa-anak-yatim',
  campaign_title: campaign,
});

const report = async (body: object, key = serviceCallKeyFromEnv()) => {
  const res = await h.svc.app.inject({
    method: 'POST',
    url: DONATION_NOTIFICATIONS_PATH,
    payload: body,
    headers: serviceCallHeaders(key),
  });
  return { status: res.statusCode, body: res.json() };
};

/** The person's donation notifications as stored, newest first. */
const noticesOf = (p: Person) =>
  h.svc
    .db('notifications')
    .where({ notification_for: p.id, type: 'donation' })
    .orderBy('id', 'desc')
    .select('id', 'donation_count', 'donation_total', 'campaign_title', 'seen');

const countOf = async (p: Person) =>
  Number((await h.svc.db('notification_counts').where({ user_id: p.id, type: 'donation' }).first('n'))?.n ?? 0);

/** Reads the person's notifications page (which marks them seen). */
const readPage = (p: Person) => h.post('/notifications', { page: 1 }, p);

/** Starts every test with the admin's earlier donation notifications read, so a new group begins. */
beforeEach(async () => {
  await h.svc.db('notifications').where({ type: 'donation' }).update({ seen: true });
});

describe('donation notifications', () => {
  test('reach administrators, not members, and appear on the notifications page', async () => {
    const answer = await report(settled(50_000));
    expect(answer.status).toBe(200);
    expect(answer.body.notified).toBeGreaterThanOrEqual(1);
    const [notice] = await noticesOf(admin);
    expect(notice).toMatchObject({ donation_count: 1, campaign_title: 'Beasiswa Anak Yatim' });
    expect(Number(notice.donation_total)).toBe(50_000);
    expect(await noticesOf(member)).toEqual([]);

    const page = await readPage(admin);
    expect(page.status).toBe(200);
    expect(page.body.notifications[0]).toEqual({
      _id: notice.id,
      type: 'donation',
      seen: false,
      createdAt: expect.any(String),
      donation: { count: 1, total: 50_000, campaign_id: 'beasiswa-anak-yatim', campaign_title: 'Beasiswa Anak Yatim' },
    });
  });

  test('are refused without the services key', async () => {
    const before = await noticesOf(admin);
    expect((await report(settled(10_000), 'kunci-salah')).status).toBe(403);
    const asAdmin = await h.post(DONATION_NOTIFICATIONS_PATH, settled(10_000), admin);
    expect(asAdmin.status).toBe(403);
    expect(await noticesOf(admin)).toEqual(before);
  });

  test('group what arrives while the last one is unread and recent, counting it once', async () => {
    const countBefore = await countOf(admin);
    await report(settled(50_000));
    await report(settled(25_000));
    await report(settled(75_000));
    const [grouped, earlier] = await noticesOf(admin);
    expect(grouped).toMatchObject({ donation_count: 3 });
    expect(Number(grouped.donation_total)).toBe(150_000);
    expect(earlier.seen).toBeTruthy();
    expect(await countOf(admin)).toBe(countBefore + 1);

    // Read: the next donation starts a new notification.
    await readPage(admin);
    await report(settled(10_000));
    const [fresh] = await noticesOf(admin);
    expect(fresh.id).not.toBe(grouped.id);
    expect(fresh.donation_count).toBe(1);

    // Unread but older than the window: a new one too.
    await h.svc
      .db('notifications')
      .where({ id: fresh.id })
      .update({ seen: false, created_at: h.svc.db.raw('NOW(3) - INTERVAL 11 MINUTE') });
    await report(settled(20_000));
    const [newest] = await noticesOf(admin);
    expect(newest.id).not.toBe(fresh.id);
    expect(newest.donation_count).toBe(1);
  });

  test('lose no count when many settlements arrive at once', async () => {
    const admins = [admin, await h.user('admindonasi2', true), await h.user('admindonasi3', true)];
    const amounts = Array.from({ length: 12 }, (_, i) => 10_000 * (i + 1));
    const answers = await Promise.all(amounts.map((amount) => report(settled(amount))));
    expect(answers.map((a) => a.status)).toEqual(amounts.map(() => 200));
    for (const a of admins) {
      const unread = (await noticesOf(a)).filter((n) => !n.seen);
      expect(unread).toHaveLength(1);
      expect(unread[0].donation_count).toBe(12);
      expect(Number(unread[0].donation_total)).toBe(amounts.reduce((s, x) => s + x, 0));
    }
  });

  test('notify nobody twice for the same settlement, also when reported at once', async () => {
    const once = settled(40_000);
    const answers = await Promise.all([report(once), report(once), report(once)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.notified > 0)).toHaveLength(1);
    expect((await report(once)).body.notified).toBe(0);
    const [notice] = await noticesOf(admin);
    expect(notice.donation_count).toBe(1);
    expect(Number(notice.donation_total)).toBe(40_000);
  });

  test('can be turned off (and on again) by an administrator only', async () => {
    const path = DONATION_NOTIFICATION_PREFERENCE_PATH;
    expect(await h.get(path, admin)).toEqual({ status: 200, body: { enabled: true } });
    expect((await h.get(path, member)).status).toBe(403);
    const asMember = await h.svc.app.inject({
      method: 'PUT',
      url: path,
      payload: { enabled: false },
      headers: member.headers,
    });
    expect(asMember.statusCode).toBe(403);
    const put = (enabled: unknown) =>
      h.svc.app.inject({ method: 'PUT', url: path, payload: { enabled }, headers: admin.headers });
    expect((await put('tidak')).statusCode).toBe(400);
    expect((await put(false)).json()).toEqual({ enabled: false });
    expect((await put(false)).statusCode).toBe(200);
    expect(await h.get(path, admin)).toEqual({ status: 200, body: { enabled: false } });

    const before = await noticesOf(admin);
    await report(settled(30_000));
    expect(await noticesOf(admin)).toEqual(before);

    expect((await put(true)).json()).toEqual({ enabled: true });
    await report(settled(30_000));
    expect((await noticesOf(admin))[0]).toMatchObject({ donation_count: 1 });
  });

  test('leave out the administrator who recorded an offline gift', async () => {
    const other = await h.user('admindonasi4', true);
    const before = await noticesOf(admin);
    expect((await report({ ...settled(60_000), recorded_by: admin.id })).status).toBe(200);
    expect(await noticesOf(admin)).toEqual(before);
    expect((await noticesOf(other))[0]).toMatchObject({ donation_count: 1 });
  });
});
