import { REGULAR_PROGRAMME_API_PATH, REGULAR_PROGRAMME_WORDS } from '@yayasan/contracts';
import { ADMIN, DONOR, authFor, insertCampaign, insertUsers, startPayEnv, type PayEnv } from './pay-fixtures';

/**
 * Issue 45: an administrator marks one running campaign as the foundation's regular programme through
 * the campaign form's API; marking one unmarks the other in the same transaction, both audited; the
 * public read answers the marked campaign while it runs, and says clearly when there is none.
 */

let env: PayEnv;
let admin: { authorization: string };
let donor: { authorization: string };

beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
  [admin, donor] = await Promise.all([ADMIN, DONOR].map((u) => authFor(env.svc, u)));
});
afterAll(() => env.close());

beforeEach(async () => {
  await env.svc.db('donations').update({ regular_programme: false });
});

const DAY = 86_400_000;
const PICTURE = 'https://yayasan.example/media/demo/photo-1.png';

/** A campaign the edit form accepts as it is (the fixture's has no thumbnail). */
async function campaign(seed: Parameters<typeof insertCampaign>[1] = {}) {
  const c = await insertCampaign(env.svc, seed);
  await env.svc.db('donations').where({ id: c.pk }).update({ thumbnail: PICTURE });
  return c;
}
const mark = (donationId: string, value = true, headers = admin) =>
  env.svc.app.inject({
    method: 'PUT',
    url: `/donation/${donationId}`,
    headers,
    payload: { regular_programme: value },
  });
const read = () => env.svc.app.inject({ method: 'GET', url: REGULAR_PROGRAMME_API_PATH });
const marked = async () =>
  (await env.svc.db('donations').where({ regular_programme: true }).pluck<string[]>('donation_id')).sort();

describe('the regular programme (Program Donasi Rutin)', () => {
  it('answers 404 with a clear message while no campaign is marked', async () => {
    await campaign();
    const res = await read();
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(REGULAR_PROGRAMME_WORDS.empty);
  });

  it("marks a running campaign through the edit API and answers its card and the campaign's flag", async () => {
    const c = await campaign({ title: 'Makan Sehat Anak Asuh' });
    const res = await mark(c.donation_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ donation_id: c.donation_id, regular_programme: true });

    const card = await read();
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({
      donation_id: c.donation_id,
      title: 'Makan Sehat Anak Asuh',
      status: 'Open',
      regular_programme: true,
    });
    const details = await env.svc.app.inject({ method: 'GET', url: `/donation/${c.donation_id}/details` });
    expect(details.json().regular_programme).toBe(true);
  });

  it('keeps one campaign marked: marking another unmarks the first, and both changes are audited', async () => {
    const first = await campaign();
    const second = await campaign();
    expect((await mark(first.donation_id)).statusCode).toBe(200);
    const res = await env.svc.app.inject({
      method: 'PUT',
      url: `/donation/${second.donation_id}`,
      headers: { ...admin, 'x-request-id': 'req-programme-move' },
      payload: { regular_programme: true },
    });
    expect(res.statusCode).toBe(200);
    expect(await marked()).toEqual([second.donation_id]);
    expect((await read()).json().donation_id).toBe(second.donation_id);

    const records = await env.svc.db('donation_audit_log').where({ request_id: 'req-programme-move' }).orderBy('seq');
    expect(records.map((r) => [r.action, r.object_id])).toEqual([
      ['campaign.update', first.donation_id],
      ['campaign.update', second.donation_id],
    ]);
    expect(JSON.parse(records[0].before_json)).toEqual({ regular_programme: true });
    expect(JSON.parse(records[0].after_json)).toEqual({ regular_programme: false });
    expect(JSON.parse(records[1].after_json)).toEqual({ regular_programme: true });
  });

  it('keeps one campaign marked when several are marked at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const all = [await campaign(), await campaign(), await campaign()];
      const answers = await Promise.all(all.map((c) => mark(c.donation_id)));
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(await marked()).toHaveLength(1);
    }
  });

  it('unmarks the campaign on request, and the read then says there is none', async () => {
    const c = await campaign();
    expect((await mark(c.donation_id)).statusCode).toBe(200);
    const res = await mark(c.donation_id, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().regular_programme).toBe(false);
    expect(await marked()).toEqual([]);
    expect((await read()).statusCode).toBe(404);
  });

  it('creates a campaign already marked, unmarking the other in the same act', async () => {
    const old = await campaign();
    expect((await mark(old.donation_id)).statusCode).toBe(200);
    const res = await env.svc.app.inject({
      method: 'POST',
      url: '/donation',
      headers: admin,
      payload: {
        title: 'Program Donasi Rutin Yayasan',
        description: 'Kebutuhan bulanan anak asuh',
        content: 'Makan, sekolah, dan kesehatan anak-anak asuh setiap bulan.',
        target_amount: 100_000_000,
        thumbnail: PICTURE,
        expiry_time: new Date(Date.now() + 365 * DAY).toISOString(),
        regular_programme: true,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().regular_programme).toBe(true);
    expect(await marked()).toEqual([res.json().donation_id]);
  });

  it('refuses a draft or an ended campaign and leaves the mark where it was', async () => {
    const current = await campaign();
    expect((await mark(current.donation_id)).statusCode).toBe(200);
    const draft = await campaign({ draft: true });
    const ended = await campaign({ expiry_time: new Date(Date.now() - DAY) });
    const full = await campaign({ target_amount: 1_000_000, total_collected: 1_000_000 });
    for (const c of [draft, ended, full]) {
      const res = await mark(c.donation_id);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(REGULAR_PROGRAMME_WORDS.notRunning);
    }
    expect(await marked()).toEqual([current.donation_id]);
  });

  it('refuses a flag that is not a boolean, and anyone but an administrator', async () => {
    const c = await campaign();
    const wrongType = await env.svc.app.inject({
      method: 'PUT',
      url: `/donation/${c.donation_id}`,
      headers: admin,
      payload: { regular_programme: 'ya' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect((await mark(c.donation_id, true, donor)).statusCode).toBe(403);
    expect(await marked()).toEqual([]);
  });

  it('stops offering a marked campaign once it ends or is unpublished', async () => {
    const c = await campaign();
    expect((await mark(c.donation_id)).statusCode).toBe(200);
    await env.svc
      .db('donations')
      .where({ id: c.pk })
      .update({ expiry_time: new Date(Date.now() - DAY) });
    expect((await read()).statusCode).toBe(404);
    await env.svc
      .db('donations')
      .where({ id: c.pk })
      .update({ expiry_time: new Date(Date.now() + DAY), draft: true });
    expect((await read()).statusCode).toBe(404);
  });
});
