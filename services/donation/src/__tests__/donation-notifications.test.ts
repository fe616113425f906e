import type { FastifyInstance } from 'fastify';
import { buildService, serviceCallKeyFromEnv } from '@yayasan/service-kit';
import { freePort } from '@yayasan/service-kit/testing';
import { migrations as blogMigrations } from '@yayasan/service-blog/migrations';
import blogApp from '@yayasan/service-blog';
import { jakartaToday } from '@yayasan/validation';
import { resolveMailOptions } from '../config';
import { InvoiceRenderer } from '../domain/invoice';
import { deliverMailJob } from '../domain/mail-delivery';
import {
  ADMIN,
  authFor,
  DONOR,
  insertCampaign,
  insertPendingTransaction,
  insertUsers,
  postNotification,
  signedNotification,
  startPayEnv,
  type PayEnv,
} from './pay-fixtures';

/**
 * A payment that starts counting tells the administrators once, through the job queued with the
 * settlement and the blog service (owner of the notifications); a refund tells nobody. Both services
 * run for real on one database, as the stack runs them.
 */
let env: PayEnv;
const OTHER_ADMIN = { id: 104, username: 'bendahara', fullname: 'Bendahara Yayasan', isAdmin: true };
let blog: FastifyInstance | null = null;
let blogPort: number;

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
  env = await startPayEnv({ blogUrl: `http://127.0.0.1:${blogPort}`, migrations: { blog: blogMigrations } });
  await startBlog();
  await insertUsers(env.svc, [DONOR, ADMIN, OTHER_ADMIN]);
});
afterAll(async () => {
  await stopBlog();
  await env.close();
});

const settings = { ...resolveMailOptions({ mailer: { send: async () => undefined } }).jobs, retryDelayMs: 0 };
const delivery = () => ({
  db: env.svc.db,
  mailer: { send: async () => undefined },
  renderer: new InvoiceRenderer('/nonexistent/chromium', env.svc.app.log),
  publicUrl: 'http://site.test',
  unsubscribeSecret: 'unused',
  log: env.svc.app.log,
  worker: 'donation-notification-test',
  blog: { url: `http://127.0.0.1:${blogPort}`, serviceKey: serviceCallKeyFromEnv() },
});

/** The settlement's notification job (there is one at most: its kind and ref are unique). */
const jobsOf = async (transactionPk: number) =>
  env.svc
    .db('mail_jobs')
    .where({ kind: 'donation-notification', ref: String(transactionPk) })
    .select('id', 'status');

const runJob = (transactionPk: number) =>
  deliverMailJob(delivery(), settings, { kind: 'donation-notification', ref: String(transactionPk) });

/** The person's donation notifications, newest first. */
const noticesOf = (userId: number) =>
  env.svc
    .db('notifications')
    .where({ notification_for: userId, type: 'donation' })
    .orderBy('id', 'desc')
    .select('id', 'donation_count', 'donation_total', 'campaign_title');

/** A pending payment moved by a signed Midtrans notification; resolves to its row id. */
async function payAndNotify(campaignPk: number, amount: number, status = 'settlement') {
  const t = await insertPendingTransaction(env.svc, { donation_pk: campaignPk, amount });
  const res = await postNotification(
    env.svc,
    signedNotification({ order_id: t.order_id, gross_amount: t.gross_amount, transaction_status: status }),
  );
  expect(res.statusCode).toBe(200);
  const row = await env.svc.db('transactions').where({ order_id: t.order_id }).first('id');
  return { pk: Number(row!.id), ...t };
}

beforeEach(async () => {
  // Each test starts a new group: the earlier notifications were read.
  await env.svc.db('notifications').where({ type: 'donation' }).update({ seen: true });
});

describe('notifying administrators of a settled donation', () => {
  it('queues one job with the settlement, which tells the administrators once, never the donor', async () => {
    const c = await insertCampaign(env.svc, { title: 'Sumur untuk Desa' });
    const t = await payAndNotify(c.pk, 50_000);
    expect(await jobsOf(t.pk)).toEqual([expect.objectContaining({ status: 'queued' })]);
    // The same notification again (Midtrans retries) queues nothing more.
    await postNotification(env.svc, signedNotification({ order_id: t.order_id, gross_amount: t.gross_amount }));
    expect(await jobsOf(t.pk)).toHaveLength(1);

    expect(await runJob(t.pk)).toBe('sent');
    const [notice] = await noticesOf(ADMIN.id);
    expect(notice).toMatchObject({ donation_count: 1, campaign_title: 'Sumur untuk Desa' });
    expect(Number(notice.donation_total)).toBe(50_000);
    expect(await noticesOf(DONOR.id)).toEqual([]);

    // The job done again (a worker's retry after a lost answer) notifies nobody twice.
    await env.svc
      .db('mail_jobs')
      .whereIn(
        'id',
        (await jobsOf(t.pk)).map((j) => j.id),
      )
      .update({ status: 'queued' });
    expect(await runJob(t.pk)).toBe('sent');
    expect(await noticesOf(ADMIN.id)).toEqual([notice]);
  });

  it('groups settlements that arrive together into one notification', async () => {
    const c = await insertCampaign(env.svc);
    const payments = await Promise.all([50_000, 50_000, 50_000].map((amount) => payAndNotify(c.pk, amount)));
    expect(await Promise.all(payments.map((p) => runJob(p.pk)))).toEqual(['sent', 'sent', 'sent']);
    const [grouped] = await noticesOf(ADMIN.id);
    expect(grouped.donation_count).toBe(3);
    expect(Number(grouped.donation_total)).toBe(150_000);
  });

  it('tells nobody of a payment refunded before the job ran, and a refund queues nothing', async () => {
    const c = await insertCampaign(env.svc);
    const before = await noticesOf(ADMIN.id);
    const t = await payAndNotify(c.pk, 75_000);
    await postNotification(
      env.svc,
      signedNotification({ order_id: t.order_id, gross_amount: t.gross_amount, transaction_status: 'refund' }),
    );
    expect(await jobsOf(t.pk)).toHaveLength(1);
    expect(await runJob(t.pk)).toBe('skipped');
    expect(await noticesOf(ADMIN.id)).toEqual(before);

    // A payment that never counted (expired) queues no notification at all.
    const expired = await payAndNotify(c.pk, 20_000, 'expire');
    expect(await jobsOf(expired.pk)).toEqual([]);
  });

  it('waits for the blog service when it is away, then tells the administrators once', async () => {
    const c = await insertCampaign(env.svc);
    const t = await payAndNotify(c.pk, 30_000);
    const before = await noticesOf(ADMIN.id);
    await stopBlog();
    try {
      expect(await runJob(t.pk)).toBe('retry');
    } finally {
      await startBlog();
    }
    expect(await noticesOf(ADMIN.id)).toEqual(before);
    expect(await runJob(t.pk)).toBe('sent');
    expect((await noticesOf(ADMIN.id))[0]).toMatchObject({ donation_count: 1 });
  });

  it('tells the other administrators of an offline gift, not the one who recorded it', async () => {
    const c = await insertCampaign(env.svc, { title: 'Renovasi Asrama' });
    const before = await noticesOf(ADMIN.id);
    const res = await env.svc.app.inject({
      method: 'POST',
      url: `/donation/${c.donation_id}/offline-donations`,
      headers: await authFor(env.svc, ADMIN),
      payload: {
        date: jakartaToday(),
        amount: 200_000,
        method: 'cash',
        donor_name: 'Pak Harun',
        show_in_donor_list: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const gift = await env.svc.db('transactions').where({ order_id: res.json().order_id }).first('id');
    expect(await runJob(Number(gift!.id))).toBe('sent');
    const [notice] = await noticesOf(OTHER_ADMIN.id);
    expect(notice).toMatchObject({ donation_count: 1, campaign_title: 'Renovasi Asrama' });
    expect(Number(notice.donation_total)).toBe(200_000);
    expect(await noticesOf(ADMIN.id)).toEqual(before);
  });
});
