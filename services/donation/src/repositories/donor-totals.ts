import type { Knex } from 'knex';

/**
 * Each donor's counted donations and their sum (table made by migration 009), kept in the same
 * transaction as every move of a transaction into or out of the counted states, so a donor's history
 * shows its totals and page count without summing years of rows per request. The only such move of a
 * donor's transaction is `applyGatewayState` (amounts never change); offline gifts and their
 * reversals (ledger-writes.ts) have no account (user_id null), so they touch no donor's row.
 */

export interface DonorTotals {
  donations: number;
  amount: number;
}

/**
 * Adds (+1) or takes back (-1) one transaction of the user's. Call inside the transaction that moves
 * it, after its row is locked; a gift without an account has no donor row.
 */
export async function changeDonorTotals(
  trx: Knex.Transaction,
  userId: number | null,
  amount: number,
  effect: -1 | 0 | 1,
): Promise<void> {
  if (userId === null || effect === 0) return;
  if (effect === 1) {
    await trx('donor_totals')
      .insert({ user_id: userId, donations: 1, amount })
      .onConflict('user_id')
      .merge({ donations: trx.raw('donations + 1'), amount: trx.raw('amount + ?', [amount]) });
    return;
  }
  // The row exists: the transaction was counted, so its settlement added it.
  await trx('donor_totals')
    .where({ user_id: userId })
    .update({ donations: trx.raw('donations - 1'), amount: trx.raw('amount - ?', [amount]) });
}

/** A donor's totals; zero for someone who never gave. */
export async function donorTotals(db: Knex, userId: number): Promise<DonorTotals> {
  const row = await db('donor_totals').where({ user_id: userId }).first('donations', 'amount');
  return { donations: Number(row?.donations ?? 0), amount: Number(row?.amount ?? 0) };
}

/**
 * Sets every donor's totals from the counted transactions: the migration's backfill, and the large
 * data generator's after it writes transactions in bulk. Only for a database nobody pays into at
 * the time: a payment settled between the delete and the insert could be missed or collide.
 */
export async function rebuildDonorTotals(db: Knex): Promise<void> {
  await db('donor_totals').delete();
  await db.raw(
    `INSERT INTO donor_totals (user_id, donations, amount)
     SELECT user_id, COUNT(*), SUM(amount) FROM transactions
      WHERE counted = 1 AND user_id IS NOT NULL GROUP BY user_id`,
  );
}
