import type { FastifyInstance } from 'fastify';
import { buildService, type Mail } from '@yayasan/service-kit';
import app from '../app';
import { queueCampaignNewsMails } from '../domain/news-mail';
import { insertCampaign, SERVER_KEY, startPayEnv, UNSUBSCRIBE_SECRET, type PayEnv } from './pay-fixtures';

/**
 * The mail worker on the job queue, as two replicas of the service run it: one database, one Redis,
 * each replica with its own worker taking jobs from the shared queue.
 */
const sent: { by: string; to: string; subject: string }[] = [];
const recorder = (by: string) => ({ send: async (mail: Mail) => void sent.push({ by, ...mail }) });
const workerOn = (by: string) => ({
  mailer: recorder(by),
  unsubscribeSecret: UNSUBSCRIBE_SECRET,
  // Sweeps often, so the test of a lost hand-over is quick; hand-overs after commits need no sweep.
  jobs: { intervalMs: 200 },
});

let env: PayEnv;
let second: FastifyInstance;

beforeAll(async () => {
  env = await startPayEnv({ payments: { mail: workerOn('a') } });
  second = await buildService({
    name: 'donation',
    app,
    db: env.svc.db,
    publicKeyPem: env.svc.keys.publicKey,
    // The same Redis namespace as the first replica: the same queues.
    redis: env.svc.app.redis,
    appOptions: {
      payments: {
        midtrans: { serverKey: SERVER_KEY, baseUrl: env.simUrl },
        publicUrl: 'http://site.test',
        invoiceSigningSecret: 'integration-invoice-secret',
        reconcile: { intervalMs: 0 },
        ledgerSnapshots: { intervalMs: 0 },
        mail: workerOn('b'),
      },
    },
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await env.close();
});

async function until(check: () => boolean | Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

let nextUserId = 7000;
async function donors(count: number): Promise<number[]> {
  const ids = Array.from({ length: count }, () => nextUserId++);
  await env.svc
    .db('users')
    .insert(
      ids.map((id) => ({ id, username: `penerima${id}`, fullname: `Penerima ${id}`, email: `p${id}@example.test` })),
    );
  return ids;
}

const newsOf = async (title: string) => {
  const c = await insertCampaign(env.svc);
  return { newsId: `queue-${c.pk}`, donationId: c.donation_id, campaignTitle: c.title, title, text: 'Isi kabar.' };
};

const statusesOf = async (newsId: string) =>
  (await env.svc.db('mail_jobs').where('ref', 'like', `${newsId}:%`).select('status')).map((r) => r.status as string);

describe('mails on the job queue', () => {
  it('are sent exactly once by two replicas working the same queue', async () => {
    const users = await donors(40);
    const news = await newsOf('Kabar untuk banyak donatur');
    // Stored outside a transaction: both replicas hear of it and hand the same rows over.
    expect(await queueCampaignNewsMails(env.svc.db, news, users)).toBe(40);
    await until(async () => (await statusesOf(news.newsId)).every((s) => s === 'sent'));

    const mails = sent.filter((m) => m.subject === `Kabar terbaru: ${news.campaignTitle}`);
    expect(mails.map((m) => m.to).sort()).toEqual(users.map((id) => `p${id}@example.test`).sort());
    expect(new Set(mails.map((m) => m.to)).size).toBe(40);
    expect(await env.svc.db('mail_jobs').where('ref', 'like', `${news.newsId}:%`).whereNull('enqueued_at')).toEqual([]);
  });

  it('a mail stored by a transaction that was never handed over (a crash after commit) is sent by the sweeper', async () => {
    const [user] = await donors(1);
    const news = await newsOf('Kabar yang tertinggal');
    // What a commit leaves when its process dies before the hand-over: the row only.
    await env.svc.db('mail_jobs').insert({
      kind: 'campaign-news',
      ref: `${news.newsId}:${user}`,
      user_id: user,
      payload: JSON.stringify(news),
    });
    await until(async () => (await statusesOf(news.newsId))[0] === 'sent');
    expect(sent.filter((m) => m.subject === `Kabar terbaru: ${news.campaignTitle}`)).toHaveLength(1);
  });

  it('a mail handed to a queue that lost it (Redis emptied) is handed over again and sent once', async () => {
    const [user] = await donors(1);
    const news = await newsOf('Kabar yang hilang dari antrean');
    await env.svc.db('mail_jobs').insert({
      kind: 'campaign-news',
      ref: `${news.newsId}:${user}`,
      user_id: user,
      payload: JSON.stringify(news),
      enqueued_at: new Date(Date.now() - 3600_000),
    });
    await until(async () => (await statusesOf(news.newsId))[0] === 'sent');
    expect(sent.filter((m) => m.subject === `Kabar terbaru: ${news.campaignTitle}`)).toHaveLength(1);
  });

  it('a mail stored by a rolled-back transaction is never sent', async () => {
    const [user] = await donors(1);
    const news = await newsOf('Kabar yang dibatalkan');
    await expect(
      env.svc.db.transaction(async (trx) => {
        await queueCampaignNewsMails(trx, news, [user]);
        throw new Error('the post was not stored');
      }),
    ).rejects.toThrow('not stored');
    expect(await statusesOf(news.newsId)).toEqual([]);
  });
});
