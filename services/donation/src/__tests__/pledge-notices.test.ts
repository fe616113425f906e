import type { FastifyInstance } from 'fastify';
import { buildService, serviceCallKeyFromEnv } from '@yayasan/service-kit';
import { freePort } from '@yayasan/service-kit/testing';
import { migrations as blogMigrations } from '@yayasan/service-blog/migrations';
import blogApp from '@yayasan/service-blog';
import { resolveMailOptions } from '../config';
import { InvoiceRenderer } from '../domain/invoice';
import { deliverMailJob } from '../domain/mail-delivery';
import { runPledgePass } from '../domain/pledge-reminders';
import { authFor, DONOR, insertCampaign, insertUsers, startPayEnv, type PayEnv } from './pay-fixtures';

/**
 * A pledge's reminder reaches the donor's notifications through the job the pass queues and the blog
 * service (owner of notifications), once, however often the job runs. Both services run for real on one database.
 */
let env: PayEnv;
let blog: FastifyInstance;
let blogPort: number;

beforeAll(async () => {
  blogPort = await freePort();
  env = await startPayEnv({
    blogUrl: `http://127.0.0.1:${blogPort}`,
    migrations: { blog: blogMigrations },
    payments: { reminders: { intervalMs: 0 }, pledges: { intervalMs: 0 } },
  });
  blog = await buildService({ name: 'blog', app: blogApp, db: env.svc.db, publicKeyPem: env.svc.keys.publicKey });
  await blog.listen({ port: blogPort, host: '127.0.0.1' });
  await insertUsers(env.svc, [DONOR]);
});
afterAll(async () => {
  await blog.close();
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
  worker: 'pledge-notice-test',
  blog: { url: `http://127.0.0.1:${blogPort}`, serviceKey: serviceCallKeyFromEnv() },
});

it("tells the donor of the month's reminder once, with the one-tap link", async () => {
  const campaign = await insertCampaign(env.svc, {
    target_amount: 100_000_000,
    expiry_time: new Date('2037-12-01T00:00:00Z'),
    title: 'Sumur Desa',
  });
  const created = await env.svc.app.inject({
    method: 'POST',
    url: '/pledges',
    headers: await authFor(env.svc, DONOR),
    payload: {
      campaign_id: campaign.donation_id,
      amount: 60_000,
      day_of_month: 3,
      way: 'reminder',
      payment_type: 'qris',
      is_anonymous: false,
    },
  });
  const pledgeId = created.json().id as number;
  await env.svc
    .db('pledges')
    .where({ id: pledgeId })
    .update({ created_at: new Date('2031-01-01T00:00:00Z') });
  await runPledgePass(env.svc.db, new Date('2031-03-03T02:00:00Z'));

  const ref = `pledge-${pledgeId}:2031-03:1`;
  expect(await deliverMailJob(delivery(), settings, { kind: 'pledge-notice', ref })).toBe('sent');
  // The job done again (a worker's retry after a lost answer) notifies nobody twice.
  await env.svc.db('mail_jobs').where({ kind: 'pledge-notice', ref }).update({ status: 'queued' });
  expect(await deliverMailJob(delivery(), settings, { kind: 'pledge-notice', ref })).toBe('sent');

  const notices = await env.svc
    .db('notifications')
    .where({ notification_for: DONOR.id, type: 'pledge' })
    .select('pledge_id', 'pledge_kind', 'pledge_month', 'pledge_amount', 'pledge_link', 'campaign_title');
  expect(notices).toEqual([
    {
      pledge_id: pledgeId,
      pledge_kind: 'reminder',
      pledge_month: '2031-03',
      pledge_amount: 60_000,
      pledge_link: `/donation/detail/${campaign.donation_id}/donate?pledge=${pledgeId}&month=2031-03`,
      campaign_title: 'Sumur Desa',
    },
  ]);
});
