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
 * One page of the user's `total` counted transactions, newest first, as a deferred join: the page's ids
 * come from the (user_id, counted, settled_at) index alone (InnoDB keeps the id in it), then only those
 * rows are read with their campaign. A page past the middle is read from the oldest end and turned
 * round, so the index walk before a page is never more than half the history: the last page of years
 * of gifts costs what the first does.
 */
export async function historyPage(
  db: Db,
  userId: number,
  { limit, offset, total }: { limit: number; offset: number; total: number },
): Promise<HistoryRow[]> {
  const fromOldest = offset > total / 2;
  const take = fromOldest ? Math.min(limit, total - offset) : limit;
  if (take <= 0) return [];
  const order = fromOldest ? 'asc' : 'desc';
  const ids = (
    await db('transactions')
      .where({ user_id: userId, counted: true })
      .orderBy('settled_at', order)
      .orderBy('id', order)
      .limit(take)
      .offset(fromOldest ? total - offset - take : offset)
      .pluck('id')
  ).map(Number);
  if (fromOldest) ids.reverse();
  if (ids.length === 0) return [];
  const rows = await db('transactions')
    .join('donations', 'donations.id', 'transactions.donation_pk')
    .whereIn('transactions.id', ids)
    .select<(HistoryRow & { id: number })[]>(
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
    );
  return inIdOrder(ids, rows, (r) => r.id);
}
