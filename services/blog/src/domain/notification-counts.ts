import type { Knex } from 'knex';
import type { NotificationFilter, NotificationType } from '@yayasan/contracts';

/**
 * Every write of notifications goes through here, so each user's per-type count in
 * notification_counts changes in the same transaction as the rows it counts (created and backfilled
 * by migration 007). Readers get a user's total from one or a few rows instead of counting the list.
 */

type Conn = Knex | Knex.Transaction;

export interface NewNotification {
  type: Exclude<NotificationType, 'news'>;
  blog_pk: number;
  notification_for: number;
  user_id: number;
  comment_id?: number | null;
  replied_on_comment_id?: number | null;
}

interface CountChange {
  userId: number;
  type: string;
  by: number;
}

/** Adds each change to its (user, type) row, in key order so concurrent writers cannot deadlock here. */
async function adjust(trx: Knex.Transaction, changes: CountChange[]): Promise<void> {
  const sorted = changes
    .filter((c) => c.by !== 0)
    .sort((a, b) => a.userId - b.userId || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
  for (const { userId, type, by } of sorted) {
    await trx.raw(
      'INSERT INTO notification_counts (user_id, type, n) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE n = n + VALUES(n)',
      [userId, type, by],
    );
  }
}

/** Inserts one notification about an article and counts it. */
export async function insertNotification(trx: Knex.Transaction, row: NewNotification): Promise<void> {
  await trx('notifications').insert(row);
  await adjust(trx, [{ userId: row.notification_for, type: row.type, by: 1 }]);
}

/**
 * Deletes the notifications matching `where` and uncounts them. The locking read takes the rows (and
 * the gaps around them) the delete then removes, so what is uncounted is exactly what is deleted.
 */
export async function deleteNotifications(trx: Knex.Transaction, where: (q: Knex.QueryBuilder) => void): Promise<void> {
  const groups = (await trx('notifications')
    .where(where)
    .select('notification_for', 'type')
    .count({ n: '*' })
    .groupBy('notification_for', 'type')
    .forUpdate()) as { notification_for: number; type: string; n: number | string }[];
  if (!groups.length) return;
  await trx('notifications').where(where).delete();
  await adjust(
    trx,
    groups.map((g) => ({ userId: Number(g.notification_for), type: g.type, by: -Number(g.n) })),
  );
}

/**
 * Sets the users' count of one type to the rows there are, read with a shared lock (the latest
 * committed rows and this transaction's own). For writers that insert in bulk and cannot tell which
 * rows were new (INSERT IGNORE … SELECT).
 */
export async function recountNotifications(trx: Knex.Transaction, userIds: number[], type: NotificationType) {
  const CHUNK = 1000;
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const chunk = [...new Set(userIds.slice(i, i + CHUNK))].sort((a, b) => a - b);
    const rows = (await trx('notifications')
      .whereIn('notification_for', chunk)
      .where('type', type)
      .select('notification_for')
      .count({ n: '*' })
      .groupBy('notification_for')
      .forShare()) as { notification_for: number; n: number | string }[];
    const counted = new Map(rows.map((r) => [Number(r.notification_for), Number(r.n)]));
    const values = chunk.map((userId) => [userId, type, counted.get(userId) ?? 0]);
    await trx.raw(
      `INSERT INTO notification_counts (user_id, type, n) VALUES ${values.map(() => '(?, ?, ?)').join(', ')}
       ON DUPLICATE KEY UPDATE n = VALUES(n)`,
      values.flat(),
    );
  }
}

/** The user's number of notifications of one type, or of all types. */
export async function notificationCount(db: Conn, userId: number, filter: NotificationFilter): Promise<number> {
  const q = db('notification_counts').where('user_id', userId);
  if (filter !== 'all') q.where('type', filter);
  const [{ n }] = (await q.sum({ n: 'n' })) as { n: number | string | null }[];
  return Number(n ?? 0);
}
