import type { Knex } from 'knex';
import type { LedgerSnapshotRow, CampaignRow } from '../db/tables';

// The daily heads of the campaigns' chains: every query on `ledger_snapshots` lives here.

export type SnapshotInput = Omit<LedgerSnapshotRow, 'id' | 'day' | 'created_at'>;

/** Inserts a day's heads, keeping a day's first snapshot; resolves to how many were new. */
export async function insertSnapshots(db: Knex, day: string, heads: SnapshotInput[]): Promise<number> {
  // INSERT IGNORE: the (day, campaign) key keeps a day's first snapshot; its affected rows are the new ones.
  const insert = db('ledger_snapshots')
    .insert(heads.map((head) => ({ ...head, day })))
    .onConflict()
    .ignore()
    .toSQL()
    .toNative();
  const [result] = await db.raw<[{ affectedRows?: number }]>(insert.sql, insert.bindings);
  return Number(result.affectedRows ?? 0);
}

/** A snapshot's row with its campaign's public id and title. */
export type SnapshotHead = Pick<
  LedgerSnapshotRow,
  'entry_count' | 'head_hash' | 'collected' | 'disbursed' | 'created_at'
> &
  Pick<CampaignRow, 'donation_id' | 'title'>;

/** A day's heads of the published campaigns, in campaign order. */
export function publishedHeadsOfDay(db: Knex, day: string): Promise<SnapshotHead[]> {
  return db('ledger_snapshots as s')
    .join('donations as d', 'd.id', 's.donation_pk')
    .where('s.day', day)
    .where('d.draft', false)
    .orderBy('s.donation_pk', 'asc')
    .select<SnapshotHead[]>(
      'd.donation_id',
      'd.title',
      's.entry_count',
      's.head_hash',
      's.collected',
      's.disbursed',
      's.created_at',
    );
}
