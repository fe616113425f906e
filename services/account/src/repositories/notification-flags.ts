import type { Db } from '@yayasan/service-kit';

// What the account reads of the blog service's `notification_flags` view.

export async function hasUnseenNotification(db: Db, userId: number): Promise<boolean> {
  const row = await db('notification_flags').where({ notification_for: userId, seen: false }).first(db.raw('1 as x'));
  return Boolean(row);
}
