import type { Knex } from 'knex';
import type { Db } from '@yayasan/service-kit';

// Who said Aamiin to which prayer: every query on `prayer_amins` lives here (one row per user and prayer).

/** Those of these prayers the user said Aamiin to. */
export async function aminsOf(db: Db, prayerPks: number[], userId: number): Promise<Set<number>> {
  const rows: { prayer_pk: number }[] = await db('prayer_amins')
    .whereIn('prayer_pk', prayerPks)
    .andWhere({ user_id: userId })
    .select('prayer_pk');
  return new Set(rows.map((r) => Number(r.prayer_pk)));
}

export interface AminKey {
  prayer_pk: number;
  user_id: number;
}

export async function hasAmin(trx: Knex.Transaction, key: AminKey): Promise<boolean> {
  return Boolean(await trx('prayer_amins').where(key).first('user_id'));
}

export async function insertAmin(trx: Knex.Transaction, key: AminKey): Promise<void> {
  await trx('prayer_amins').insert(key);
}

export async function deleteAmin(trx: Knex.Transaction, key: AminKey): Promise<void> {
  await trx('prayer_amins').where(key).delete();
}
