import type { Db } from '@yayasan/service-kit';
import { enqueueMailJobs } from '../repositories/mail-jobs';
import { pendingDueBetween } from '../repositories/transactions';
import { MAILED_METHODS } from './payments';

/** A reminder goes this long before an unpaid donation's deadline. */
export const REMINDER_LEAD_MS = 3 * 3600_000;

/**
 * Queues the reminder mail of every unpaid donation whose deadline is within the lead time; the mail
 * worker sends them. Safe to run as often and on as many replicas as wanted: a reminder is queued once
 * per transaction (the job's unique kind and ref), and one paid before its turn is skipped unsent.
 * Returns how many donations were due a reminder.
 */
export async function sendPaymentReminders(db: Db, now = new Date(), leadMs = REMINDER_LEAD_MS): Promise<number> {
  const due = await pendingDueBetween(db, now, new Date(now.getTime() + leadMs), MAILED_METHODS);
  await enqueueMailJobs(
    db,
    due.map((row) => ({ kind: 'payment-reminder' as const, ref: String(row.id), userId: row.user_id })),
  );
  return due.length;
}
