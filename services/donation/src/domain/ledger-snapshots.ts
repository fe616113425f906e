import type { Knex } from 'knex';
import type { LedgerSnapshot } from '@yayasan/contracts';
import { jakartaToday } from '@yayasan/validation';
import type { LedgerSnapshotRow } from '../db/tables';
import type { CampaignRow } from './campaigns';

/**
 * Records each campaign's head (entry count, head hash, totals) for a Jakarta day, once: a day
 * already recorded keeps its first snapshot. One INSERT … SELECT reads heads and counters together.
 */
export async function takeDailySnapshot(db: Knex, day: string = jakartaToday()): Promise<number> {
  const [result] = await db.raw<[{ affectedRows?: number }]>(
    `INSERT IGNORE INTO ledger_snapshots (day, donation_pk, entry_count, head_hash, collected, disbursed)
     SELECT ?, e.donation_pk, e.seq, e.hash, d.total_collected, d.total_disbursed
     FROM ledger_entries e
     JOIN (SELECT donation_pk, MAX(seq) AS seq FROM ledger_entries GROUP BY donation_pk) h
       ON h.donation_pk = e.donation_pk AND h.seq = e.seq
     JOIN donations d ON d.id = e.donation_pk`,
    [day],
  );
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
