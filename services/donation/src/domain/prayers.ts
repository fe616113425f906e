import { randomUUID } from 'node:crypto';
import { ANONYMOUS_DONOR_NAME, type AminAnswer, type Prayer } from '@yayasan/contracts';
import { badRequest, notFound, withDeadlockRetry, type Db } from '@yayasan/service-kit';
import { checkPrayerMessage } from '@yayasan/validation';
import { SUCCESSFUL } from './ledger';

export const PRAYERS_PAGE_SIZE = 10;
export const PRAYER_NOT_FOUND = 'Doa tidak ditemukan';

/** The donor's message as stored: trimmed, checked with the shared rule; null when there is none. */
export function prayerMessageOf(message: string | undefined): string | null {
  const problem = checkPrayerMessage(message);
  if (problem) throw badRequest(problem);
  const text = (message ?? '').trim();
  return text === '' ? null : text;
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

interface PrayerRow {
  id: number;
  prayer_id: string;
  message: string;
  hidden: number | boolean;
  amin_count: number | string;
  donor_name: string | null;
  settled_at: Date | null;
  created_at: Date;
}

/** Prayers whose payment went through (settlement, or an accepted capture), hidden ones included. */
function settledPrayers(db: Db) {
  return db('prayers as p').join('transactions as t', 't.id', 'p.transaction_pk').whereIn('t.status', SUCCESSFUL);
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

function toPrayer(row: PrayerRow, aminByUser: boolean): Prayer {
  return {
    prayer_id: row.prayer_id,
    name: row.donor_name?.trim() || ANONYMOUS_DONOR_NAME,
    message: row.message,
    amin_count: Number(row.amin_count),
    amin_by_user: aminByUser,
    hidden: Boolean(row.hidden),
    created_at: new Date(row.settled_at ?? row.created_at).toISOString(),
  };
}

async function aminsOf(db: Db, prayerPks: number[], userId: number | undefined): Promise<Set<number>> {
  if (userId === undefined || prayerPks.length === 0) return new Set();
  const rows: { prayer_pk: number }[] = await db('prayer_amins')
    .whereIn('prayer_pk', prayerPks)
    .andWhere({ user_id: userId })
    .select('prayer_pk');
  return new Set(rows.map((r) => Number(r.prayer_pk)));
}

/** A page of a campaign's visible prayers (settled, not hidden), newest settlement first. */
export async function listPrayers(
  db: Db,
  donationPk: number,
  { limit, offset }: { limit: number; offset: number },
  userId: number | undefined,
): Promise<{ prayers: Prayer[]; total: number }> {
  const visible = () => settledPrayers(db).where({ 'p.donation_pk': donationPk, 'p.hidden': false });
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
  const mine = await aminsOf(
    db,
    rows.map((r) => Number(r.id)),
    userId,
  );
  return { prayers: rows.map((r) => toPrayer(r, mine.has(Number(r.id)))), total: Number(n) };
}

/**
 * Sets the user's Aamiin on a visible prayer to `wanted` (or flips it). The prayer_amins key (one row
 * per user and prayer) decides whether a row is written, with the prayer locked so that concurrent
 * Aamiins count one at a time: the count always equals the rows and the answer is what is stored.
 */
export function setAmin(db: Db, prayerId: string, userId: number, wanted?: boolean): Promise<AminAnswer> {
  return withDeadlockRetry(() =>
    db.transaction(async (trx) => {
      const prayer = await settledPrayers(trx)
        .where({ 'p.prayer_id': prayerId, 'p.hidden': false })
        .forUpdate()
        .first<{ id: number } | undefined>('p.id');
      if (!prayer) throw notFound(PRAYER_NOT_FOUND);
      const key = { prayer_pk: prayer.id, user_id: userId };
      const existing = Boolean(await trx('prayer_amins').where(key).first('user_id'));
      const target = wanted ?? !existing;
      if (target && !existing) {
        await trx('prayer_amins').insert(key);
        await trx('prayers').where({ id: prayer.id }).increment('amin_count', 1);
      } else if (!target && existing) {
        await trx('prayer_amins').where(key).delete();
        await trx('prayers')
          .where({ id: prayer.id })
          .update({ amin_count: trx.raw('GREATEST(CAST(amin_count AS SIGNED) - 1, 0)') });
      }
      const [row] = await trx('prayers').where({ id: prayer.id }).limit(1).select('amin_count');
      return { amin_by_user: target, amin_count: Number(row.amin_count) };
    }),
  );
}

/** Hides or shows a settled donation's prayer; the message stays stored either way. */
export async function setPrayerHidden(db: Db, prayerId: string, hidden: boolean): Promise<Prayer> {
  const found = await db('prayers').where({ prayer_id: prayerId }).first('id');
  if (!found) throw notFound(PRAYER_NOT_FOUND);
  await db('prayers').where({ id: found.id }).update({ hidden });
  const row = await db('prayers as p')
    .join('transactions as t', 't.id', 'p.transaction_pk')
    .where({ 'p.prayer_id': prayerId })
    .first<PrayerRow>(PRAYER_COLUMNS);
  return toPrayer(row, false);
}
