import { inIdOrder, type Db } from '@yayasan/service-kit';
import type { TransactionRow } from './ledger';

/** What a donor's history shows of one counted transaction and its campaign. */
export type HistoryRow = Pick<
  TransactionRow,
  'transaction_id' | 'order_id' | 'amount' | 'settled_at' | 'payment_method' | 'bank' | 'anonymous' | 'donor_name'
> & {
  donation_id: string;
  title: string;
};

/**
 * One page of the user's counted transactions, newest first, as a deferred join: the page's ids come
 * from the (user_id, counted, settled_at) index alone (InnoDB keeps the id in it), then only those
 * rows are read with their campaign, so the last page of years of gifts costs what the first does.
 */
export async function historyPage(db: Db, userId: number, limit: number, offset: number): Promise<HistoryRow[]> {
  const ids = (
    (await db('transactions')
      .where({ user_id: userId, counted: true })
      .orderBy('settled_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .pluck('id')) as number[]
  ).map(Number);
  if (ids.length === 0) return [];
  const rows = (await db('transactions')
    .join('donations', 'donations.id', 'transactions.donation_pk')
    .whereIn('transactions.id', ids)
    .select(
      'transactions.id',
      'transactions.transaction_id',
      'transactions.order_id',
      'transactions.amount',
      'transactions.settled_at',
      'transactions.payment_method',
      'transactions.bank',
      'transactions.anonymous',
      'transactions.donor_name',
      'donations.donation_id',
      'donations.title',
    )) as (HistoryRow & { id: number })[];
  return inIdOrder(ids, rows, (r) => r.id);
}
