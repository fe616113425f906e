import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Db } from '@yayasan/service-kit';

// The donors' prayers: every query on `prayers` lives here.

export interface PrayerRow {
  id: number;
  prayer_id: string;
  message: string;
  hidden: number | boolean;
  amin_count: number | string;
  donor_name: string | null;
  settled_at: Date | null;
  created_at: Date;
}

/** Stores a donation's message with its transaction (inside the transaction that records the order). */
export async function savePrayer(
  trx: Db,
  prayer: { transactionPk: number; donationPk: number; message: string; createdAt: Date },
): Promise<void> {
  await trx('prayers').insert({
    prayer_id: randomUUID(),
    transaction_pk: prayer.transactionPk,
    donation_pk: prayer.donationPk,
    message: prayer.message,
    created_at: prayer.createdAt,
  });
}

/** Prayers whose payment is in one of these states, hidden ones included. */
function prayersPaidAs(db: Db | Knex.Transaction, statuses: readonly string[]) {
  return db('prayers as p').join('transactions as t', 't.id', 'p.transaction_pk').whereIn('t.status', statuses);
}

const PRAYER_COLUMNS = [
  'p.id',
  'p.prayer_id',
  'p.message',
  'p.hidden',
  'p.amin_count',
  'p.created_at',
  't.donor_name',
  't.settled_at',
];

/** A page of a campaign's visible prayers paid in these states, newest settlement first, with their count. */
export async function visiblePrayerPage(
  db: Db,
  donationPk: number,
  statuses: readonly string[],
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: PrayerRow[]; total: number }> {
  const visible = () => prayersPaidAs(db, statuses).where({ 'p.donation_pk': donationPk, 'p.hidden': false });
  const [rows, [{ n }]] = await Promise.all([
    visible()
      .orderBy([
        { column: 't.settled_at', order: 'desc' },
        { column: 'p.id', order: 'desc' },
      ])
      .limit(limit)
      .offset(offset)
      .select<PrayerRow[]>(PRAYER_COLUMNS),
    visible().count({ n: '*' }),
  ]);
  return { rows, total: Number(n) };
}

/** The row id of a visible prayer paid in these states, locked until the transaction ends. */
export async function lockVisiblePrayer(
  trx: Knex.Transaction,
  prayerId: string,
  statuses: readonly string[],
): Promise<number | undefined> {
  const prayer = await prayersPaidAs(trx, statuses)
    .where({ 'p.prayer_id': prayerId, 'p.hidden': false })
    .forUpdate()
    .first<{ id: number } | undefined>('p.id');
  return prayer?.id;
}

export async function addAminCount(trx: Knex.Transaction, id: number): Promise<void> {
  await trx('prayers').where({ id }).increment('amin_count', 1);
}

export async function takeAminCount(trx: Knex.Transaction, id: number): Promise<void> {
  await trx('prayers')
    .where({ id })
    .update({ amin_count: trx.raw('GREATEST(CAST(amin_count AS SIGNED) - 1, 0)') });
}

export async function aminCountOf(trx: Knex.Transaction, id: number): Promise<number> {
  const [row] = await trx('prayers').where({ id }).limit(1).select('amin_count');
  return Number(row.amin_count);
}

/** The row id of a prayer, if it exists. */
export async function prayerPkOf(db: Db, prayerId: string): Promise<number | undefined> {
  return (await db('prayers').where({ prayer_id: prayerId }).first('id'))?.id;
}

export async function setHidden(db: Db, id: number, hidden: boolean): Promise<void> {
  await db('prayers').where({ id }).update({ hidden });
}

/** A prayer with its donor's name and settlement time. */
export function prayerWithDonor(db: Db, prayerId: string): Promise<PrayerRow> {
  return db('prayers as p')
    .join('transactions as t', 't.id', 'p.transaction_pk')
    .where({ 'p.prayer_id': prayerId })
    .first<PrayerRow>(PRAYER_COLUMNS);
}

/** Deletes the prayers of the transactions the subquery selects (their ids). */
export async function deletePrayersOf(db: Db, transactionPks: Knex.QueryBuilder): Promise<void> {
  await db('prayers').whereIn('transaction_pk', transactionPks).del();
}
