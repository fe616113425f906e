import { ANONYMOUS_DONOR_NAME, type AminAnswer, type Prayer } from '@yayasan/contracts';
import { badRequest, notFound, withDeadlockRetry, type Db } from '@yayasan/service-kit';
import { checkPrayerMessage } from '@yayasan/validation';
import { aminsOf, deleteAmin, hasAmin, insertAmin } from '../repositories/prayer-amins';
import {
  addAminCount,
  aminCountOf,
  lockVisiblePrayer,
  prayerPkOf,
  prayerWithDonor,
  setHidden,
  takeAminCount,
  visiblePrayerPage,
  type PrayerRow,
} from '../repositories/prayers';
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

async function aminsOfUser(db: Db, prayerPks: number[], userId: number | undefined): Promise<Set<number>> {
  if (userId === undefined || prayerPks.length === 0) return new Set();
  return aminsOf(db, prayerPks, userId);
}

/** A page of a campaign's visible prayers (settled, not hidden), newest settlement first. */
export async function listPrayers(
  db: Db,
  donationPk: number,
  { limit, offset }: { limit: number; offset: number },
  userId: number | undefined,
): Promise<{ prayers: Prayer[]; total: number }> {
  const { rows, total } = await visiblePrayerPage(db, donationPk, SUCCESSFUL, { limit, offset });
  const mine = await aminsOfUser(
    db,
    rows.map((r) => Number(r.id)),
    userId,
  );
  return { prayers: rows.map((r) => toPrayer(r, mine.has(Number(r.id)))), total };
}

/**
 * Sets the user's Aamiin on a visible prayer to `wanted` (or flips it). The prayer_amins key (one row
 * per user and prayer) decides whether a row is written, with the prayer locked so that concurrent
 * Aamiins count one at a time: the count always equals the rows and the answer is what is stored.
 */
export function setAmin(db: Db, prayerId: string, userId: number, wanted?: boolean): Promise<AminAnswer> {
  return withDeadlockRetry(() =>
    db.transaction(async (trx) => {
      const prayerPk = await lockVisiblePrayer(trx, prayerId, SUCCESSFUL);
      if (prayerPk === undefined) throw notFound(PRAYER_NOT_FOUND);
      const key = { prayer_pk: prayerPk, user_id: userId };
      const existing = await hasAmin(trx, key);
      const target = wanted ?? !existing;
      if (target && !existing) {
        await insertAmin(trx, key);
        await addAminCount(trx, prayerPk);
      } else if (!target && existing) {
        await deleteAmin(trx, key);
        await takeAminCount(trx, prayerPk);
      }
      return { amin_by_user: target, amin_count: await aminCountOf(trx, prayerPk) };
    }),
  );
}

/** Hides or shows a settled donation's prayer; the message stays stored either way. */
export async function setPrayerHidden(db: Db, prayerId: string, hidden: boolean): Promise<Prayer> {
  const found = await prayerPkOf(db, prayerId);
  if (found === undefined) throw notFound(PRAYER_NOT_FOUND);
  await setHidden(db, found, hidden);
  const row = await prayerWithDonor(db, prayerId);
  return toPrayer(row, false);
}
