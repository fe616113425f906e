import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { resolveMailOptions, type MailOptions } from '../config';
import { deliverMailJob, handOverMails, mailQueueJobId, type MailJobOutcome } from '../domain/mail-delivery';
import { onMailsStored, retryDelay, type MailJobKind } from '../repositories/mail-jobs';

export interface MailWorker {
  /** Hands stored mails not yet queued to the job queue (what the sweeper job does); resolves to how many. */
  sweep(): Promise<number>;
  /** Does one stored job now (the work an event just stored, before its answer) unless it is held or done. */
  runJob(kind: MailJobKind, ref: string): Promise<MailJobOutcome>;
  /** Mail jobs waiting, delayed or running in the queue. */
  pending(): Promise<number>;
  /** This process's name in job claims. */
  worker: string;
  /** The secret of the unsubscribe links in news mails (offline donors' links are honoured here). */
  unsubscribeSecret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker;
  }
}

/** A job the queue retries: the row decides when it is given up (failMailJob), not the queue. */
class NotDoneYet extends Error {}
const UNTIL_THE_ROW_GIVES_UP = 1_000_000;

/**
 * The mail worker on the job queue: the outbox rows (receipts, campaign news mails, news notifications)
 * are handed to the 'mail' queue once their transaction commits and by a sweeper job every
 * `intervalMs`; any replica's worker does each once, with retries after a growing delay. `intervalMs`
 * 0 leaves the mails to another replica's worker. The queue's workers close with the server.
 */
const mailWorker: FastifyPluginAsync<MailOptions> = async (fastify, options) => {
  const o = resolveMailOptions(options);
  const worker = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`.slice(0, 64);
  const delivery = {
    db: fastify.db,
    mailer: o.mailer,
    renderer: fastify.payments.renderer,
    publicUrl: fastify.payments.publicUrl,
    unsubscribeSecret: o.unsubscribeSecret,
    log: fastify.log,
    worker,
    blog: o.blog,
  };
  const mails = fastify.jobs.queue<{ row: number }>('mail', {
    attempts: UNTIL_THE_ROW_GIVES_UP,
    retryDelay: (failures) => retryDelay(o.jobs, failures),
    concurrency: o.jobs.concurrency,
  });
  const sweeper = fastify.jobs.queue<object>('mail-outbox');
  const sweep = () =>
    handOverMails(fastify.db, (row, delayMs) => mails.add({ row }, { id: mailQueueJobId(row), delayMs }));
  const runJob = (kind: MailJobKind, ref: string) => deliverMailJob(delivery, o.jobs, { kind, ref });
  fastify.decorate('mailWorker', {
    sweep,
    runJob,
    pending: () => mails.pending(),
    worker,
    unsubscribeSecret: o.unsubscribeSecret,
  });

  if (o.jobs.intervalMs <= 0) return;
  let stopListening: () => void = () => undefined;
  fastify.addHook('onReady', async () => {
    mails.work(async ({ row }) => {
      const outcome = await deliverMailJob(delivery, o.jobs, row);
      if (outcome === 'busy' || outcome === 'retry') throw new NotDoneYet(`mail job ${row}: ${outcome}`);
    });
    sweeper.work(async () => void (await sweep()));
    await sweeper.every('mail-outbox-sweep', o.jobs.intervalMs, {});
    // A commit that stored mails hands them over at once; a hand-over that fails is left to the sweeper.
    const handOver = () => {
      sweep().catch((err) => fastify.log.warn({ err }, 'stored mails left to the sweeper'));
    };
    stopListening = onMailsStored(handOver);
    handOver();
  });
  fastify.addHook('preClose', async () => {
    stopListening();
  });
};

export default fp(mailWorker, {
  name: 'mail-worker',
  dependencies: ['payments', 'job-runner'],
  decorators: { fastify: ['db', 'payments', 'jobs'] },
});
