import { buildService, type Db } from '@yayasan/service-kit';
import { freePort } from '@yayasan/service-kit/testing';
import { migrations as blogMigrations } from '@yayasan/service-blog/migrations';
import blogApp from '@yayasan/service-blog';
import { MESSAGES } from '@yayasan/validation';
import type { FastifyInstance } from 'fastify';
import { newsCount, newsPageIds } from '../repositories/campaign-news';
import { NEWS_NOT_FOUND } from '../routes/campaign-news';
import { CAMPAIGN_NOT_FOUND } from '../routes/campaigns';
import {
  ADMIN,
  DONOR,
  OTHER,
  authFor,
  insertCampaign,
  insertPendingTransaction,
  insertUsers,
  startPayEnv,
  type PayEnv,
} from './pay-fixtures';

/**
 * Campaign news through the donation service, with the blog service (owner of the notifications)
 * running for real on the same database, as the stack runs them.
 */
let env: PayEnv;
let blog: FastifyInstance;
let admin: { authorization: string };
let donor: { authorization: string };
let other: { authorization: string };

beforeAll(async () => {
  const blogPort = await freePort();
  env = await startPayEnv({ blogUrl: `http://127.0.0.1:${blogPort}`, migrations: { blog: blogMigrations } });
  blog = await buildService({ name: 'blog', app: blogApp, db: env.svc.db, publicKeyPem: env.svc.keys.publicKey });
  await blog.listen({ port: blogPort, host: '127.0.0.1' });
  await insertUsers(env.svc);
  [admin, donor, other] = await Promise.all([ADMIN, DONOR, OTHER].map((u) => authFor(env.svc, u)));
});
afterAll(async () => {
  await blog.close();
  await env.close();
});

const DOC = {
  time: 1700000000000,
  blocks: [
    { type: 'header', data: { text: 'Bantuan tahap 1', level: 2 } },
    { type: 'paragraph', data: { text: 'Sembako sudah <b>diterima</b> anak-anak.<script>alert(1)</script>' } },
    { type: 'list', data: { style: 'unordered', items: ['Beras', 'Minyak'] } },
  ],
};
const news = (over: Record<string, unknown> = {}) => ({ title: 'Penyaluran pertama', content: DOC, ...over });

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
) => env.svc.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

/** Who a news post's e-mails are queued for (the mail worker sends them). */
async function newsMailsFor(updateId: string): Promise<number[]> {
  const jobs = await env.svc.db('mail_jobs').where({ kind: 'campaign-news' }).andWhere('ref', 'like', `${updateId}:%`);
  return jobs.map((j) => Number(j.user_id));
}

async function settledDonation(db: Db, donationPk: number, userId: number) {
  const t = await insertPendingTransaction(env.svc, { donation_pk: donationPk, amount: 50_000, user_id: userId });
  await db('transactions').where({ order_id: t.order_id }).update({ status: 'settlement', settled_at: new Date() });
}

describe('POST /donation/:id/updates', () => {
  it('is for administrators only and stores nothing otherwise', async () => {
    const c = await insertCampaign(env.svc);
    expect((await send('POST', `/donation/${c.donation_id}/updates`, {}, news())).statusCode).toBe(401);
    const refused = await send('POST', `/donation/${c.donation_id}/updates`, donor, news());
    expect(refused.statusCode).toBe(403);
    expect(await env.svc.db('campaign_news').where({ donation_pk: c.pk })).toHaveLength(0);
  });

  it('stores the cleaned post and answers it; unknown campaigns are 404', async () => {
    const c = await insertCampaign(env.svc);
    const res = await send(
      'POST',
      `/donation/${c.donation_id}/updates`,
      admin,
      news({ pictures: ['https://yayasan.example/media/demo/photo-2.png'] }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Penyaluran pertama',
      pictures: ['https://yayasan.example/media/demo/photo-2.png'],
      // No disbursement linked: no amount at all (never "Rp 0").
      disbursed_amount: null,
      disbursement: null,
    });
    expect(JSON.stringify(body.content)).not.toContain('script');
    expect(body.content.blocks).toHaveLength(3);
    const missing = await send('POST', '/donation/no-such-campaign/updates', admin, news());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: CAMPAIGN_NOT_FOUND });
  });

  it.each([
    [news({ title: '   ' }), MESSAGES.newsTitleEmpty],
    [news({ title: 'x'.repeat(151) }), MESSAGES.newsTitleTooLong],
    [news({ content: { blocks: [] } }), MESSAGES.newsContentEmpty],
    [news({ content: { blocks: [{ type: 'paragraph', data: { text: '  ' } }] } }), MESSAGES.newsContentEmpty],
    [news({ disbursed_amount: 500_000 }), MESSAGES.newsDisbursedTyped],
    [news({ disbursement_seq: 1.5 }), MESSAGES.newsDisbursementInvalid],
    [news({ disbursement_seq: 1 }), MESSAGES.newsDisbursementNotFound],
    [
      news({ pictures: Array(11).fill('https://yayasan.example/media/demo/photo-2.png') }),
      MESSAGES.newsPicturesTooMany,
    ],
    [news({ pictures: ['javascript:alert(1)'] }), 'Data tidak valid: gambar harus berupa URL http atau https'],
    [news({ published_at: 'kemarin' }), MESSAGES.newsPublishDateInvalid],
    [news({ published_at: new Date(Date.now() + 86_400_000).toISOString() }), MESSAGES.newsPublishDateFuture],
  ])('refuses bad input with its message and stores nothing (%#)', async (body, message) => {
    const c = await insertCampaign(env.svc);
    const res = await send('POST', `/donation/${c.donation_id}/updates`, admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await env.svc.db('campaign_news').where({ donation_pk: c.pk })).toHaveLength(0);
  });

  it('refuses an unknown block type with a clear message', async () => {
    const c = await insertCampaign(env.svc);
    const res = await send(
      'POST',
      `/donation/${c.donation_id}/updates`,
      admin,
      news({ content: { blocks: [{ type: 'script', data: {} }] } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Konten tidak valid/);
  });

  it("notifies each settled donor once (not unpaid ones, not the poster), lighting the donor's bell", async () => {
    const c = await insertCampaign(env.svc);
    await settledDonation(env.svc.db, c.pk, DONOR.id);
    await settledDonation(env.svc.db, c.pk, DONOR.id);
    await settledDonation(env.svc.db, c.pk, ADMIN.id);
    await insertPendingTransaction(env.svc, { donation_pk: c.pk, amount: 20_000, user_id: OTHER.id });

    const bell = async (who: { authorization: string }) =>
      (await blog.inject({ method: 'GET', url: '/new-notification', headers: who })).json().new_notification_available;
    const before = await bell(donor);

    const res = await send('POST', `/donation/${c.donation_id}/updates`, admin, news({ title: 'Kabar untuk donatur' }));
    expect(res.statusCode).toBe(201);
    const rows = await env.svc.db('notifications').where({ news_update_id: res.json().update_id });
    expect(rows.map((r) => Number(r.notification_for))).toEqual([DONOR.id]);
    expect(await newsMailsFor(res.json().update_id)).toEqual([DONOR.id]);
    expect(before).toBe(false);
    expect(await bell(donor)).toBe(true);

    // The notifications page shows it with a link target, and repeating the announcement adds nothing.
    const page = await blog.inject({ method: 'POST', url: '/notifications', headers: donor, payload: { page: 1 } });
    expect(page.statusCode).toBe(200);
    const item = page.json().notifications.find((n: { type: string }) => n.type === 'news');
    expect(item).toMatchObject({
      type: 'news',
      seen: false,
      campaign: { donation_id: c.donation_id, title: c.title, update_title: 'Kabar untuk donatur' },
    });
    const again = await blog.inject({
      method: 'POST',
      url: '/campaign-news-notifications',
      headers: admin,
      payload: { update_id: res.json().update_id },
    });
    expect(again.json()).toEqual({ notified: 0 });
    // Two posts at once: the donor's kept count of news equals the news rows.
    const both = await Promise.all(
      ['Kabar kedua', 'Kabar ketiga'].map((title) =>
        send('POST', `/donation/${c.donation_id}/updates`, admin, news({ title })),
      ),
    );
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    const newsRows = await env.svc.db('notifications').where({ notification_for: DONOR.id, type: 'news' });
    const kept = await env.svc.db('notification_counts').where({ user_id: DONOR.id, type: 'news' }).first('n');
    expect(newsRows.length).toBeGreaterThanOrEqual(3);
    expect(Number(kept?.n)).toBe(newsRows.length);
    const total = await blog.inject({
      method: 'POST',
      url: '/all-notifications-count',
      headers: donor,
      payload: { filter: 'all' },
    });
    const allRows = await env.svc.db('notifications').where({ notification_for: DONOR.id });
    expect(total.json()).toEqual({ totalDocs: allRows.length });
    // Only an administrator may ask the blog service for these notifications.
    const forged = await blog.inject({
      method: 'POST',
      url: '/campaign-news-notifications',
      headers: other,
      payload: { update_id: res.json().update_id },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('queues news e-mails only for settled donors who still take campaign news', async () => {
    const c = await insertCampaign(env.svc);
    await settledDonation(env.svc.db, c.pk, DONOR.id);
    await settledDonation(env.svc.db, c.pk, OTHER.id);
    await env.svc.db('users').where({ id: OTHER.id }).update({ email_campaign_news: false });
    try {
      const res = await send('POST', `/donation/${c.donation_id}/updates`, admin, news({ title: 'Kabar lewat email' }));
      expect(res.statusCode).toBe(201);
      expect(await newsMailsFor(res.json().update_id)).toEqual([DONOR.id]);
      const [job] = await env.svc.db('mail_jobs').where({ ref: `${res.json().update_id}:${DONOR.id}` });
      const payload = typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload;
      expect(payload).toMatchObject({ donationId: c.donation_id, campaignTitle: c.title, title: 'Kabar lewat email' });
      expect(payload.text).toContain('Bantuan');
    } finally {
      await env.svc.db('users').where({ id: OTHER.id }).update({ email_campaign_news: true });
    }
  });
});

describe('GET /donation/:id/updates and the campaign answer', () => {
  it('pages the news newest first; the campaign answer keeps the Initial Update first', async () => {
    const created = await send('POST', '/donation', admin, {
      title: 'Kampanye berita',
      description: 'd',
      content: 'c',
      thumbnail: 'https://yayasan.example/media/demo/photo-3.png',
      target_amount: 1_000_000,
      expiry_time: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().donation_id as string;
    for (const [i, day] of [3, 1, 2].entries()) {
      const published_at = new Date(Date.now() - day * 86_400_000).toISOString();
      const res = await send('POST', `/donation/${id}/updates`, admin, news({ title: `Kabar ${i}`, published_at }));
      expect(res.statusCode).toBe(201);
    }
    const first = (await send('GET', `/donation/${id}/updates?page=1&limit=2`)).json();
    expect(first.updates.map((u: { title: string }) => u.title)).toEqual(['Kabar 1', 'Kabar 2']);
    expect(first).toMatchObject({ currentPage: 1, totalPages: 2, totalUpdates: 3 });
    const second = (await send('GET', `/donation/${id}/updates?page=2&limit=2`)).json();
    expect(second.updates.map((u: { title: string }) => u.title)).toEqual(['Kabar 0']);

    const details = (await send('GET', `/donation/${id}/details`)).json();
    expect(details.updates.map((u: { update_title: string }) => u.update_title)).toEqual([
      'Initial Update',
      'Kabar 1',
      'Kabar 2',
      'Kabar 0',
    ]);
    expect(details.updates[1]).toEqual({
      update_id: first.updates[0].update_id,
      update_title: 'Kabar 1',
      update_description: 'Bantuan tahap 1 Sembako sudah diterima anak-anak. Beras Minyak',
      update_thumbnail: 'https://yayasan.example/media/demo/photo-3.png',
    });
  });

  it('hides a draft campaign’s news from everyone but administrators', async () => {
    const c = await insertCampaign(env.svc, { draft: true });
    expect((await send('GET', `/donation/${c.donation_id}/updates`)).statusCode).toBe(404);
    expect((await send('GET', `/donation/${c.donation_id}/updates`, admin)).statusCode).toBe(200);
  });
});

describe('PUT and DELETE /donation/:id/updates/:update_id', () => {
  it('edits and deletes for administrators only, with the same rules, and 404 for unknown posts', async () => {
    const c = await insertCampaign(env.svc);
    const posted = (await send('POST', `/donation/${c.donation_id}/updates`, admin, news())).json();
    const url = `/donation/${c.donation_id}/updates/${posted.update_id}`;

    expect((await send('PUT', url, donor, news({ title: 'Diubah' }))).statusCode).toBe(403);
    const bad = await send('PUT', url, admin, news({ title: '' }));
    expect(bad.json()).toEqual({ error: MESSAGES.newsTitleEmpty });
    const typed = await send('PUT', url, admin, news({ title: 'Diubah', disbursed_amount: 250_000 }));
    expect(typed.json()).toEqual({ error: MESSAGES.newsDisbursedTyped });
    const edited = await send('PUT', url, admin, news({ title: 'Diubah' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ update_id: posted.update_id, title: 'Diubah', disbursed_amount: null });
    const unknown = await send('PUT', `/donation/${c.donation_id}/updates/nope`, admin, news());
    expect(unknown.json()).toEqual({ error: NEWS_NOT_FOUND });

    // A post belongs to its campaign: another campaign's path does not reach it.
    const otherCampaign = await insertCampaign(env.svc);
    const crossed = await send('DELETE', `/donation/${otherCampaign.donation_id}/updates/${posted.update_id}`, admin);
    expect(crossed.statusCode).toBe(404);

    expect((await send('DELETE', url, donor)).statusCode).toBe(403);
    expect((await send('DELETE', url)).statusCode).toBe(401);
    expect((await send('DELETE', url, admin)).json()).toEqual({ deleted: true });
    expect((await send('DELETE', url, admin)).statusCode).toBe(404);
    expect((await send('GET', `/donation/${c.donation_id}/updates`)).json().totalUpdates).toBe(0);
  });
  it('an edit that sends no publish date keeps the post where it was', async () => {
    const c = await insertCampaign(env.svc);
    const posted = await send(
      'POST',
      `/donation/${c.donation_id}/updates`,
      admin,
      news({ published_at: '2024-05-01' }),
    );
    const url = `/donation/${c.donation_id}/updates/${posted.json().update_id}`;
    expect((await send('PUT', url, admin, news({ title: 'Judul baru' }))).statusCode).toBe(200);
    const [edited] = (await send('GET', `/donation/${c.donation_id}/updates`, admin)).json().updates;
    expect(edited).toMatchObject({ title: 'Judul baru', published_at: posted.json().published_at });
  });

  it('deleting a post drops the e-mails about it that are still waiting', async () => {
    const c = await insertCampaign(env.svc);
    await settledDonation(env.svc.db, c.pk, DONOR.id);
    const posted = (await send('POST', `/donation/${c.donation_id}/updates`, admin, news())).json();
    expect(await newsMailsFor(posted.update_id)).toEqual([DONOR.id]);
    expect((await send('DELETE', `/donation/${c.donation_id}/updates/${posted.update_id}`, admin)).statusCode).toBe(
      200,
    );
    const jobs = await env.svc.db('mail_jobs').where({ ref: `${posted.update_id}:${DONOR.id}` });
    expect(jobs).toEqual([expect.objectContaining({ status: 'skipped' })]);
  });
});

describe('the news list query', () => {
  it('EXPLAIN: the page and the count read the campaign index, never scan the table', async () => {
    const c = await insertCampaign(env.svc);
    const db = env.svc.db;
    const pageIds = newsPageIds(db, c.pk, { limit: 5, offset: 0 }).toSQL().toNative();
    const count = newsCount(db, c.pk).toSQL().toNative();
    for (const sql of [pageIds, count]) {
      const [plan] = await db.raw(`EXPLAIN ${sql.sql}`, sql.bindings);
      const rows = plan as { table: string; type: string; key: string | null; Extra: string | null }[];
      expect(rows[0]).toMatchObject({ table: 'campaign_news', key: 'campaign_news_list_idx' });
      expect(rows[0].type).not.toBe('ALL');
      expect(rows[0].Extra ?? '').not.toContain('filesort');
    }
  });
});
