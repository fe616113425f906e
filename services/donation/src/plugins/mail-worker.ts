import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { resolveMailOptions, type MailOptions } from '../config';
import { mailPass, runMailJob, type MailPassResult } from '../domain/mail-delivery';
import type { MailJobKind } from '../domain/mail-jobs';

export interface MailWorker {
  /** One pass now (or the one already running): what the background timer does every interval. */
  runPass(): Promise<MailPassResult>;
  /** Does one queued job now (see runMailJob). */
  runJob(kind: MailJobKind, ref: string): Promise<MailPassResult>;
  /** This process's name in job claims. */
  worker: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker;
  }
}

/**
 * The background job worker: every `intervalMs` it does the queued jobs that are due (receipts and
 * campaign news mails, campaign news notifications), on any number of replicas at once. It runs beside the requests, so a notification
 * is answered as soon as its transaction commits. Stopped and awaited when the server closes.
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
  let running: Promise<MailPassResult> | null = null;
  const runPass = () =>
    (running ??= mailPass(delivery, o.jobs).finally(() => {
      running = null;
    }));
  const runJob = (kind: MailJobKind, ref: string) => runMailJob(delivery, o.jobs, { kind, ref });
  fastify.decorate('mailWorker', { runPass, runJob, worker });

  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onReady', async () => {
    if (o.jobs.intervalMs <= 0) return;
    timer = setInterval(() => {
      runPass().catch((err) => fastify.log.error({ err }, 'mail pass failed'));
    }, o.jobs.intervalMs);
    timer.unref();
  });
  // A render or send cut short by the close fails its job, which a later pass retries.
  fastify.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running?.catch(() => undefined);
  });
};

export default fp(mailWorker, {
  name: 'mail-worker',
  dependencies: ['payments'],
  decorators: { fastify: ['db', 'payments'] },
});
