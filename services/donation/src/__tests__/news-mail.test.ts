import { verifyUnsubscribeToken, type Mail } from '@yayasan/service-kit';
import { resolveMailOptions } from '../config';
import { InvoiceRenderer } from '../domain/invoice';
import { queueCampaignNewsMails } from '../domain/news-mail';
import {
  ADMIN,
  DONOR,
  insertCampaign,
  insertUsers,
  OTHER,
  startPayEnv,
  UNSUBSCRIBE_SECRET,
  type PayEnv,
} from './pay-fixtures';
import { deliverDue } from './mail-fixtures';

let env: PayEnv;
let renderer: InvoiceRenderer;
const sent: Mail[] = [];

beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
  renderer = new InvoiceRenderer('/nonexistent/chromium', env.svc.app.log);
});
afterAll(() => env.close());

const settings = { ...resolveMailOptions({ mailer: { send: async () => undefined } }).jobs, intervalMs: 0 };
async function drain() {
  const delivery = {
    db: env.svc.db,
    mailer: { send: async (mail: Mail) => void sent.push(mail) },
    renderer,
    publicUrl: 'http://site.test',
    unsubscribeSecret: UNSUBSCRIBE_SECRET,
    log: env.svc.app.log,
    worker: 'news-test',
    // No job of these tests asks the blog service.
    blog: resolveMailOptions({ mailer: { send: async () => undefined } }).blog,
  };
  while ((await deliverDue(delivery, settings)).length > 0);
}
const optOut = (userId: number) => env.svc.db('users').where({ id: userId }).update({ email_campaign_news: false });

describe('queueCampaignNewsMails', () => {
  it('queues one mail per donor who takes campaign news, each with a signed one-click unsubscribe link', async () => {
    const c = await insertCampaign(env.svc);
    await optOut(OTHER.id);
    const news = {
      newsId: `news-${c.pk}`,
      donationId: c.donation_id,
      campaignTitle: c.title,
      title: 'Renovasi asrama selesai',
      text: 'Terima kasih, asrama sudah selesai direnovasi.',
    };
    // Duplicate ids and a repeated call queue nothing twice; the opted-out donor is skipped.
    expect(await queueCampaignNewsMails(env.svc.db, news, [DONOR.id, OTHER.id, DONOR.id, ADMIN.id])).toBe(2);
    expect(await queueCampaignNewsMails(env.svc.db, news, [DONOR.id])).toBe(1);
    expect(
      await env.svc.db('mail_jobs').where({ kind: 'campaign-news' }).andWhere('ref', 'like', `${news.newsId}:%`),
    ).toHaveLength(2);

    await drain();
    expect(sent.map((m) => m.to).sort()).toEqual(['admin@example.test', 'donatur@example.test']);
    const mail = sent.find((m) => m.to === 'donatur@example.test')!;
    expect(mail.subject).toBe(`Kabar terbaru: ${c.title}`);
    expect(mail.text).toContain('Renovasi asrama selesai');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(mail.headers!['List-Unsubscribe'])![1];
    expect(mail.text).toContain(link);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('http://site.test/api/email/unsubscribe');
    expect(verifyUnsubscribeToken(UNSUBSCRIBE_SECRET, url.searchParams.get('token'))).toMatchObject({
      userId: DONOR.id,
      list: 'campaign-news',
    });
  });

  it('does not send to a donor who opted out after the news was queued', async () => {
    sent.length = 0;
    const c = await insertCampaign(env.svc);
    const news = {
      newsId: `late-${c.pk}`,
      donationId: c.donation_id,
      campaignTitle: c.title,
      title: 'Kabar',
      text: 'Isi',
    };
    expect(await queueCampaignNewsMails(env.svc.db, news, [ADMIN.id])).toBe(1);
    await optOut(ADMIN.id);
    await drain();
    expect(sent).toHaveLength(0);
    expect(
      await env.svc
        .db('mail_jobs')
        .where({ ref: `${news.newsId}:${ADMIN.id}` })
        .first(),
    ).toMatchObject({
      status: 'skipped',
    });
  });
});
