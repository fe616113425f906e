import type { Knex } from 'knex';
import type { Db } from '@yayasan/service-kit';
import type { PledgeTableRow } from '../db/tables';

// The donors' monthly pledges: every query on `pledges` lives here.

export function findPledge(db: Db | Knex.Transaction, id: number): Promise<PledgeTableRow | undefined> {
  return db('pledges').where({ id }).first();
}

export function pledgeStateOf(db: Db, id: number): Promise<Pick<PledgeTableRow, 'state' | 'pause_reason'> | undefined> {
  return db('pledges').where({ id }).first('state', 'pause_reason');
}

/** Whether the user has any pledge. */
export async function hasPledges(db: Db, userId: number): Promise<boolean> {
  return Boolean(await db('pledges').where({ user_id: userId }).first('id'));
}

/** Resolves to the new pledge's id. */
export async function insertPledge(
  db: Db | Knex.Transaction,
  pledge: Partial<Omit<PledgeTableRow, 'id'>>,
): Promise<number> {
  const [id] = await db('pledges').insert(pledge);
  return id;
}

/** One figure per month (or per state), as MariaDB answers a SUM or COUNT: a number, a decimal string or null. */
export type MonthFigure = { month: string; n: number | string | null };

/**
 * Pledges per month by `column`'s Jakarta month: one COUNT per month over its range, so each is a
 * range read on the column's index rather than a scan and a sort of every pledge.
 */
export function countPerMonth(
  db: Db,
  column: 'created_at' | 'stopped_at',
  months: { month: string; start: Date; end: Date }[],
  exceptState?: string,
) {
  const [head, ...rest] = months.map((m) =>
    db('pledges')
      .where(column, '>=', m.start)
      .andWhere(column, '<', m.end)
      .modify((q) => void (exceptState && q.whereNot('state', exceptState)))
      .select<MonthFigure[]>(db.raw('? AS month', [m.month]), db.raw('COUNT(*) AS n')),
  );
  return head.unionAll(rest, true);
}

/** The month's promise of active pledges whose month is not open yet (their day is still ahead). */
export function activeNotYetDueSum(db: Db, month: string): Promise<{ n: number | string | null } | undefined> {
  return db('pledges')
    .where('state', 'active')
    .whereNotExists(
      db('pledge_months').select(db.raw('1')).whereRaw('pledge_months.pledge_id = pledges.id').where('month', month),
    )
    .first<{ n: number | string | null } | undefined>(db.raw('SUM(amount) AS n'));
}

/** How many pledges are in each state. */
export function countByState(db: Db): Promise<{ state: string; n: number | string }[]> {
  return db('pledges')
    .groupBy('state')
    .select<{ state: string; n: number | string }[]>('state', db.raw('COUNT(*) AS n'));
}

/** An automatic pledge with a Midtrans subscription, if this is one. */
export function subscribedPledge(db: Db, id: number): Promise<PledgeTableRow | undefined> {
  return db('pledges').where({ id, way: 'automatic' }).whereNotNull('subscription_id').first();
}

/** A pledge's monthly amount, if the pledge exists. */
export async function pledgeAmountOf(db: Db, id: number): Promise<number | undefined> {
  const pledge = await db('pledges').where({ id }).first('amount');
  return pledge ? Number(pledge.amount) : undefined;
}

/** A pledge with its campaign's public id and title. */
export type PledgeOnCampaign = PledgeTableRow & { campaign_id: string; campaign_title: string };

/**
 * Up to `limit` pledges still counting on a campaign that ended: past its end, unpublished, or with
 * less than `minimum` left to its target.
 */
export function pledgesOnEndedCampaigns(
  db: Db,
  now: Date,
  minimum: number,
  limit: number,
): Promise<PledgeOnCampaign[]> {
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
        .orWhereRaw('CAST(d.target_amount AS SIGNED) - CAST(d.total_collected AS SIGNED) < ?', [minimum]),
    )
    .orderBy('p.id')
    .limit(limit)
    .select('p.*', 'd.donation_id as campaign_id', 'd.title as campaign_title');
}

/** Pauses the pledge for its campaign's end if it is still in `state`; resolves to how many rows moved. */
export function pauseForCampaignEnd(
  trx: Knex.Transaction,
  id: number,
  state: PledgeTableRow['state'],
  now: Date,
): Promise<number> {
  return trx('pledges')
    .where({ id, state })
    .update({ state: 'paused', pause_reason: 'campaign_ended', updated_at: now });
}

/** Writes these columns of a pledge; resolves to how many rows changed. */
export function updatePledge(db: Db | Knex.Transaction, id: number, changes: Partial<PledgeTableRow>): Promise<number> {
  return db('pledges').where({ id }).update(changes);
}

/**
 * Writes these columns of a pledge only while it is still 'linking' without a subscription; resolves
 * to how many rows changed (0: another activation moved it first).
 */
export function updateLinkingPledge(db: Db, id: number, changes: Partial<PledgeTableRow>): Promise<number> {
  return db('pledges').where({ id, state: 'linking' }).whereNull('subscription_id').update(changes);
}

/** The user's pledges, newest first. */
export function pledgesOfUser(db: Db, userId: number): Promise<PledgeTableRow[]> {
  return db('pledges').where({ user_id: userId }).orderBy('id', 'desc');
}

/** The user's own pledge, if it exists. */
export function ownPledge(db: Db | Knex.Transaction, userId: number, id: number): Promise<PledgeTableRow | undefined> {
  return db('pledges').where({ id, user_id: userId }).first();
}

/** The user's own pledge, its row locked (SELECT … FOR UPDATE) until the transaction ends. */
export function lockOwnPledge(trx: Knex.Transaction, userId: number, id: number): Promise<PledgeTableRow | undefined> {
  return trx('pledges').where({ id, user_id: userId }).forUpdate().first();
}

/** Deletes a pledge that never got its subscription (still 'linking'). */
export async function deleteUnlinkedPledge(db: Db, id: number): Promise<void> {
  await db('pledges').where({ id, state: 'linking' }).whereNull('subscription_id').delete();
}

/**
 * Writes the changes only if the pledge is still as it was read (its state and time of change);
 * resolves to how many rows moved.
 */
export function updatePledgeIfUnchanged(
  trx: Knex.Transaction,
  read: Pick<PledgeTableRow, 'id' | 'state' | 'updated_at'>,
  changes: Partial<PledgeTableRow>,
): Promise<number> {
  return trx('pledges').where({ id: read.id, state: read.state, updated_at: read.updated_at }).update(changes);
}
