import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { formatHistoryDate } from '@yayasan/format';
import { outboxMailer, withDeadlockRetry, type Mail } from '@yayasan/service-kit';
import { resolveMailOptions } from '../config';
import { InvoiceRenderer } from '../domain/invoice';
import { deliverMailJob, type MailDelivery } from '../domain/mail-delivery';
import { RECEIPT_SUBJECT } from '../domain/receipt-mail';
import {
  DONOR,
  insertCampaign,
  insertPendingTransaction,
  insertUsers,
  OTHER,
  postNotification,
  signedNotification,
  startPayEnv,
  transactionRow,
  type OutboxMail,
  type PayEnv,
} from './pay-fixtures';
import { deliverDue as deliverAllDue } from './mail-fixtures';

let env: PayEnv;
let renderer: InvoiceRenderer;

beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
  renderer = new InvoiceRenderer(process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium', env.svc.app.log);
});
afterAll(async () => {
  await renderer.close();
  await env.close();
});

const settings = { ...resolveMailOptions({ mailer: { send: async () => undefined } }).jobs, intervalMs: 0 };
/** What the service's mail worker runs, as worker `worker` with the transport `send` (else the outbox). */
const delivery = (worker = 'test-worker', send?: (mail: Mail) => Promise<void>): MailDelivery => ({
  db: env.svc.db,
  mailer: send ? { send } : outboxMailer(env.outbox, () => undefined),
  renderer,
  publicUrl: 'http://site.test',
  unsubscribeSecret: 'integration-unsubscribe-secret',
  log: env.svc.app.log,
  worker,
  // No job of these tests asks the blog service.
  blog: resolveMailOptions({ mailer: { send: async () => undefined } }).blog,
});

const notify = (body: unknown) => postNotification(env.svc, body);
const jobsOf = (transactionPk: number) =>
  env.svc.db('mail_jobs').where({ kind: 'receipt', ref: String(transactionPk) });

/** The due jobs done once; the administrators' donation notifications are donation-notifications.test.ts's business. */
async function deliverDue(...args: Parameters<typeof deliverAllDue>) {
  // Two replicas draining at once run this beside each other's claims: InnoDB may roll it back.
  await withDeadlockRetry(() =>
    env.svc.db('mail_jobs').where({ kind: 'donation-notification', status: 'queued' }).update({ status: 'skipped' }),
  );
  return deliverAllDue(...args);
}
/** Does the due jobs until none is left, as the queue's workers would. */
async function drain(worker = 'test-worker') {
  while ((await deliverDue(delivery(worker), settings)).length > 0);
}

async function pendingOrder(o: { amount?: number; anonymous?: boolean; userId?: number } = {}) {
  const c = await insertCampaign(env.svc);
  const t = await insertPendingTransaction(env.svc, {
    donation_pk: c.pk,
    amount: o.amount ?? 50_000,
    anonymous: o.anonymous,
    user_id: o.userId,
  });
  const row = await transactionRow(env.svc, t.order_id);
  return { c, t, pk: Number(row?.id) };
}

async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

const receiptFor = (transactionId: string, mails: OutboxMail[] = env.mails()) =>
  mails.filter((m) => m.subject === RECEIPT_SUBJECT && m.text.includes(transactionId));

describe('the receipt mail of a settled donation', () => {
  it('is sent once, in Indonesian, with amount, campaign, date, transaction id and the PDF receipt', async () => {
    const { c, t, pk } = await pendingOrder({ amount: 125_000 });
    const res = await notify(
      signedNotification({ ...t, transaction_status: 'settlement', settlement_time: '2025-03-04 12:30:00' }),
    );
    // The notification is answered once its transaction commits; the mail is still only queued.
    expect(res.statusCode).toBe(200);
    expect(await jobsOf(pk)).toEqual([expect.objectContaining({ status: 'queued', user_id: DONOR.id })]);
    expect(receiptFor(t.transaction_id)).toHaveLength(0);

    await drain();
    const [mail, ...more] = receiptFor(t.transaction_id);
    expect(more).toHaveLength(0);
    expect(mail.to).toBe('donatur@example.test');
    expect(mail.text).toContain('Halo Donatur Setia');
    expect(mail.text).toContain('Rp 125.000');
    expect(mail.text).toContain(c.title);
    // Midtrans's settlement time, shown in Jakarta time.
    expect(mail.text).toContain(`${formatHistoryDate('2025-03-04T05:30:00Z')} WIB`);
    expect(mail.text).toContain(`ID Transaksi: ${t.transaction_id}`);
    // The public receipt code, and where anyone can check it.
    const code = (await env.svc.db('transactions').where({ id: pk }).first('receipt_code'))?.receipt_code;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(mail.text).toContain(`Kode Verifikasi: ${code}`);
    expect(mail.text).toContain(`/verifikasi/${code}`);
    expect(mail.html).toContain('Rp 125.000');
    expect(mail.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);
    const pdf = readFileSync(mail.attachments[0].path);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-8).toString()).toContain('%%EOF');
    expect(await jobsOf(pk)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);

    await drain();
    expect(receiptFor(t.transaction_id)).toHaveLength(1);
  });

  it('is queued and sent exactly once under repeated and concurrent duplicate settlements', async () => {
    const { t, pk } = await pendingOrder();
    const body = signedNotification({ ...t, transaction_status: 'settlement' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => notify(body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    for (let i = 0; i < 3; i++) expect((await notify(body)).statusCode).toBe(200);
    expect(await jobsOf(pk)).toHaveLength(1);

    await Promise.all([drain('replica-a'), drain('replica-b')]);
    await notify(body);
    await drain();
    expect(receiptFor(t.transaction_id)).toHaveLength(1);
    expect(await jobsOf(pk)).toHaveLength(1);
  });

  it('is still sent when InnoDB rolls back its claim as a deadlock victim', async () => {
    const { t, pk } = await pendingOrder();
    await notify(signedNotification({ ...t, transaction_status: 'settlement' }));
    const receipt = { kind: 'receipt' as const, ref: String(pk) };
    const [{ id }] = await jobsOf(pk).select('id');
    const worker = `claimer-${randomUUID()}`;
    // Another writer of the outbox, made the heavier transaction (rows inserted) so that InnoDB rolls
    // back the claim, not it: it holds the job's row; the claim, coming through the (kind, ref) key,
    // takes that key's entry and waits for the row.
    const other = await env.svc.db.transaction();
    try {
      await other('mail_jobs').insert(
        [1, 2, 3].map((i) => ({ kind: 'receipt', ref: `held-${pk}-${i}`, user_id: DONOR.id, status: 'skipped' })),
      );
      await other('mail_jobs').where({ id }).forUpdate().first('id');
      const delivered = deliverMailJob(delivery(worker), settings, receipt);
      await until(async () => {
        const [waiting] = await env.svc
          .db('information_schema.INNODB_TRX')
          .where({ trx_state: 'LOCK WAIT' })
          .andWhere('trx_query', 'like', `%${worker}%`)
          .count({ n: '*' });
        return Number(waiting.n) > 0;
      });
      // The other writer now asks for the key's entry the claim holds: a deadlock.
      await other('mail_jobs').where(receipt).forUpdate().first('id');
      await other.rollback();
      expect(await delivered).toBe('sent');
    } finally {
      if (!other.isCompleted()) await other.rollback();
    }
    expect(receiptFor(t.transaction_id)).toHaveLength(1);
    expect(await jobsOf(pk)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
  });

  it('is not queued again by a capture settling later, nor by a refund', async () => {
    const { t, pk } = await pendingOrder();
    await notify(signedNotification({ ...t, transaction_status: 'capture', payment_type: 'credit_card' }));
    await notify(signedNotification({ ...t, transaction_status: 'settlement', payment_type: 'credit_card' }));
    await notify(signedNotification({ ...t, transaction_status: 'refund', payment_type: 'credit_card' }));
    expect(await jobsOf(pk)).toHaveLength(1);
  });

  it('is not sent for a card payment voided after its capture', async () => {
    const { t, pk } = await pendingOrder();
    await notify(signedNotification({ ...t, transaction_status: 'capture', payment_type: 'credit_card' }));
    await notify(signedNotification({ ...t, transaction_status: 'cancel', payment_type: 'credit_card' }));
    await drain();
    expect(receiptFor(t.transaction_id)).toEqual([]);
    expect(await jobsOf(pk)).toEqual([expect.objectContaining({ status: 'skipped' })]);
  });

  it('is never queued for an order that expires', async () => {
    const { t, pk } = await pendingOrder();
    await notify(signedNotification({ ...t, transaction_status: 'expire' }));
    expect(await jobsOf(pk)).toHaveLength(0);
  });

  it('reaches the donor of an anonymous donation, privately', async () => {
    const { t } = await pendingOrder({ anonymous: true, userId: OTHER.id });
    expect((await transactionRow(env.svc, t.order_id)).donor_name).toBe('Hamba Allah');
    await notify(signedNotification({ ...t, transaction_status: 'settlement' }));
    await drain();
    const [mail] = receiptFor(t.transaction_id);
    expect(mail.to).toBe('lainnya@example.test');
    expect(mail.text).toContain('Halo Orang Lain');
    expect(mail.attachments).toHaveLength(1);
  });
});

describe('the mail worker', () => {
  it('retries a failed send after a growing delay, then sends it once', async () => {
    await drain();
    const { t, pk } = await pendingOrder();
    await notify(signedNotification({ ...t, transaction_status: 'settlement' }));
    const refuse = async () => {
      throw new Error('SMTP 451 try again later');
    };
    expect(await deliverDue(delivery('flaky', refuse), settings)).toEqual(['retry']);
    const [job] = await jobsOf(pk);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, last_error: 'SMTP 451 try again later' });
    const firstDelay = new Date(job.next_attempt_at).getTime() - Date.now();
    expect(firstDelay).toBeGreaterThan(settings.retryDelayMs / 2);

    // Not due yet: a pass now leaves it alone.
    expect(await deliverDue(delivery('flaky', refuse), settings)).toEqual([]);
    const later = new Date(new Date(job.next_attempt_at).getTime() + 1000);
    await deliverDue(delivery('flaky', refuse), settings, later);
    const [again] = await jobsOf(pk);
    expect(again.attempts).toBe(2);
    // The second delay is twice the first.
    expect(new Date(again.next_attempt_at).getTime() - Date.now()).toBeGreaterThan(settings.retryDelayMs * 1.5);

    const sent: Mail[] = [];
    const accept = async (mail: Mail) => void sent.push(mail);
    await deliverDue(delivery('healthy', accept), settings, new Date(new Date(again.next_attempt_at).getTime() + 1000));
    expect(sent.map((m) => m.subject)).toEqual([RECEIPT_SUBJECT]);
    expect(await jobsOf(pk)).toEqual([expect.objectContaining({ status: 'sent', attempts: 3, last_error: null })]);
  });

  it('is not taken from a list made before another worker tried it and set its next attempt', async () => {
    await drain();
    const { t, pk } = await pendingOrder();
    await notify(signedNotification({ ...t, transaction_status: 'settlement' }));
    const [job] = await jobsOf(pk);
    const refuse = async () => {
      throw new Error('SMTP 451 try again later');
    };
    expect(await deliverMailJob(delivery('flaky', refuse), settings, Number(job.id))).toBe('retry');
    // A second worker reaches the job in the list of due jobs it read before that failure.
    const sent: Mail[] = [];
    const accept = async (mail: Mail) => void sent.push(mail);
    expect(await deliverMailJob(delivery('stale-list', accept), settings, Number(job.id))).toBe('busy');
    expect(sent).toEqual([]);
    expect(await jobsOf(pk)).toEqual([expect.objectContaining({ status: 'queued', attempts: 1 })]);
  });

  it('gives up after the last attempt', async () => {
    const { t, pk } = await pendingOrder();
    await notify(signedNotification({ ...t, transaction_status: 'settlement' }));
    const refuse = async () => {
      throw new Error('mailbox unavailable');
    };
    // Each pass a moment after the job's next attempt is due; two more than it is given.
    for (let i = 0; i < settings.maxAttempts + 2; i++) {
      const [job] = await jobsOf(pk);
      await deliverDue(delivery('flaky', refuse), settings, new Date(new Date(job.next_attempt_at).getTime() + 1000));
    }
    expect(await jobsOf(pk)).toEqual([expect.objectContaining({ status: 'failed', attempts: settings.maxAttempts })]);
  });

  it('on two replicas at once, sends each queued mail exactly once', async () => {
    await drain();
    const orders = await Promise.all(Array.from({ length: 6 }, () => pendingOrder()));
    for (const { t } of orders) await notify(signedNotification({ ...t, transaction_status: 'settlement' }));
    const sent: string[] = [];
    const accept = async (mail: Mail) => void sent.push(mail.text);
    const replica = async (name: string) => {
      while ((await deliverDue(delivery(name, accept), settings)).length > 0);
    };
    await Promise.all([replica('replica-a'), replica('replica-b')]);
    for (const { t } of orders) expect(sent.filter((text) => text.includes(t.transaction_id))).toHaveLength(1);
    expect(sent).toHaveLength(orders.length);
  });
});

describe('the mail worker plugin', () => {
  it('sends stored receipts in the background, on the job queue', async () => {
    // Its own outbox; only the running worker differs from the other tests' environment.
    const running = await startPayEnv({ payments: { mail: { jobs: { intervalMs: 200 } } } });
    try {
      await insertUsers(running.svc);
      const c = await insertCampaign(running.svc);
      const t = await insertPendingTransaction(running.svc, { donation_pk: c.pk, amount: 20_000 });
      expect((await postNotification(running.svc, signedNotification({ ...t }))).statusCode).toBe(200);
      // Waits for the condition (the mail in the outbox), however long the queue and Chromium take.
      while (receiptFor(t.transaction_id, running.mails()).length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(receiptFor(t.transaction_id, running.mails())).toHaveLength(1);
    } finally {
      await running.close();
    }
  });
});
