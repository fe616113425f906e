import { deliverMailJob, type MailDelivery, type MailJobOutcome } from '../domain/mail-delivery';
import type { MailJobSettings } from '../repositories/mail-jobs';

/**
 * What the queue's workers do, once over every stored job due by `now` (oldest first), as worker
 * `d.worker`: the tests decide when it runs and what time it is. Resolves to each job's outcome.
 */
export async function deliverDue(d: MailDelivery, s: MailJobSettings, now = new Date()): Promise<MailJobOutcome[]> {
  const due: { id: number }[] = await d
    .db('mail_jobs')
    .where({ status: 'queued' })
    .andWhere('next_attempt_at', '<=', now)
    .orderBy('id')
    .select('id');
  const outcomes: MailJobOutcome[] = [];
  for (const { id } of due) outcomes.push(await deliverMailJob(d, s, Number(id), now));
  return outcomes;
}
