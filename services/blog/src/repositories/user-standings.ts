import type { Db } from '@yayasan/service-kit';

// What the blog reads of the account service's `user_standings` view: who the administrators are.

/** Administrators who have not turned donation notifications off, but `recordedBy`, in id order. */
export async function adminsWithDonationNotifications(
  trx: Db,
  recordedBy: number | null | undefined,
): Promise<number[]> {
  const q = trx('user_standings').where('is_admin', true);
  if (recordedBy) q.whereNot('id', recordedBy);
  const ids = await q
    .whereNotIn('id', trx('donation_notification_optouts').select('user_id'))
    .orderBy('id')
    .pluck('id');
  return ids.map(Number);
}
