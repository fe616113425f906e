import { readFileSync } from 'node:fs';
import { LEDGER_MESSAGES } from '@yayasan/contracts';
import { outboxMailer } from '@yayasan/service-kit';
import { jakartaToday } from '@yayasan/validation';
import { resolveMailOptions } from '../config';
import { InvoiceRenderer } from '../domain/invoice';
import type { MailDelivery } from '../domain/mail-delivery';
import { offlineNewsToken } from '../domain/offline-donor-mail';
import { RECEIPT_SUBJECT } from '../domain/receipt-mail';
import { OFFLINE_NEWS_MESSAGES } from '../routes/offline-news';
import {
  ADMIN,
  authFor,
  insertCampaign,
  insertUsers,
  startPayEnv,
  UNSUBSCRIBE_SECRET,
  type PayEnv,
} from './pay-fixtures';
import { deliverDue } from './mail-fixtures';

/** Issue 42: the donor of an offline gift recorded with an e-mail gets the receipt, and news if they agreed. */
let env: PayEnv;
let admin: { authorization: string };
let renderer: InvoiceRenderer;

beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
  admin = await authFor(env.svc, ADMIN);
  renderer = new InvoiceRenderer(process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium', env.svc.app.log);
});
afterAll(async () => {
  await renderer.close();
  await env.close();
});

const settings = { ...resolveMailOptions({ mailer: { send: async () => undefined } }).jobs, intervalMs: 0 };
/** What the service's mail worker runs, writing to the test's outbox. */
const delivery = (): MailDelivery => ({
  db: env.svc.db,
  mailer: outboxMailer(env.outbox, () => undefined),
  renderer,
  publicUrl: 'http://site.test',
  unsubscribeSecret: UNSUBSCRIBE_SECRET,
  log: env.svc.app.log,
  worker: 'test-worker',
  blog: resolveMailOptions({ mailer: { send: async () => undefined } }).blog,
});
/** Does the due jobs until none is left, as the queue's workers would. */
async function drain() {
  while ((await deliverDue(delivery(), settings)).length > 0);
}

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = admin) =>
  env.svc.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const gift = (donationId: string, over: object = {}) =>
  call('POST', `/donation/${donationId}/offline-donations`, {
    date: jakartaToday(),
    amount: 100_000,
    method: 'cash',
    donor_name: 'Pak Harun',
    show_in_donor_list: true,
    ...over,
  });

const post = (donationId: string, title: string) =>
  call('POST', `/donation/${donationId}/updates`, {
    title,
    content: { time: 1, blocks: [{ type: 'paragraph', data: { text: 'Alhamdulillah, bantuan sudah sampai.' } }] },
  });

describe("an offline gift's receipt", () => {
  it('is mailed to the address recorded with the gift: the same receipt and code, marked offline', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 5_000_000 });
    const res = await gift(c.donation_id, { email: ' Harun@Example.test ' });
    expect(res.statusCode).toBe(201);
    const { order_id, receipt_code } = res.json();
    const row = await env.svc.db('transactions').where({ order_id }).first('id');
    expect(await env.svc.db('mail_jobs').where({ kind: 'offline-receipt', ref: String(row!.id) })).toEqual([
      expect.objectContaining({ status: 'queued', user_id: 0 }),
    ]);

    await drain();
    const mails = env.mails().filter((m) => m.subject === RECEIPT_SUBJECT && m.text.includes(order_id));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toBe('harun@example.test');
    expect(mail.text).toContain('Halo Pak Harun');
    expect(mail.text).toContain('Rp 100.000');
    expect(mail.text).toContain(`ID Transaksi: ${order_id}`);
    expect(mail.text).toContain('Cara: Donasi luring (Tunai), dicatat oleh pengurus yayasan');
    expect(mail.text).toContain(`Kode Verifikasi: ${receipt_code}`);
    expect(mail.text).toContain(
      `Cek donasi Anda di Laporan Keuangan yayasan yang terbuka untuk umum: http://site.test/verifikasi/${receipt_code}`,
    );
    expect(mail.html).toContain('Cek donasi Anda');
    const pdf = readFileSync(mail.attachments[0].path);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The code verifies publicly like an online donation's.
    expect((await call('GET', `/verify/${receipt_code}`, undefined, {})).statusCode).toBe(200);
  });

  it('is not queued without an address; news consent without an address is refused and nothing stored', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 5_000_000 });
    const res = await gift(c.donation_id);
    expect(res.statusCode).toBe(201);
    const row = await env.svc.db('transactions').where({ order_id: res.json().order_id }).first('id');
    expect(await env.svc.db('mail_jobs').where({ kind: 'offline-receipt', ref: String(row!.id) })).toHaveLength(0);

    const refused = await gift(c.donation_id, { campaign_news: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: LEDGER_MESSAGES.newsConsentNeedsEmail });
    expect(await env.svc.db('transactions').where({ donation_pk: c.pk })).toHaveLength(1);
  });
});

describe("a campaign's news to offline donors", () => {
  it('reaches the donors who agreed when their gift was recorded, once per address, until they unsubscribe', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 5_000_000 });
    const agreed = 'setuju@example.test';
    expect((await gift(c.donation_id, { email: agreed, campaign_news: true })).statusCode).toBe(201);
    expect((await gift(c.donation_id, { email: agreed, campaign_news: true, amount: 20_000 })).statusCode).toBe(201);
    expect((await gift(c.donation_id, { email: 'receipt-only@example.test' })).statusCode).toBe(201);
    const reversed = (await gift(c.donation_id, { email: 'batal@example.test', campaign_news: true })).json();
    expect(
      (await call('POST', `/donation/${c.donation_id}/ledger/${reversed.entry.seq}/reversal`, { reason: 'Salah' }))
        .statusCode,
    ).toBe(201);

    const first = await post(c.donation_id, 'Bantuan tahap 1');
    expect(first.statusCode).toBe(201);
    const jobs = await env.svc
      .db('mail_jobs')
      .where({ kind: 'offline-campaign-news' })
      .andWhere('ref', 'like', `${first.json().update_id}:%`);
    expect(jobs).toHaveLength(1);
    await drain();
    const news = env.mails().filter((m) => m.subject === `Kabar terbaru: ${c.title}`);
    expect(news.map((m) => m.to)).toEqual([agreed]);
    expect(news[0].text).toContain('Bantuan tahap 1');
    const link = /(http:\/\/site\.test\/api\/donation\/offline-news\/unsubscribe\?token=\S+)/.exec(news[0].text)![1];
    expect(news[0].headers?.['List-Unsubscribe']).toContain(link);

    // The link's page changes nothing; its button (or a one-click client) does.
    const path = link.replace('http://site.test/api', '');
    const page = await call('GET', path, undefined, { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(OFFLINE_NEWS_MESSAGES.confirm);
    const done = await env.svc.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(OFFLINE_NEWS_MESSAGES.done);
    const rows = await env.svc.db('transactions').where({ donor_email: agreed }).select('email_campaign_news');
    expect(rows.map((r) => Boolean(r.email_campaign_news))).toEqual([false, false]);

    const second = await post(c.donation_id, 'Bantuan tahap 2');
    const later = await env.svc
      .db('mail_jobs')
      .where({ kind: 'offline-campaign-news' })
      .andWhere('ref', 'like', `${second.json().update_id}:%`);
    expect(later).toHaveLength(0);
  });

  it('refuses a forged or altered unsubscribe link and changes nothing', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 5_000_000 });
    const { order_id } = (await gift(c.donation_id, { email: 'tetap@example.test', campaign_news: true })).json();
    const row = await env.svc.db('transactions').where({ order_id }).first('id');
    const genuine = offlineNewsToken(UNSUBSCRIBE_SECRET, Number(row!.id));
    const forged = offlineNewsToken('another-secret', Number(row!.id));
    const altered = genuine.replace(/^\d+/, String(Number(row!.id) + 1));
    for (const token of [forged, altered, 'x']) {
      const res = await env.svc.app.inject({
        method: 'POST',
        url: `/donation/offline-news/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: OFFLINE_NEWS_MESSAGES.invalid });
    }
    expect(
      Boolean((await env.svc.db('transactions').where({ order_id }).first('email_campaign_news'))!.email_campaign_news),
    ).toBe(true);
  });
});
