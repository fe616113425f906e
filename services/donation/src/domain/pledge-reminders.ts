import { PLEDGE_DASHBOARD_PATH, PLEDGE_SECOND_REMINDER_DAYS, pledgePayLink } from '@yayasan/contracts';
import { withDeadlockRetry, type Db } from '@yayasan/service-kit';
import { LIMITS } from '@yayasan/validation';
import { SUCCESSFUL } from './ledger';
import { campaignNamesOf } from '../repositories/donations';
import { enqueueMailJobs, type NewMailJob } from '../repositories/mail-jobs';
import {
  lockDueReminders,
  markPaidMonths,
  markReminded,
  markUnpaidMonthsMissed,
  openMonthOfDuePledges,
} from '../repositories/pledge-months';
import { pauseForCampaignEnd, pledgesOnEndedCampaigns } from '../repositories/pledges';
import { addMonths, jakartaDay, jakartaMonth, monthStart } from './pledge-calendar';
import { pledgeCampaignEndedJobs, pledgeReminderJobs } from './pledge-mail-jobs';
import type { PledgeSubscriptions } from './pledges';

/**
 * The scheduled passes of monthly pledges ('pledge-reminders' on the job queue). Each is idempotent
 * and safe on any number of replicas at once: every step is a conditional UPDATE (or INSERT IGNORE)
 * from the state it found, under row locks, and the mails it promises are stored in the outbox in the
 * same transaction with unique (kind, ref) keys, so two passes never send anything twice. A pass after
 * downtime catches up: a due day passed this month still gets its one reminder.
 */

const BATCH = 500;
const DAY_MS = 24 * 3600_000;

/**
 * Opens this month for every active pledge whose day has come (its row in pledge_months, the amount
 * promised then); a pledge made after this month's day begins next month.
 */
export async function openDueMonths(db: Db, now: Date): Promise<number> {
  const month = jakartaMonth(now);
  const start = monthStart(month);
  return openMonthOfDuePledges(db, { month, now, day: jakartaDay(now), start });
}

/**
 * Month rollover: a past month still waiting becomes 'missed' unless a donation paid it; months a
 * donation paid are recorded as 'paid' with its order (the answer reads the donation itself anyway).
 */
export async function settlePastMonths(db: Db, now: Date): Promise<{ missed: number; paid: number }> {
  const month = jakartaMonth(now);
  const paid = await markPaidMonths(db, SUCCESSFUL, now, addMonths(month, -1));
  const missed = await markUnpaidMonthsMissed(db, month, SUCCESSFUL, now);
  return { missed, paid };
}

interface DueReminder {
  pledge_id: number;
  month: string;
  user_id: number;
  amount: number;
  campaign_id: string;
  campaign_title: string;
}

/**
 * Sends the reminders due now, one batch per transaction: the rows are read with FOR UPDATE in the
 * state that makes them due, moved on with a conditional UPDATE and their mail and notice queued
 * before the commit. A replica running the same pass waits for the lock and then finds them moved.
 */
async function remindBatch(db: Db, now: Date, which: 1 | 2): Promise<number> {
  const month = jakartaMonth(now);
  return withDeadlockRetry(() =>
    db.transaction(async (trx) => {
      const locked = await lockDueReminders(trx, {
        month,
        day: jakartaDay(now),
        which,
        remindedBefore: new Date(now.getTime() - PLEDGE_SECOND_REMINDER_DAYS * DAY_MS),
        paidStatuses: SUCCESSFUL,
        limit: BATCH,
      });
      if (!locked.length) return 0;
      const campaigns = new Map(
        (await campaignNamesOf(trx, [...new Set(locked.map((r) => Number(r.donation_pk)))])).map((c) => [
          Number(c.id),
          c,
        ]),
      );
      const due: DueReminder[] = locked.map((r) => ({
        ...r,
        campaign_id: campaigns.get(Number(r.donation_pk))?.donation_id ?? '',
        campaign_title: campaigns.get(Number(r.donation_pk))?.title ?? '',
      }));
      const moved = await markReminded(
        trx,
        month,
        due.map((r) => r.pledge_id),
        which,
        now,
      );
      if (moved !== due.length) throw new Error('pledge reminders moved by another pass meanwhile');
      const jobs: NewMailJob[] = due.flatMap((r) =>
        pledgeReminderJobs(
          {
            user_id: Number(r.user_id),
            pledge_id: Number(r.pledge_id),
            campaign_id: r.campaign_id,
            campaign_title: r.campaign_title,
            amount: Number(r.amount),
            month: r.month,
            link: pledgePayLink(r.campaign_id, Number(r.pledge_id), r.month),
          },
          which,
        ),
      );
      await enqueueMailJobs(trx, jobs);
      return due.length;
    }),
  );
}

/** Every first reminder due now, then every second one (3 days after the first, never a third). */
export async function sendPledgeReminders(db: Db, now: Date): Promise<{ first: number; second: number }> {
  const sent = { first: 0, second: 0 };
  for (const which of [1, 2] as const) {
    for (;;) {
      const n = await remindBatch(db, now, which);
      if (which === 1) sent.first += n;
      else sent.second += n;
      if (n < BATCH) break;
    }
  }
  return sent;
}

/**
 * Pauses the pledges of ended campaigns (pause_reason 'campaign_ended') and asks each donor once, by
 * mail and notification, to choose another campaign or stop. Nothing is charged to an ended
 * campaign: an automatic pledge's subscription is disabled before the pledge is paused; if Midtrans
 * fails, the pledge is left for the next pass.
 */
export async function pauseEndedCampaignPledges(
  db: Db,
  now: Date,
  subscriptions?: PledgeSubscriptions,
): Promise<number> {
  let paused = 0;
  const failed = new Set<number>();
  for (;;) {
    const rows = (await pledgesOnEndedCampaigns(db, now, LIMITS.donationMinimum, BATCH)).filter(
      (r) => !failed.has(Number(r.id)),
    );
    if (!rows.length) return paused;
    for (const row of rows) {
      if (row.subscription_id && row.state === 'active') {
        try {
          if (!subscriptions) throw new Error('automatic pledges are not available here');
          await subscriptions.disable(row);
        } catch {
          failed.add(Number(row.id));
          continue;
        }
      }
      const done = await db.transaction(async (trx) => {
        const moved = await pauseForCampaignEnd(trx, row.id, row.state, now);
        if (!moved) return false;
        await enqueueMailJobs(
          trx,
          pledgeCampaignEndedJobs(
            {
              user_id: Number(row.user_id),
              pledge_id: Number(row.id),
              campaign_id: row.campaign_id,
              campaign_title: row.campaign_title,
              amount: Number(row.amount),
              link: `${PLEDGE_DASHBOARD_PATH}?pledge=${row.id}`,
            },
            Number(row.donation_pk),
          ),
        );
        return true;
      });
      if (done) paused += 1;
    }
    if (rows.length < BATCH && failed.size === 0) return paused;
    if (rows.every((r) => failed.has(Number(r.id)))) return paused;
  }
}

/** One scheduled pass: campaign ends first (nothing is asked for an ended campaign), then months and reminders. */
export async function runPledgePass(db: Db, now = new Date(), subscriptions?: PledgeSubscriptions) {
  const campaignEnded = await pauseEndedCampaignPledges(db, now, subscriptions);
  const months = await settlePastMonths(db, now);
  const opened = await openDueMonths(db, now);
  const reminders = await sendPledgeReminders(db, now);
  return { campaignEnded, ...months, opened, ...reminders };
}
