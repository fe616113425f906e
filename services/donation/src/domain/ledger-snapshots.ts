import type { Knex } from 'knex';
import type { LedgerSnapshot } from '@yayasan/contracts';
import { jakartaToday } from '@yayasan/validation';
import { campaignHeads } from '../repositories/ledger-entries';
import { insertSnapshots, publishedHeadsOfDay } from '../repositories/ledger-snapshots';

/**
 * Records each campaign's head (entry count, head hash, totals) for a Jakarta day, once: a day
 * already recorded keeps its first snapshot. The heads and counters are read by one plain SELECT
 * (a consistent read that takes no locks) and then inserted: an INSERT … SELECT would share-lock
 * every ledger row and campaign it reads, and a payment being settled meanwhile (which holds its
 * campaign and appends to the ledger) could then deadlock with it.
 */
export async function takeDailySnapshot(db: Knex, day: string = jakartaToday()): Promise<number> {
  const heads = await campaignHeads(db);
  if (!heads.length) return 0;
  return insertSnapshots(db, day, heads);
}

/** A day's published heads of the published campaigns, in campaign order. */
export async function snapshotOf(db: Knex, day: string): Promise<LedgerSnapshot> {
  const rows = await publishedHeadsOfDay(db, day);
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
