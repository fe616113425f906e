import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { sendPaymentReminders } from '../domain/payment-reminders';

export interface PaymentReminderOptions {
  /** Time between passes; 0 turns them off (default 10 s: a pass is one indexed range read). */
  intervalMs?: number;
}

/**
 * Queues payment reminders in a job scheduled on the job queue every `intervalMs` (one replica runs
 * each tick); the mail worker sends them.
 */
const paymentReminders: FastifyPluginAsync<PaymentReminderOptions> = async (fastify, options) => {
  const intervalMs = options.intervalMs ?? 10_000;
  if (intervalMs <= 0) return;
  const queue = fastify.jobs.queue<object>('payment-reminders');
  fastify.addHook('onReady', async () => {
    queue.work(async () => void (await sendPaymentReminders(fastify.db, new Date())));
    await queue.every('payment-reminders', intervalMs, {});
  });
};

export default fp(paymentReminders, {
  name: 'payment-reminders',
  dependencies: ['job-runner'],
  decorators: { fastify: ['db', 'jobs'] },
});
