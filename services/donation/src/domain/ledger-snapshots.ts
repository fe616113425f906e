import type { Knex } from 'knex';
import type { LedgerSnapshot } from '@yayasan/contracts';
import { jakartaToday } from '@yayasan/validation';
import type { LedgerSnapshotRow } from '../db/tables';
import type { CampaignRow } from './campaigns';

/**
 * Records each campaign's head (entry count, head hash, totals) for a Jakarta day, once: a day
 * already recorded keeps its first snapshot. The heads and counters are read by one plain SELECT
 * (a consistent read that takes no locks) and then inserted: an INSERT … SELECT would share-lock
 * every ledger row and campaign it reads, and a payment being settled meanwhile (which holds its
 * campaign and appends to the ledger) could then deadlock with it.
 */
export async function takeDailySnapshot(db: Knex, day: string = jakartaToday()): Promise<number> {
  const heads: Omit<LedgerSnapshotRow, 'id' | 'day' | 'created_at'>[] = await db('ledger_entries as e')
    .join(db('ledger_entries').select('donation_pk').max('seq as seq').groupBy('donation_pk').as('h'), (on) =>
      on.on('h.donation_pk', 'e.donation_pk').andOn('h.seq', 'e.seq'),
    )
    .join('donations as d', 'd.id', 'e.donation_pk')
    .select(
      'e.donation_pk',
      'e.seq as entry_count',
      'e.hash as head_hash',
      'd.total_collected as collected',
      'd.total_disbursed as disbursed',
    );
  if (!heads.length) return 0;
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
type SnapshotHead = Pick<LedgerSnapshotRow, 'entry_count' | 'head_hash' | 'collected' | 'disbursed' | 'created_at'> &
  Pick<CampaignRow, 'donation_id' | 'title'>;

/** A day's published heads of the published campaigns, in campaign order. */
export async function snapshotOf(db: Knex, day: string): Promise<LedgerSnapshot> {
  const rows = await db('ledger_snapshots as s')
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
  return {
    day,
    campaigns: rows.map((r) => ({
      donation_id: r.donation_id,
      title: r.title,
      entry_count: Number(r.entry_count),
      head_hash: r.head_hash,
      collected: Number(r.collected),
      disbursed: Number(r.disbursed),
      taken_at: new Date(r.created_at).toISOString(),
    })),
  };
}
