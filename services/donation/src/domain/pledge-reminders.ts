import type { Knex } from 'knex';
import { PLEDGE_DASHBOARD_PATH, PLEDGE_SECOND_REMINDER_DAYS, pledgePayLink } from '@yayasan/contracts';
import { withDeadlockRetry, type Db } from '@yayasan/service-kit';
import { LIMITS } from '@yayasan/validation';
import { SUCCESSFUL } from './ledger';
import { enqueueMailJobs, type NewMailJob } from './mail-jobs';
import { addMonths, jakartaDay, jakartaMonth, monthStart } from './pledge-calendar';
import { pledgeCampaignEndedJobs, pledgeReminderJobs } from './pledge-mail-jobs';
import type { PledgeRow, PledgeSubscriptions } from './pledges';

/**
 * The scheduled passes of monthly pledges ('pledge-reminders' on the job queue). Each is idempotent
 * and safe on any number of replicas at once: every step is a conditional UPDATE (or INSERT IGNORE)
 * from the state it found, under row locks, and the mails it promises are stored in the outbox in the
 * same transaction with unique (kind, ref) keys, so two passes never send anything twice. A pass after
 * downtime catches up: a due day passed this month still gets its one reminder.
 */

const BATCH = 500;
const DAY_MS = 24 * 3600_000;

/** Transactions rows that paid the month `pm` (alias) of its pledge. */
const paidDonation = (db: Db | Knex.Transaction) =>
  db('transactions')
    .select(db.raw('1'))
    .whereRaw('transactions.pledge_id = pm.pledge_id')
    .whereRaw('transactions.pledge_month = pm.month')
    .whereIn('transactions.status', SUCCESSFUL);

/**
 * Opens this month for every active pledge whose day has come (its row in pledge_months, the amount
 * promised then); a pledge made after this month's day begins next month.
 */
export async function openDueMonths(db: Db, now: Date): Promise<number> {
  const month = jakartaMonth(now);
  const start = monthStart(month);
  const [result] = await db.raw(
    `INSERT IGNORE INTO pledge_months (pledge_id, month, state, amount, created_at, updated_at)
     SELECT id, ?, 'waiting', amount, ?, ? FROM pledges
     WHERE state = 'active' AND day_of_month <= ? AND created_at < ? + INTERVAL day_of_month DAY`,
    [month, now, now, jakartaDay(now), start],
  );
  return Number(result.affectedRows ?? 0);
}

/**
 * Month rollover: a past month still waiting becomes 'missed' unless a donation paid it; months a
 * donation paid are recorded as 'paid' with its order (the answer reads the donation itself anyway).
 */
export async function settlePastMonths(db: Db, now: Date): Promise<{ missed: number; paid: number }> {
  const month = jakartaMonth(now);
  const paid = await db.raw(
    `UPDATE pledge_months pm JOIN transactions t
       ON t.pledge_id = pm.pledge_id AND t.pledge_month = pm.month AND t.status IN (${SUCCESSFUL.map(() => '?').join(', ')})
     SET pm.state = 'paid', pm.order_id = t.order_id, pm.updated_at = ?
     WHERE pm.state <> 'paid' AND pm.month >= ?`,
    [...SUCCESSFUL, now, addMonths(month, -1)],
  );
  const missed = await db('pledge_months as pm')
    .where('pm.state', 'waiting')
    .andWhere('pm.month', '<', month)
    .whereNotExists(paidDonation(db))
    .update({ state: 'missed', updated_at: now });
  return { missed, paid: Number(paid[0]?.affectedRows ?? 0) };
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
      // Only the months and their pledges are locked: a campaign's row stays free for its payments.
      const q = trx('pledge_months as pm')
        .join('pledges as p', 'p.id', 'pm.pledge_id')
        .where('pm.month', month)
        .andWhere('pm.state', 'waiting')
        .andWhere('p.state', 'active')
        .andWhere('p.way', 'reminder')
        // A month opened when the pledge was made waits for its day.
        .andWhere('p.day_of_month', '<=', jakartaDay(now))
        .andWhere('pm.reminders_sent', which - 1)
        .whereNotExists(paidDonation(trx));
      if (which === 2)
        q.andWhere('pm.last_reminded_at', '<=', new Date(now.getTime() - PLEDGE_SECOND_REMINDER_DAYS * DAY_MS));
      const locked: (Omit<DueReminder, 'campaign_id' | 'campaign_title'> & { donation_pk: number })[] = await q
        .orderBy('pm.pledge_id')
        .limit(BATCH)
        .forUpdate()
        .select('pm.pledge_id', 'pm.month', 'p.user_id', 'pm.amount', 'p.donation_pk');
      if (!locked.length) return 0;
      const campaigns = new Map(
        (
          await trx('donations')
            .whereIn('id', [...new Set(locked.map((r) => Number(r.donation_pk)))])
            .select('id', 'donation_id', 'title')
        ).map((c) => [Number(c.id), c]),
      );
      const due: DueReminder[] = locked.map((r) => ({
        ...r,
        campaign_id: campaigns.get(Number(r.donation_pk))?.donation_id ?? '',
        campaign_title: campaigns.get(Number(r.donation_pk))?.title ?? '',
      }));
      const moved = await trx('pledge_months')
        .where('month', month)
        .whereIn(
          'pledge_id',
          due.map((r) => r.pledge_id),
        )
        .andWhere('reminders_sent', which - 1)
        .update({ reminders_sent: which, last_reminded_at: now, updated_at: now });
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

/** Pledges still counting on a campaign that ended (past its end, target met or unpublished). */
async function pledgesOnEndedCampaigns(
  db: Db,
  now: Date,
): Promise<(PledgeRow & { campaign_id: string; campaign_title: string })[]> {
  return db('pledges as p')
    .join('donations as d', 'd.id', 'p.donation_pk')
    .where((w) =>
      w
        .whereIn('p.state', ['active', 'linking'])
        .orWhere((paused) => paused.where('p.state', 'paused').andWhere('p.pause_reason', 'donor')),
    )
    .andWhere((w) =>
      w
        .where('d.expiry_time', '<=', now)
        .orWhere('d.draft', true)
        .orWhereRaw('CAST(d.target_amount AS SIGNED) - CAST(d.total_collected AS SIGNED) < ?', [
          LIMITS.donationMinimum,
        ]),
    )
    .orderBy('p.id')
    .limit(BATCH)
    .select('p.*', 'd.donation_id as campaign_id', 'd.title as campaign_title');
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
    const rows = (await pledgesOnEndedCampaigns(db, now)).filter((r) => !failed.has(Number(r.id)));
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
        const moved = await trx('pledges')
          .where({ id: row.id, state: row.state })
          .update({ state: 'paused', pause_reason: 'campaign_ended', updated_at: now });
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
