import { PLEDGE_NOTIFICATIONS_PATH, type PledgeNotificationsBody } from '@yayasan/contracts';
import { serviceCallHeaders, serviceCallKeyFromEnv } from '@yayasan/service-kit';
import { startHarness, type Harness, type Person } from './helpers';

let h: Harness;
let donor: Person;
let other: Person;

beforeAll(async () => {
  h = await startHarness();
  donor = await h.user('donaturtetap');
  other = await h.user('bukandonatur');
});
afterAll(() => h.svc.close());

let refs = 0;
const reminder = (p: Person, over: Partial<PledgeNotificationsBody> = {}): PledgeNotificationsBody => ({
  ref: `pledge-${++refs}:2031-02:1`,
  user_id: p.id,
  kind: 'reminder',
  pledge_id: 7,
  campaign_id: 'beasiswa-anak-yatim',
  campaign_title: 'Beasiswa Anak Yatim',
  amount: 50_000,
  month: '2031-02',
  link: '/donation/detail/beasiswa-anak-yatim/donate?pledge=7&month=2031-02',
  ...over,
});

const report = async (body: object, key = serviceCallKeyFromEnv()) => {
  const res = await h.svc.app.inject({
    method: 'POST',
    url: PLEDGE_NOTIFICATIONS_PATH,
    payload: body,
    headers: serviceCallHeaders(key),
  });
  return { status: res.statusCode, body: res.json() };
};

const noticesOf = (p: Person) =>
  h.svc.db('notifications').where({ notification_for: p.id, type: 'pledge' }).orderBy('id', 'desc').select('id');

describe('pledge notifications', () => {
  test("reach the pledge's donor once per ref and appear on the donor's notifications page", async () => {
    const body = reminder(donor);
    expect(await report(body)).toEqual({ status: 200, body: { notified: true } });
    expect(await report(body)).toEqual({ status: 200, body: { notified: false } });
    const [notice, ...more] = await noticesOf(donor);
    expect(more).toEqual([]);
    expect(await noticesOf(other)).toEqual([]);
    const count = await h.svc.db('notification_counts').where({ user_id: donor.id, type: 'pledge' }).first('n');
    expect(Number(count?.n)).toBe(1);

    const page = await h.post('/notifications', { page: 1 }, donor);
    expect(page.body.notifications[0]).toEqual({
      _id: notice.id,
      type: 'pledge',
      seen: false,
      createdAt: expect.any(String),
      pledge: {
        kind: 'reminder',
        pledge_id: 7,
        campaign_id: 'beasiswa-anak-yatim',
        campaign_title: 'Beasiswa Anak Yatim',
        amount: 50_000,
        month: '2031-02',
        link: body.link,
      },
    });
  });

  test("tell of a campaign's end", async () => {
    await report(reminder(donor, { kind: 'campaign_ended', month: null, link: '/dashboard/donasi-rutin?pledge=7' }));
    const page = await h.post('/notifications', { page: 1 }, donor);
    expect(page.body.notifications[0].pledge).toMatchObject({ kind: 'campaign_ended', month: null });
  });

  test('are refused without the services key, and tell nobody', async () => {
    const before = await noticesOf(donor);
    expect((await report(reminder(donor), 'kunci-salah')).status).toBe(403);
    expect((await h.post(PLEDGE_NOTIFICATIONS_PATH, reminder(donor), donor)).status).toBe(403);
    expect(await noticesOf(donor)).toEqual(before);
  });
});
