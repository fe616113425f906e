import { buildService, serviceCallKeyFromEnv } from '@yayasan/service-kit';
import { freePort } from '@yayasan/service-kit/testing';
import { migrations as blogMigrations } from '@yayasan/service-blog/migrations';
import blogApp from '@yayasan/service-blog';
import type { FastifyInstance } from 'fastify';
import { resolveMailOptions } from '../config';
import { InvoiceRenderer } from '../domain/invoice';
import {
  ADMIN,
  authFor,
  insertCampaign,
  insertPendingTransaction,
  insertUsers,
  startPayEnv,
  type PayEnv,
} from './pay-fixtures';
import { deliverDue } from './mail-fixtures';

/**
 * Every notification a stored news post promises reaches each donor exactly once: under many posts
 * at once, and when the blog service (owner of the notifications) is down as the post is stored.
 * Both services run for real on one database, as the stack runs them.
 */
let env: PayEnv;
let blogPort: number;
let blog: FastifyInstance | null = null;
let admin: { authorization: string };

async function startBlog() {
  blog = await buildService({ name: 'blog', app: blogApp, db: env.svc.db, publicKeyPem: env.svc.keys.publicKey });
  await blog.listen({ port: blogPort, host: '127.0.0.1' });
}
async function stopBlog() {
  await blog?.close();
  blog = null;
}

beforeAll(async () => {
  blogPort = await freePort();
  env = await startPayEnv({
    blogUrl: `http://127.0.0.1:${blogPort}`,
    migrations: { blog: blogMigrations },
    // Failed jobs are due again at once: the test decides when the worker passes.
    payments: { mail: { jobs: { intervalMs: 0, retryDelayMs: 0 } } },
  });
  await startBlog();
  await insertUsers(env.svc, [ADMIN]);
  admin = await authFor(env.svc, ADMIN);
});
afterAll(async () => {
  await stopBlog();
  await env.close();
});

let nextUserId = 5000;
/** A campaign with `count` donors whose payments settled (new users, so their counts start at 0). */
async function campaignWithDonors(count: number) {
  const c = await insertCampaign(env.svc);
  const donors = Array.from({ length: count }, () => nextUserId++);
  await insertUsers(
    env.svc,
    donors.map((id) => ({ id, username: `donor${id}`, fullname: `Donatur ${id}`, isAdmin: false })),
  );
  for (const id of donors) {
    const t = await insertPendingTransaction(env.svc, { donation_pk: c.pk, amount: 25_000, user_id: id });
    await env.svc
      .db('transactions')
      .where({ order_id: t.order_id })
      .update({ status: 'settlement', settled_at: new Date() });
  }
  return { ...c, donors };
}

const postNews = (donationId: string, title: string) =>
  env.svc.app.inject({
    method: 'POST',
    url: `/donation/${donationId}/updates`,
    headers: admin,
    payload: { title, content: { blocks: [{ type: 'paragraph', data: { text: `Isi ${title}` } }] } },
  });

/** The due jobs done once, as the queue's workers on any replica do them. */
function workerPass() {
  const blogUrl = `http://127.0.0.1:${blogPort}`;
  const settings = { ...resolveMailOptions({ mailer: { send: async () => undefined } }).jobs, retryDelayMs: 0 };
  const delivery = {
    db: env.svc.db,
    mailer: { send: async () => undefined },
    renderer: new InvoiceRenderer('/nonexistent/chromium', env.svc.app.log),
    publicUrl: 'http://site.test',
    unsubscribeSecret: 'unused',
    log: env.svc.app.log,
    worker: 'delivery-test',
    blog: { url: blogUrl, serviceKey: serviceCallKeyFromEnv() },
  };
  return deliverDue(delivery, settings);
}

/** Does the due jobs until no notification job is left waiting (as the workers retry them). */
async function drainJobs() {
  for (;;) {
    await workerPass();
    const [{ n }] = await env.svc
      .db('mail_jobs')
      .where({ status: 'queued' })
      .whereNot({ kind: 'campaign-news' })
      .count({ n: '*' });
    if (Number(n) === 0) return;
  }
}

async function notificationsOf(updateIds: string[]) {
  return (await env.svc
    .db('notifications')
    .whereIn('news_update_id', updateIds)
    .select('notification_for', 'news_update_id')) as { notification_for: number; news_update_id: string }[];
}

async function newsCounts(donors: number[]) {
  const rows = (await env.svc.db('notification_counts').whereIn('user_id', donors).where({ type: 'news' })) as {
    user_id: number;
    n: number;
  }[];
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.n)]));
}

describe('campaign news notifications', () => {
  it('20 posts at once to a campaign with 50 donors notify each donor of each post exactly once', async () => {
    const c = await campaignWithDonors(50);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => postNews(c.donation_id, `Kabar ${i}`)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const ids = answers.map((r) => r.json().update_id as string);
    await drainJobs();

    const rows = await notificationsOf(ids);
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((r) => `${r.notification_for}:${r.news_update_id}`)).size).toBe(1000);
    // Each donor's kept count of news notifications is exactly the rows there are.
    const counts = await newsCounts(c.donors);
    expect(c.donors.map((id) => counts.get(id))).toEqual(Array(50).fill(20));
    // And every donor's e-mail about each post is queued once.
    const mails = await env.svc.db('mail_jobs').where({ kind: 'campaign-news' }).whereIn('user_id', c.donors);
    expect(mails).toHaveLength(1000);
    // Sending them is the mail tests' business: out of the next test's worker passes.
    await env.svc.db('mail_jobs').where({ kind: 'campaign-news' }).update({ status: 'skipped' });
  });

  it('a post stored while the blog service is down still notifies every donor once after it is back', async () => {
    const c = await campaignWithDonors(5);
    await stopBlog();
    let updateId: string;
    try {
      const res = await postNews(c.donation_id, 'Kabar saat layanan blog mati');
      expect(res.statusCode).toBe(201);
      updateId = res.json().update_id;
      // Nothing reached the donors, and the promise is kept as a job waiting for another attempt.
      await workerPass();
      expect(await notificationsOf([updateId])).toHaveLength(0);
      expect(await env.svc.db('mail_jobs').where({ status: 'queued' }).whereNot({ kind: 'campaign-news' })).toEqual([
        expect.objectContaining({ ref: updateId }),
      ]);
    } finally {
      await startBlog();
    }
    // The worker's run and administrators' repeats, all at once, still notify each donor once.
    const askBlog = (headers: Record<string, string>) =>
      blog!.inject({ method: 'POST', url: '/campaign-news-notifications', headers, payload: { update_id: updateId } });
    const repeats = Promise.all(Array.from({ length: 8 }, () => askBlog(admin)));
    await drainJobs();
    expect((await repeats).map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const rows = await notificationsOf([updateId]);
    expect(rows.map((r) => Number(r.notification_for)).sort((a, b) => a - b)).toEqual(c.donors);
    expect([...(await newsCounts(c.donors)).values()]).toEqual(Array(5).fill(1));

    // Asking again, by the worker or by an administrator, notifies nobody twice.
    await env.svc.db('mail_jobs').where({ ref: updateId }).update({ status: 'queued' });
    await drainJobs();
    expect((await askBlog(admin)).json()).toEqual({ notified: 0 });
    // Only the services' key or an administrator's token may ask.
    expect((await askBlog({ 'x-service-key': 'not-the-key' })).statusCode).toBe(401);
    expect(await notificationsOf([updateId])).toHaveLength(5);
    expect([...(await newsCounts(c.donors)).values()]).toEqual(Array(5).fill(1));
  });
});
