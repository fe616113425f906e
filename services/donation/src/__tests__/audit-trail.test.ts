import { jakartaToday } from '@yayasan/validation';
import { donationAudit } from '../domain/audit-trail';
import { ADMIN, DONOR, authFor, insertCampaign, insertUsers, startPayEnv, type PayEnv } from './pay-fixtures';

/**
 * Issue 41, item 5: every administrative act of the donation service writes one record in the same
 * transaction, hash-chained; a refused act writes none; acts at once keep one chain; an edited or
 * removed record is found by the verifier; no donor's e-mail or note reaches the trail.
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

/** A campaign the edit form accepts as it is (the fixture's has no thumbnail). */
async function campaign(seed: Parameters<typeof insertCampaign>[1] = {}) {
  const c = await insertCampaign(env.svc, seed);
  await env.svc
    .db('donations')
    .where({ id: c.pk })
    .update({ thumbnail: 'https://yayasan.example/media/demo/photo-1.png' });
  return c;
}
const log = () => env.svc.db('donation_audit_log').orderBy('seq', 'asc');
const count = async () => (await log()).length;
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  env.svc.app.inject({ method, url, headers, ...(payload && { payload }) });

describe('the donation service audit trail', () => {
  it("records a campaign's change with the changed fields before and after, who and the request id", async () => {
    const c = await campaign({ target_amount: 1_000_000, draft: true });
    const res = await env.svc.app.inject({
      method: 'PUT',
      url: `/donation/${c.donation_id}`,
      headers: { ...admin, 'x-request-id': 'req-audit-1' },
      payload: { target_amount: 2_000_000 },
    });
    expect(res.statusCode).toBe(200);
    const [rec] = await env.svc.db('donation_audit_log').where({ request_id: 'req-audit-1' });
    expect(rec).toMatchObject({
      action: 'campaign.update',
      actor_id: ADMIN.id,
      actor_username: ADMIN.username,
      object_type: 'campaign',
      object_id: c.donation_id,
    });
    expect(JSON.parse(rec.before_json)).toEqual({ target_amount: 1_000_000 });
    expect(JSON.parse(rec.after_json)).toEqual({ target_amount: 2_000_000 });

    expect((await inject('PUT', `/donation/${c.donation_id}`, { draft: false })).statusCode).toBe(200);
    const last = (await log()).at(-1);
    expect(last.action).toBe('campaign.publish');
    expect(JSON.parse(last.after_json)).toEqual({ draft: false });
  });

  it('records a campaign created, with its fields after and none before', async () => {
    const res = await inject('POST', '/donation', {
      title: 'Kampanye Audit',
      description: 'Deskripsi singkat',
      content: 'Isi lengkap kampanye',
      target_amount: 5_000_000,
      thumbnail: 'https://yayasan.example/media/demo/photo-1.png',
      expiry_time: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      draft: true,
    });
    expect(res.statusCode).toBe(201);
    const rec = (await log()).at(-1);
    expect(rec).toMatchObject({ action: 'campaign.create', object_id: res.json().donation_id, before_json: null });
    expect(JSON.parse(rec.after_json)).toMatchObject({
      title: 'Kampanye Audit',
      target_amount: 5_000_000,
      draft: true,
    });
    // The long content is not an allowed field of the record.
    expect(JSON.parse(rec.after_json)).not.toHaveProperty('content');
  });

  it('records news posted, changed and deleted', async () => {
    const c = await campaign();
    const doc = { time: 1700000000000, blocks: [{ type: 'paragraph', data: { text: 'Sembako diterima.' } }] };
    const posted = await inject('POST', `/donation/${c.donation_id}/updates`, { title: 'Kabar 1', content: doc });
    expect(posted.statusCode).toBe(201);
    const id = posted.json().update_id;
    const url = `/donation/${c.donation_id}/updates/${id}`;
    expect((await inject('PUT', url, { title: 'Kabar 1 (ralat)', content: doc })).statusCode).toBe(200);
    expect((await inject('DELETE', url)).statusCode).toBe(200);
    expect((await inject('DELETE', url)).statusCode).toBe(404);
    const rows = await env.svc
      .db('donation_audit_log')
      .where({ object_type: 'campaign_news', object_id: id })
      .orderBy('seq');
    expect(rows.map((r) => r.action)).toEqual(['news.create', 'news.update', 'news.delete']);
    expect([JSON.parse(rows[1].before_json), JSON.parse(rows[1].after_json)]).toEqual([
      { title: 'Kabar 1' },
      { title: 'Kabar 1 (ralat)' },
    ]);
    expect(JSON.parse(rows[2].before_json)).toMatchObject({ update_id: id, title: 'Kabar 1 (ralat)' });
  });

  it('writes nothing for a refused act (a disbursement over the balance), and the act leaves nothing either', async () => {
    const c = await insertCampaign(env.svc);
    const before = await count();
    const res = await inject('POST', `/donation/${c.donation_id}/disbursements`, {
      amount: 50_000,
      date: jakartaToday(),
      category: 'pendidikan',
      description: 'Buku sekolah',
      proofs: [],
    });
    expect(res.statusCode).toBe(400);
    expect(await count()).toBe(before);
    expect(await env.svc.db('ledger_entries').where({ donation_pk: c.pk }).count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it("keeps an offline gift's entry but never the donor's e-mail or note", async () => {
    const c = await insertCampaign(env.svc);
    const res = await inject('POST', `/donation/${c.donation_id}/offline-donations`, {
      date: jakartaToday(),
      amount: 25_000,
      method: 'cash',
      donor_name: 'Pak Budi',
      email: 'rahasia-donatur@example.com',
      note: 'catatan-pribadi-xyz',
      show_in_donor_list: true,
    });
    expect(res.statusCode).toBe(201);
    const rec = (await log()).at(-1);
    expect(rec.action).toBe('offline_gift.record');
    expect(JSON.parse(rec.after_json)).toMatchObject({ amount: 25_000, method: 'cash', order_id: res.json().order_id });
    const text = JSON.stringify(await log());
    expect(text).not.toContain('rahasia-donatur@example.com');
    expect(text).not.toContain('catatan-pribadi-xyz');
    expect(text).not.toContain(res.json().receipt_code);
  });

  it('keeps one chain when acts come at once', async () => {
    const campaigns = await Promise.all(Array.from({ length: 8 }, () => campaign()));
    const answers = await Promise.all(
      campaigns.map((c, i) => inject('PUT', `/donation/${c.donation_id}`, { target_amount: 3_000_000 + i })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(campaigns.map(() => 200));
    const rows = await log();
    expect(rows.map((r) => Number(r.seq))).toEqual(rows.map((_, i) => i + 1));
    expect(await donationAudit.verify(env.svc.db)).toEqual({ checked: rows.length, mismatch: null });
  });

  it('shows administrators the records with filters and a cursor, and as CSV; others are refused', async () => {
    expect((await inject('GET', '/audit-donation', undefined, donor)).statusCode).toBe(403);
    const first = await inject('GET', '/audit-donation?action=campaign.update&limit=2');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.records).toHaveLength(2);
    expect(page.records.every((r: { action: string }) => r.action === 'campaign.update')).toBe(true);
    expect(page.records[0].seq).toBeGreaterThan(page.records[1].seq);
    const next = (await inject('GET', `/audit-donation?action=campaign.update&limit=2&after=${page.next}`)).json();
    expect(next.records[0].seq).toBeLessThan(page.records[1].seq);
    const byActor = (await inject('GET', `/audit-donation?actor=${ADMIN.username}&limit=100`)).json();
    expect(byActor.records.length).toBe(await count());
    const reversed = await inject('GET', '/audit-donation?from=2026-02-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    const csv = await inject('GET', '/audit-donation/export.csv?action=offline_gift.record');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^waktu,layanan,urutan,aksi/);
    expect(lines).toHaveLength(2);
  });

  it('finds an edited record and a removed one', async () => {
    expect((await donationAudit.verify(env.svc.db)).mismatch).toBeNull();
    const rows = await log();
    const target = rows[1];
    await env.svc.db('donation_audit_log').where({ id: target.id }).update({ actor_username: 'orang-lain' });
    expect((await donationAudit.verify(env.svc.db)).mismatch).toEqual({
      seq: Number(target.seq),
      reason: 'record does not match its hash',
    });
    await env.svc.db('donation_audit_log').where({ id: target.id }).update({ actor_username: target.actor_username });
    expect((await donationAudit.verify(env.svc.db)).mismatch).toBeNull();

    await env.svc.db('donation_audit_log').where({ id: target.id }).delete();
    expect((await donationAudit.verify(env.svc.db)).mismatch).toEqual({
      seq: Number(target.seq),
      reason: 'record missing',
    });
    await env.svc.db('donation_audit_log').insert(target);

    const lastRow = rows.at(-1);
    await env.svc.db('donation_audit_log').where({ id: lastRow.id }).delete();
    expect((await donationAudit.verify(env.svc.db)).mismatch?.reason).toMatch(/records missing at the end/);
    await env.svc.db('donation_audit_log').insert(lastRow);
    expect((await donationAudit.verify(env.svc.db)).mismatch).toBeNull();
  });
});
