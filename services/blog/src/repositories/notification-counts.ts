import type { NotificationFilter } from '@yayasan/contracts';
import type { Db } from '@yayasan/service-kit';

// Each user's number of notifications per type: every query on `notification_counts` lives here.

export interface CountChange {
  userId: number;
  type: string;
  by: number;
}

/** Adds each change to its (user, type) row with one atomic upsert (n = n + the change: no read of the count). */
export async function addToCounts(trx: Db, changes: CountChange[]): Promise<void> {
  await trx.raw(
    `INSERT INTO notification_counts (user_id, type, n) VALUES ${changes.map(() => '(?, ?, ?)').join(', ')}
       ON DUPLICATE KEY UPDATE n = n + VALUES(n)`,
    changes.flatMap((c) => [c.userId, c.type, c.by]),
  );
}

/** Takes each administrator's (admin, 'donation') count row (created at 0 when missing), in the order given. */
export async function lockDonationCounts(trx: Db, admins: number[]): Promise<void> {
  await trx.raw(
    `INSERT INTO notification_counts (user_id, type, n) VALUES ${admins.map(() => "(?, 'donation', 0)").join(', ')}
     ON DUPLICATE KEY UPDATE n = n`,
    admins,
  );
}

/** The user's number of notifications of one type, or of all types. */
export async function notificationCount(db: Db, userId: number, filter: NotificationFilter): Promise<number> {
  const q = db('notification_counts').where('user_id', userId);
  if (filter !== 'all') q.where('type', filter);
  const [{ n }] = await q.sum({ n: 'n' });
  return Number(n ?? 0);
}
