import type { Knex } from 'knex';
import type { Db } from '@yayasan/service-kit';
import type { PledgeMonthTableRow } from '../db/tables';
import { paidDonationOfMonth } from './transactions';

// A pledge's due months: every query on `pledge_months` lives here.

export async function insertPledgeMonth(
  db: Db | Knex.Transaction,
  month: Pick<PledgeMonthTableRow, 'pledge_id' | 'month' | 'state' | 'amount' | 'order_id' | 'reminders_sent'>,
): Promise<void> {
  await db('pledge_months').insert(month);
}

/** The amount that came due per month, from a first month on. */
export function dueAmountByMonth(db: Db, first: string): Promise<{ month: string; n: number | string | null }[]> {
  return db('pledge_months')
    .where('month', '>=', first)
    .groupBy('month')
    .select<{ month: string; n: number | string | null }[]>('month', db.raw('SUM(amount) AS n'));
}

/**
 * Marks a pledge's month paid by this order; the first order that paid it stays the month's order.
 * Idempotent.
 */
export async function markMonthPaid(
  db: Db,
  paid: { pledgeId: number; month: string; amount: number; orderId: string },
): Promise<void> {
  // order_id is assigned before state, so it reads the month's state as it was.
  await db.raw(
    `INSERT INTO pledge_months (pledge_id, month, state, amount, order_id) VALUES (?, ?, 'paid', ?, ?)
     ON DUPLICATE KEY UPDATE order_id = IF(state = 'paid', order_id, VALUES(order_id)),
       state = 'paid', updated_at = CURRENT_TIMESTAMP(3)`,
    [paid.pledgeId, paid.month, paid.amount, paid.orderId],
  );
}

/**
 * Opens `month` for every active pledge whose day has come by `day` (its row, the amount promised then,
 * INSERT IGNORE); a pledge made after the month's day (`start` is the month's first instant) begins
 * next month. Resolves to how many months were opened.
 */
export async function openMonthOfDuePledges(
  db: Db,
  open: { month: string; now: Date; day: number; start: Date },
): Promise<number> {
  const [result] = await db.raw(
    `INSERT IGNORE INTO pledge_months (pledge_id, month, state, amount, created_at, updated_at)
     SELECT id, ?, 'waiting', amount, ?, ? FROM pledges
     WHERE state = 'active' AND day_of_month <= ? AND created_at < ? + INTERVAL day_of_month DAY`,
    [open.month, open.now, open.now, open.day, open.start],
  );
  return Number(result.affectedRows ?? 0);
}

/**
 * Records as 'paid', with its order, every month from `since` on that a donation in these states paid.
 * Resolves to how many months changed.
 */
export async function markPaidMonths(db: Db, statuses: readonly string[], now: Date, since: string): Promise<number> {
  const paid = await db.raw(
    `UPDATE pledge_months pm JOIN transactions t
       ON t.pledge_id = pm.pledge_id AND t.pledge_month = pm.month AND t.status IN (${statuses.map(() => '?').join(', ')})
     SET pm.state = 'paid', pm.order_id = t.order_id, pm.updated_at = ?
     WHERE pm.state <> 'paid' AND pm.month >= ?`,
    [...statuses, now, since],
  );
  return Number(paid[0]?.affectedRows ?? 0);
}

/** Marks 'missed' every month before `month` still waiting that no donation in these states paid. */
export function markUnpaidMonthsMissed(db: Db, month: string, statuses: readonly string[], now: Date): Promise<number> {
  return db('pledge_months as pm')
    .where('pm.state', 'waiting')
    .andWhere('pm.month', '<', month)
    .whereNotExists(paidDonationOfMonth(db, statuses))
    .update({ state: 'missed', updated_at: now });
}

/** A waiting month of an active reminder pledge, due its next reminder. */
export interface LockedReminder {
  pledge_id: number;
  month: string;
  user_id: number;
  amount: number;
  donation_pk: number;
}

/**
 * Up to `limit` months due their reminder `which`, read with FOR UPDATE in the state that makes them
 * due: the month is waiting and unpaid (by donations in `paidStatuses`), its pledge active, by
 * reminder, its day come (`day`); a second reminder only once `remindedBefore` passed since the first.
 */
export function lockDueReminders(
  trx: Knex.Transaction,
  due: {
    month: string;
    day: number;
    which: 1 | 2;
    remindedBefore: Date;
    paidStatuses: readonly string[];
    limit: number;
  },
): Promise<LockedReminder[]> {
  // Only the months and their pledges are locked: a campaign's row stays free for its payments.
  const q = trx('pledge_months as pm')
    .join('pledges as p', 'p.id', 'pm.pledge_id')
    .where('pm.month', due.month)
    .andWhere('pm.state', 'waiting')
    .andWhere('p.state', 'active')
    .andWhere('p.way', 'reminder')
    // A month opened when the pledge was made waits for its day.
    .andWhere('p.day_of_month', '<=', due.day)
    .andWhere('pm.reminders_sent', due.which - 1)
    .whereNotExists(paidDonationOfMonth(trx, due.paidStatuses));
  if (due.which === 2) q.andWhere('pm.last_reminded_at', '<=', due.remindedBefore);
  return q
    .orderBy('pm.pledge_id')
    .limit(due.limit)
    .forUpdate()
    .select('pm.pledge_id', 'pm.month', 'p.user_id', 'pm.amount', 'p.donation_pk');
}

/** Counts reminder `which` as sent for these pledges' month; resolves to how many months moved. */
export function markReminded(
  trx: Knex.Transaction,
  month: string,
  pledgeIds: number[],
  which: 1 | 2,
  now: Date,
): Promise<number> {
  return trx('pledge_months')
    .where('month', month)
    .whereIn('pledge_id', pledgeIds)
    .andWhere('reminders_sent', which - 1)
    .update({ reminders_sent: which, last_reminded_at: now, updated_at: now });
}

/** The month rows of these pledges. */
export function monthsOfPledges(
  db: Db,
  pledgeIds: number[],
): Promise<Pick<PledgeMonthTableRow, 'pledge_id' | 'month' | 'state' | 'amount' | 'order_id'>[]> {
  return db('pledge_months')
    .whereIn('pledge_id', pledgeIds)
    .select('pledge_id', 'month', 'state', 'amount', 'order_id');
}

/** Opens the pledge's month as waiting for this amount, unless it is open already (INSERT IGNORE). */
export async function openMonth(
  trx: Knex.Transaction,
  open: { pledgeId: number; month: string; amount: number; now: Date },
): Promise<void> {
  await trx('pledge_months')
    .insert({
      pledge_id: open.pledgeId,
      month: open.month,
      state: 'waiting',
      amount: open.amount,
      created_at: open.now,
      updated_at: open.now,
    })
    .onConflict(['pledge_id', 'month'])
    .ignore();
}

/** Deletes the pledge's waiting months that no donation in these states paid. */
export async function deleteUnpaidWaitingMonths(
  trx: Knex.Transaction,
  pledgeId: number,
  statuses: readonly string[],
): Promise<void> {
  await trx('pledge_months')
    .where({ pledge_id: pledgeId, state: 'waiting' })
    .whereNotExists(paidDonationOfMonth(trx, statuses, 'pledge_months'))
    .delete();
}

/** Sets the amount the pledge's month asks for, while it is waiting. */
export async function setWaitingAmount(
  db: Db,
  change: { pledgeId: number; month: string; amount: number; now: Date },
): Promise<void> {
  await db('pledge_months')
    .where({ pledge_id: change.pledgeId, month: change.month, state: 'waiting' })
    .update({ amount: change.amount, updated_at: change.now });
}
