import { inIdOrder, type Db } from '@yayasan/service-kit';
import { countedIdsOfUser, historyRows, type HistoryRow } from '../repositories/transactions';

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
  const ids = await countedIdsOfUser(db, userId, {
    order,
    limit: take,
    offset: fromOldest ? total - offset - take : offset,
  });
  if (fromOldest) ids.reverse();
  if (ids.length === 0) return [];
  const rows = await historyRows(db, ids);
  return inIdOrder(ids, rows, (r) => r.id);
}
