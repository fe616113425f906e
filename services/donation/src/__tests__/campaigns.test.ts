import { buildTestService, type TestService } from '@yayasan/service-kit/testing';
import { MESSAGES } from '@yayasan/validation';
import { migrations as accountMigrations } from '@yayasan/service-account/migrations';
import { m001Donations } from '../../migrations/001_donations';
import { m018AuditTrail } from '../../migrations/018_audit_trail';
import app from '../app';
import { CAMPAIGN_NOT_FOUND, CLOSED_TOGGLE } from '../routes/campaigns';

const ADMIN = { id: 7, username: 'admin', isAdmin: true };
const USER = { id: 8, username: 'budi', isAdmin: false };
const DAY = 24 * 60 * 60 * 1000;
const future = (days = 10) => new Date(Date.now() + days * DAY).toISOString();

let svc: TestService;
let admin: { authorization: string };
let user: { authorization: string };

beforeAll(async () => {
  process.env.PUBLIC_URL = 'https://yayasan.example';
  // Only the campaign tables and the audit trail an administrator's act writes to: the payments
  // ledger's table is absent here on purpose.
  svc = await buildTestService({
    name: 'donation',
    app,
    migrations: {
      account: accountMigrations,
      donation: { '001_donations': m001Donations, '018_audit_trail': m018AuditTrail },
    },
  });
  admin = await svc.auth(ADMIN);
  user = await svc.auth(USER);
});
afterAll(() => svc.close());

let counter = 0;
const valid = (over: Record<string, unknown> = {}) => ({
  title: `Kampanye ${++counter}`,
  description: 'Deskripsi singkat',
  content: 'Isi lengkap kampanye',
  target_amount: 1_000_000,
  thumbnail: 'https://yayasan.example/media/demo/photo-1.png',
  expiry_time: future(),
  ...over,
});

async function create(over: Record<string, unknown> = {}) {
  const res = await svc.app.inject({ method: 'POST', url: '/donation', headers: admin, payload: valid(over) });
  expect(res.statusCode).toBe(201);
  return res.json() as { donation_id: string; title: string };
}

/** What the payments ledger does when a settlement arrives: raise the stored total. */
const setCollected = (donationId: string, total: number) =>
  svc.db('donations').where({ donation_id: donationId }).update({ total_collected: total });

const list = (query: string, headers: Record<string, string> = {}) =>
  svc.app.inject({ method: 'GET', url: `/get-donation?${query}`, headers });

async function clearCampaigns() {
  await svc.db('donation_updates').delete();
  await svc.db('donations').delete();
}

describe('POST /donation', () => {
  test('an administrator creates a campaign with one initial update; derived fields come from the server', async () => {
    const res = await svc.app.inject({
      method: 'POST',
      url: '/donation',
      headers: admin,
      payload: {
        ...valid({ title: '  Beasiswa Anak  ', target_amount: 200_000 }),
        // Everything below is not editable and must be ignored.
        total_collected: 150_000,
        percentage_collected: 75,
        remaining_amount: 1,
        status: 'Closed',
        donation_id: 'chosen-by-client',
        successful_donors_details: [{ name: 'X', donation_amount: 5 }],
        updates: [{ update_title: 'Palsu', update_description: 'x', update_thumbnail: 'y' }],
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Beasiswa Anak',
      target_amount: 200_000,
      total_collected: 0,
      percentage_collected: 0,
      remaining_amount: 200_000,
      status: 'Open',
      draft: false,
      successful_donors_details: [],
    });
    expect(body.donation_id).not.toBe('chosen-by-client');
    expect(body.updates).toEqual([
      {
        update_id: expect.any(String),
        update_title: 'Initial Update',
        update_description: 'Donation created successfully.',
        update_thumbnail: 'https://yayasan.example/media/demo/photo-1.png',
      },
    ]);
    const row = await svc.db('donations').where({ donation_id: body.donation_id }).first();
    expect(row?.created_by).toBe(ADMIN.id);
    expect(Number(row?.total_collected)).toBe(0);
  });

  test('a signed-out visitor gets 401 and a signed-in non-admin 403', async () => {
    const anon = await svc.app.inject({ method: 'POST', url: '/donation', payload: valid() });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ error: 'Silakan masuk terlebih dahulu' });
    const member = await svc.app.inject({ method: 'POST', url: '/donation', headers: user, payload: valid() });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ error: 'Hanya admin yang dapat melakukan ini' });
  });

  test.each([
    ['no title', { title: '' }, MESSAGES.donationTitleEmpty],
    ['a blank title', { title: '   ' }, MESSAGES.donationTitleEmpty],
    [
      'a missing title (checked before the target)',
      { title: undefined, target_amount: 0 },
      MESSAGES.donationTitleEmpty,
    ],
    ['a zero target', { target_amount: 0 }, MESSAGES.donationTargetEmpty],
    [
      'no target (checked before the date)',
      { target_amount: undefined, expiry_time: '' },
      MESSAGES.donationTargetEmpty,
    ],
    ['no end date', { expiry_time: '' }, MESSAGES.donationExpiryEmpty],
    [
      'no end date (checked before the thumbnail)',
      { expiry_time: undefined, thumbnail: '' },
      MESSAGES.donationExpiryEmpty,
    ],
    ['no thumbnail', { thumbnail: '' }, MESSAGES.donationThumbnailEmpty],
    ['a target below 10.000', { target_amount: 9_999 }, 'Donasi tidak boleh kurang dari 10.000 rupiah'],
    ['a 501-character description', { description: 'a'.repeat(501) }, 'Deskripsi maksimal 500 karakter'],
    ['a 501-character content', { content: 'a'.repeat(501) }, 'Konten maksimal 500 karakter'],
    ['an end date in the past', { expiry_time: new Date(Date.now() - DAY).toISOString() }, MESSAGES.donationExpiryPast],
    [
      'a thumbnail that is not a URL',
      { thumbnail: 'javascript:alert(1)' },
      'Data tidak valid: thumbnail harus berupa URL gambar',
    ],
    [
      'an end date that is not a date',
      { expiry_time: 'besok' },
      'Data tidak valid: expiry_time harus berupa tanggal ISO',
    ],
  ])('%s is refused with its message', async (_name, over, message) => {
    const payload: Record<string, unknown> = valid(over);
    for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
    const res = await svc.app.inject({ method: 'POST', url: '/donation', headers: admin, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  test('exactly 500 characters and a target of 10.000 are accepted', async () => {
    const res = await svc.app.inject({
      method: 'POST',
      url: '/donation',
      headers: admin,
      payload: valid({ description: 'd'.repeat(500), content: 'k'.repeat(500), target_amount: 10_000 }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toHaveLength(500);
  });

  test('a target that is not an integer is a schema error', async () => {
    const res = await svc.app.inject({
      method: 'POST',
      url: '/donation',
      headers: admin,
      payload: valid({ target_amount: 'banyak' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Data tidak valid: /);
  });
});

describe('GET /donation/:id/details', () => {
  test('anyone reads a published campaign with its updates and no donors yet', async () => {
    const { donation_id } = await create({ target_amount: 400_000 });
    await setCollected(donation_id, 100_000);
    const res = await svc.app.inject({ method: 'GET', url: `/donation/${donation_id}/details` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      donation_id,
      total_collected: 100_000,
      target_amount: 400_000,
      percentage_collected: 25,
      remaining_amount: 300_000,
      status: 'Open',
      successful_donors_details: [],
    });
    expect(body.updates).toHaveLength(1);
    expect(new Date(body.expiry_time).toISOString()).toBe(body.expiry_time);
  });

  test('is cacheable for visitors (stale-while-revalidate, ETag), private for a signed-in caller', async () => {
    const { donation_id } = await create();
    const url = `/donation/${donation_id}/details`;
    const res = await svc.app.inject({ method: 'GET', url });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(res.headers.vary).toContain('Authorization');
    const again = await svc.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // An administrator may see drafts: that answer is never shared.
    const drafts = await svc.app.inject({ method: 'GET', url: '/get-donation?draft=true', headers: admin });
    expect(drafts.headers['cache-control']).toBe('private, no-cache');
    const list = await svc.app.inject({ method: 'GET', url: '/get-donation' });
    expect(list.headers['cache-control']).toMatch(/^public, .*stale-while-revalidate/);
  });

  test('an unknown id answers 404', async () => {
    const res = await svc.app.inject({ method: 'GET', url: '/donation/tidak-ada/details' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: CAMPAIGN_NOT_FOUND });
  });

  test('a draft is visible to administrators only', async () => {
    const { donation_id } = await create({ draft: true });
    const url = `/donation/${donation_id}/details`;
    expect((await svc.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await svc.app.inject({ method: 'GET', url, headers: user })).statusCode).toBe(404);
    const res = await svc.app.inject({ method: 'GET', url, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().draft).toBe(true);
  });

  test('the end date passing closes a campaign without any job', async () => {
    const { donation_id } = await create();
    const url = `/donation/${donation_id}/details`;
    expect((await svc.app.inject({ method: 'GET', url })).json().status).toBe('Open');
    // Time passes: the stored end date is now behind us.
    await svc
      .db('donations')
      .where({ donation_id })
      .update({ expiry_time: new Date(Date.now() - 1000) });
    expect((await svc.app.inject({ method: 'GET', url })).json().status).toBe('Closed');
  });

  test('reaching the target closes a campaign', async () => {
    const { donation_id } = await create({ target_amount: 50_000 });
    await setCollected(donation_id, 50_000);
    const body = (await svc.app.inject({ method: 'GET', url: `/donation/${donation_id}/details` })).json();
    expect(body).toMatchObject({ status: 'Closed', percentage_collected: 100, remaining_amount: 0 });
  });
});

describe('GET /donation/detail/:id/share', () => {
  test('answers the public link and a 256 px PNG QR code of it, signed in or not', async () => {
    const { donation_id } = await create();
    for (const headers of [{}, user]) {
      const res = await svc.app.inject({ method: 'GET', url: `/donation/detail/${donation_id}/share`, headers });
      expect(res.statusCode).toBe(200);
      const { link, qrCodeImageUrl } = res.json();
      expect(link).toBe(`https://yayasan.example/donation/detail/${donation_id}`);
      expect(qrCodeImageUrl).toMatch(/^data:image\/png;base64,/);
      const png = Buffer.from(qrCodeImageUrl.split(',')[1], 'base64');
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(256);
      expect(png.readUInt32BE(20)).toBe(256);
    }
  });

  test("unknown campaigns and other people's drafts answer 404", async () => {
    const unknown = await svc.app.inject({ method: 'GET', url: '/donation/detail/tidak-ada/share' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: CAMPAIGN_NOT_FOUND });
    const { donation_id } = await create({ draft: true });
    expect((await svc.app.inject({ method: 'GET', url: `/donation/detail/${donation_id}/share` })).statusCode).toBe(
      404,
    );
    expect(
      (await svc.app.inject({ method: 'GET', url: `/donation/detail/${donation_id}/share`, headers: admin }))
        .statusCode,
    ).toBe(200);
  });
});

describe('PUT /donation/:id', () => {
  test('updates only the fields sent, keeps the updates, and never takes totals from the client', async () => {
    const created = await create({ description: 'Awal', target_amount: 300_000 });
    await setCollected(created.donation_id, 120_000);
    const res = await svc.app.inject({
      method: 'PUT',
      url: `/donation/${created.donation_id}`,
      headers: admin,
      payload: { title: 'Judul Baru', total_collected: 0, status: 'Closed', donation_id: 'lain', updates: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      donation_id: created.donation_id,
      title: 'Judul Baru',
      description: 'Awal',
      total_collected: 120_000,
      percentage_collected: 40,
      remaining_amount: 180_000,
      status: 'Open',
    });
    expect(res.json().updates).toHaveLength(1);
    const row = await svc.db('donations').where({ donation_id: created.donation_id }).first();
    expect(Number(row?.total_collected)).toBe(120_000);
  });

  test('a whole-object save (as the form sends it) changes the editable fields only', async () => {
    const created = await create();
    await setCollected(created.donation_id, 70_000);
    const expiry = future(20);
    const res = await svc.app.inject({
      method: 'PUT',
      url: `/donation/${created.donation_id}`,
      headers: admin,
      payload: {
        ...valid({ title: 'Disimpan', target_amount: 700_000, expiry_time: expiry }),
        total_collected: 999_999,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Disimpan',
      target_amount: 700_000,
      total_collected: 70_000,
      percentage_collected: 10,
      expiry_time: expiry,
    });
  });

  test('roles: 401 signed out, 403 for a member, 404 for an unknown id', async () => {
    const { donation_id } = await create();
    const anon = await svc.app.inject({ method: 'PUT', url: `/donation/${donation_id}`, payload: { title: 'x' } });
    expect(anon.statusCode).toBe(401);
    const member = await svc.app.inject({
      method: 'PUT',
      url: `/donation/${donation_id}`,
      headers: user,
      payload: { title: 'x' },
    });
    expect(member.statusCode).toBe(403);
    const missing = await svc.app.inject({
      method: 'PUT',
      url: '/donation/tidak-ada',
      headers: admin,
      payload: { title: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: CAMPAIGN_NOT_FOUND });
  });

  test.each([
    ['empty title', { title: '' }, MESSAGES.donationTitleEmpty],
    ['zero target', { target_amount: 0 }, MESSAGES.donationTargetEmpty],
    ['empty end date', { expiry_time: '' }, MESSAGES.donationExpiryEmpty],
    ['empty thumbnail', { thumbnail: '' }, MESSAGES.donationThumbnailEmpty],
    ['target below 10.000', { target_amount: 5_000 }, 'Donasi tidak boleh kurang dari 10.000 rupiah'],
    ['501-character description', { description: 'x'.repeat(501) }, 'Deskripsi maksimal 500 karakter'],
    ['501-character content', { content: 'x'.repeat(501) }, 'Konten maksimal 500 karakter'],
    [
      'new end date in the past',
      { expiry_time: new Date(Date.now() - DAY).toISOString() },
      MESSAGES.donationExpiryPast,
    ],
  ])('the rules apply to an update too: %s', async (_name, payload, message) => {
    const { donation_id } = await create();
    const res = await svc.app.inject({ method: 'PUT', url: `/donation/${donation_id}`, headers: admin, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  test('{draft} alone moves a campaign to draft and publishes it again', async () => {
    const { donation_id } = await create();
    const toDraft = await svc.app.inject({
      method: 'PUT',
      url: `/donation/${donation_id}`,
      headers: admin,
      payload: { draft: true },
    });
    expect(toDraft.statusCode).toBe(200);
    expect(toDraft.json().draft).toBe(true);
    const publicIds = async () =>
      (await list('limit=100')).json().donations.map((d: { donation_id: string }) => d.donation_id);
    const draftIds = async () =>
      (await list('draft=true&limit=100', admin)).json().donations.map((d: { donation_id: string }) => d.donation_id);
    expect(await publicIds()).not.toContain(donation_id);
    expect(await draftIds()).toContain(donation_id);
    const back = await svc.app.inject({
      method: 'PUT',
      url: `/donation/${donation_id}`,
      headers: admin,
      payload: { draft: false },
    });
    expect(back.json().draft).toBe(false);
    expect(await publicIds()).toContain(donation_id);
    expect(await draftIds()).not.toContain(donation_id);
  });

  test('a Closed campaign cannot be toggled, but its text can still be edited', async () => {
    const { donation_id } = await create();
    await svc
      .db('donations')
      .where({ donation_id })
      .update({ expiry_time: new Date(Date.now() - 1000) });
    const toggle = await svc.app.inject({
      method: 'PUT',
      url: `/donation/${donation_id}`,
      headers: admin,
      payload: { draft: true },
    });
    expect(toggle.statusCode).toBe(409);
    expect(toggle.json()).toEqual({ error: CLOSED_TOGGLE });
    expect((await svc.db('donations').where({ donation_id }).first())?.draft).toBeFalsy();
    const edit = await svc.app.inject({
      method: 'PUT',
      url: `/donation/${donation_id}`,
      headers: admin,
      payload: { title: 'Laporan akhir', draft: false },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ title: 'Laporan akhir', status: 'Closed' });
  });
});

describe('GET /get-donation', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    await clearCampaigns();
    ids = {};
    // Created oldest first a second apart, so the newest-first order is open3, open2, open1.
    const names = ['open1', 'open2', 'reached', 'expired', 'draft', 'draftExpired', 'open3'];
    const start = Date.now() - names.length * 1000;
    for (const [i, name] of names.entries()) {
      ids[name] = (await create({ title: name, target_amount: 100_000, draft: name.startsWith('draft') })).donation_id;
      await svc
        .db('donations')
        .where({ donation_id: ids[name] })
        .update({ created_at: new Date(start + i * 1000) });
    }
    await setCollected(ids.open2, 40_000);
    await setCollected(ids.reached, 100_000);
    const past = new Date(Date.now() - 1000);
    await svc.db('donations').whereIn('donation_id', [ids.expired, ids.draftExpired]).update({ expiry_time: past });
  });
  afterAll(clearCampaigns);

  const titles = (res: { json(): { donations: { title: string }[] } }) => res.json().donations.map((d) => d.title);

  test('the public list is the Open published campaigns, newest first, with paging fields', async () => {
    const res = await list('page=1&limit=9&draft=false');
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(['open3', 'open2', 'open1']);
    expect(res.json()).toMatchObject({ currentPage: 1, totalPages: 1, totalDonations: 3 });
    expect(res.json().donations[1]).toMatchObject({
      percentage_collected: 40,
      remaining_amount: 60_000,
      status: 'Open',
    });
    expect(titles(await list('draft=false&status=Open'))).toEqual(['open3', 'open2', 'open1']);
  });

  test('members and administrators get the same public list (drafts only on request)', async () => {
    for (const headers of [user, admin]) {
      expect(titles(await list('page=1&limit=9&draft=false', headers))).toEqual(['open3', 'open2', 'open1']);
    }
  });

  test('status=Closed lists the completed published campaigns (target reached or expired)', async () => {
    const res = await list('page=1&limit=9&draft=false&status=Closed');
    expect(titles(res)).toEqual(['expired', 'reached']);
    expect(res.json().donations.every((d: { status: string }) => d.status === 'Closed')).toBe(true);
  });

  test("draft=true from a visitor or member is the spec's completed tab: the completed published campaigns", async () => {
    for (const headers of [undefined, user]) {
      const res = await list('page=1&limit=9&draft=true', headers);
      expect(res.statusCode).toBe(200);
      expect(titles(res)).toEqual(['expired', 'reached']);
      expect(res.json().donations.every((d: { draft: boolean }) => d.draft === false)).toBe(true);
      expect(res.json()).toMatchObject({ currentPage: 1, totalPages: 1, totalDonations: 2 });
    }
  });

  test('drafts: administrators only, Closed drafts included with their status', async () => {
    const res = await list('page=1&limit=10&draft=true', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().donations.map((d: { title: string; status: string }) => [d.title, d.status])).toEqual([
      ['draftExpired', 'Closed'],
      ['draft', 'Open'],
    ]);
    expect(res.json().totalDonations).toBe(2);
  });

  test('paging: page size, totals and the last partial page', async () => {
    const first = await list('page=1&limit=2');
    expect(titles(first)).toEqual(['open3', 'open2']);
    expect(first.json()).toMatchObject({ currentPage: 1, totalPages: 2, totalDonations: 3 });
    const second = await list('page=2&limit=2');
    expect(titles(second)).toEqual(['open1']);
    expect(second.json()).toMatchObject({ currentPage: 2, totalPages: 2 });
    const beyond = await list('page=5&limit=2');
    expect(beyond.json()).toMatchObject({ donations: [], currentPage: 5, totalPages: 2 });
  });

  test('bad query values are schema errors', async () => {
    expect((await list('status=Selesai')).statusCode).toBe(400);
    expect((await list('page=0')).statusCode).toBe(400);
  });
});

describe('GET /get-donation paging limits', () => {
  beforeAll(async () => {
    await clearCampaigns();
    const now = Date.now();
    const rows = Array.from({ length: 105 }, (_, i) => ({
      donation_id: `bulk-${i}`,
      title: `Bulk ${i}`,
      target_amount: 100_000,
      expiry_time: new Date(now + DAY),
      created_by: ADMIN.id,
      created_at: new Date(now - (105 - i) * 1000),
    }));
    await svc.db('donations').insert(rows);
  });
  afterAll(clearCampaigns);

  test('9 per page by default, and `limit` is honoured up to 100', async () => {
    const byDefault = (await list('draft=false')).json();
    expect(byDefault.donations).toHaveLength(9);
    expect(byDefault).toMatchObject({ currentPage: 1, totalPages: 12, totalDonations: 105 });
    expect(byDefault.donations[0].title).toBe('Bulk 104');
    const capped = (await list('limit=1000')).json();
    expect(capped.donations).toHaveLength(100);
    expect(capped.totalPages).toBe(2);
    const management = (await list('page=1&limit=20&draft=false', admin)).json();
    expect(management.donations).toHaveLength(20);
    expect(management.totalDonations).toBe(105);
  });
});
