import type { Knex } from 'knex';

/**
 * Rupiah of the campaign's online orders still pending: each may yet settle without another check,
 * past its expiry too (a payment made in its last second is reported later, and the order stays
 * pending until Midtrans or the reconciler closes it), so an offline gift leaves room for all of them.
 */
export async function unpaidAmount(db: Knex, pk: number): Promise<number> {
  const row = await db('transactions').where({ donation_pk: pk, status: 'pending' }).sum({ unpaid: 'amount' }).first();
  return Number(row?.unpaid ?? 0);
}
