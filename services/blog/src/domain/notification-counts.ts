import type { Knex } from 'knex';
import type { NotificationType } from '@yayasan/contracts';
import { addToCounts, type CountChange } from '../repositories/notification-counts';
import {
  deleteMatching,
  insertNotifications,
  lockedCountsOf,
  type NotificationMatch,
} from '../repositories/notifications';

/**
 * Every write of notifications goes through here, so each user's per-type count in
 * notification_counts changes in the same transaction as the rows it counts (created and backfilled
 * by migration 007). Readers get a user's total from one or a few rows instead of counting the list.
 */

export interface NewNotification {
  type: Exclude<NotificationType, 'news' | 'donation'>;
  blog_pk: number;
  notification_for: number;
  user_id: number;
  comment_id?: number | null;
  replied_on_comment_id?: number | null;
}

const CHUNK = 1000;

/**
 * Adds each change to its (user, type) row with one atomic upsert per chunk (n = n + the change: no
 * read of the count), rows in key order, so writers that change the same users' counts at once
 * lock them in the same order and wait for each other instead of deadlocking.
 */
async function adjust(trx: Knex.Transaction, changes: CountChange[]): Promise<void> {
  const sorted = changes
    .filter((c) => c.by !== 0)
    .sort((a, b) => a.userId - b.userId || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
  for (let i = 0; i < sorted.length; i += CHUNK) {
    await addToCounts(trx, sorted.slice(i, i + CHUNK));
  }
}

/** Inserts one notification about an article and counts it. */
export async function insertNotification(trx: Knex.Transaction, row: NewNotification): Promise<void> {
  await insertNotifications(trx, row);
  await adjust(trx, [{ userId: row.notification_for, type: row.type, by: 1 }]);
}

/**
 * Deletes the notifications `match` means and uncounts them. The locking read takes the rows (and
 * the gaps around them) the delete then removes, so what is uncounted is exactly what is deleted.
 */
export async function deleteNotifications(trx: Knex.Transaction, match: NotificationMatch): Promise<void> {
  const groups = await lockedCountsOf(trx, match);
  if (!groups.length) return;
  await deleteMatching(trx, match);
  await adjust(
    trx,
    groups.map((g) => ({ userId: Number(g.notification_for), type: g.type, by: -Number(g.n) })),
  );
}

/** Counts one new notification of `type` for each of `userIds` (each user once: one row each was inserted). */
export async function countNewNotifications(trx: Knex.Transaction, userIds: number[], type: NotificationType) {
  await adjust(
    trx,
    userIds.map((userId) => ({ userId, type, by: 1 })),
  );
}
