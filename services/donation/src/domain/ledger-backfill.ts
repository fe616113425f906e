import type { Knex } from 'knex';
import { SETTLED_PAYMENT_STATES } from '@yayasan/contracts';
import {
  campaignsWithSettled,
  idsWithoutReceiptCode,
  setReceiptCodes,
  unchainedSettled,
} from '../repositories/transactions';
import { appendEntries, lockCampaign, newReceiptCode, type EntryInput } from './ledger-chain';

const REVERSED_STATES = ['refund', 'chargeback'];
const CODE_BATCH = 500;

/** Gives every settled (or once settled, then reversed) transaction without a receipt code one. */
async function backfillReceiptCodes(db: Knex): Promise<void> {
  for (;;) {
    const ids = await idsWithoutReceiptCode(db, [...SETTLED_PAYMENT_STATES, ...REVERSED_STATES], CODE_BATCH);
    if (ids.length === 0) return;
    const codes = ids.map(() => newReceiptCode());
    await setReceiptCodes(db, ids, codes);
  }
}

/** Transactions chained per database transaction: bounded memory and lock time for large data. */
const CHAIN_BATCH = 5000;

/**
 * Chains the settled transactions that have no ledger entry yet, campaign by campaign, in settlement
 * order (then id): a contribution for each and, right after its batch, a reversal for each that was
 * refunded or charged back since. Safe to run again (only transactions without an entry are added);
 * used by the migration that introduced the ledger and after bulk inserts of demo or large data.
 */
export async function backfillLedger(db: Knex): Promise<{ entries: number }> {
  await backfillReceiptCodes(db);
  const campaigns = await campaignsWithSettled(db, [...SETTLED_PAYMENT_STATES, ...REVERSED_STATES]);
  let entries = 0;
  for (const { donation_pk } of campaigns) {
    const pk = Number(donation_pk);
    let after: { settled_at: Date; id: number } | null = null;
    for (;;) {
      const cursor: { settled_at: Date; id: number } | null = after;
      const batch = await db.transaction(async (trx) => {
        const campaign = await lockCampaign(trx, pk);
        if (!campaign) return null;
        const rows = await unchainedSettled(
          trx,
          pk,
          [...SETTLED_PAYMENT_STATES, ...REVERSED_STATES],
          cursor,
          CHAIN_BATCH,
        );
        if (rows.length === 0) return null;
        const stored = await appendEntries(
          trx,
          pk,
          rows.map((r) => ({
            kind: r.channel === 'offline' ? 'offline_contribution' : 'online_contribution',
            flow: 'in',
            amount: Number(r.amount),
            fund: campaign.fund,
            transaction_pk: Number(r.id),
            recorded_by: r.recorded_by,
            occurred_at: new Date(r.settled_at),
          })),
        );
        const seqOf = new Map(stored.map((e) => [Number(e.transaction_pk), Number(e.seq)]));
        const reversals: EntryInput[] = rows
          .filter((r) => REVERSED_STATES.includes(r.status))
          .map((r) => ({
            kind: 'reversal',
            flow: 'in',
            amount: Number(r.amount),
            fund: campaign.fund,
            transaction_pk: Number(r.id),
            reverses_seq: seqOf.get(Number(r.id)) ?? null,
            description: r.status,
            occurred_at: new Date(r.updated_at),
          }));
        await appendEntries(trx, pk, reversals);
        const last = rows[rows.length - 1];
        return {
          count: rows.length + reversals.length,
          last: { settled_at: last.settled_at, id: Number(last.id) },
        };
      });
      if (!batch) break;
      entries += batch.count;
      after = batch.last;
    }
  }
  return { entries };
}
