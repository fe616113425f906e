import type { Knex } from 'knex';
import { DONATION_NOTICE_GROUP_MINUTES, type DonationNotificationsBody } from '@yayasan/contracts';
import { withDeadlockRetry, type Db } from '@yayasan/service-kit';
import { countNewNotifications } from './notification-counts';

/** Administrators who have not turned donation notifications off, but the gift's recorder, in id order. */
async function adminsToTell(trx: Knex.Transaction, recordedBy: number | null | undefined): Promise<number[]> {
  const q = trx('user_standings').where('is_admin', true);
  if (recordedBy) q.whereNot('id', recordedBy);
  const ids = await q
    .whereNotIn('id', trx('donation_notification_optouts').select('user_id'))
    .orderBy('id')
    .pluck('id');
  return ids.map(Number);
}

/**
 * Takes each administrator's (admin, 'donation') count row, in key order, before anything is read:
 * reports for the same administrators then run one after the other, so the later one finds the
 * notification the earlier one wrote and adds to it (no count is lost, nothing is added twice), and
 * two reports never lock each other's rows in opposite orders.
 */
async function lockAdminsNotices(trx: Knex.Transaction, admins: number[]): Promise<void> {
  await trx.raw(
    `INSERT INTO notification_counts (user_id, type, n) VALUES ${admins.map(() => "(?, 'donation', 0)").join(', ')}
     ON DUPLICATE KEY UPDATE n = n`,
    admins,
  );
}

/** The administrator's unread donation notification begun within the grouping window, if any (locked). */
function openNotice(trx: Knex.Transaction, admin: number) {
  return trx('notifications')
    .where({ notification_for: admin, type: 'donation', seen: false })
    .whereRaw('created_at >= NOW(3) - INTERVAL ? MINUTE', [DONATION_NOTICE_GROUP_MINUTES])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .forUpdate()
    .first('id');
}

/**
 * Tells every administrator who has not turned it off (and did not record the gift) of a settled donation: added to their unread
 * donation notification of the last DONATION_NOTICE_GROUP_MINUTES minutes ("3 donasi baru…"), or a
 * new one. A donation reported again (a retried job) tells nobody again: its order id is stored in
 * donation_notices as the run's first write, and a second run finds it there (or waits for the first
 * to commit and then finds it). Answers the administrators whose notifications changed.
 */
export async function notifyAdminsOfDonation(db: Db, donation: DonationNotificationsBody): Promise<number[]> {
  return withDeadlockRetry(() =>
    db.transaction(async (trx) => {
      const [inserted] = await trx.raw('INSERT IGNORE INTO donation_notices (ref, amount) VALUES (?, ?)', [
        donation.ref,
        donation.amount,
      ]);
      if (!inserted.affectedRows) return [];
      const admins = await adminsToTell(trx, donation.recorded_by);
      if (!admins.length) return [];
      await lockAdminsNotices(trx, admins);
      const fresh: number[] = [];
      for (const admin of admins) {
        const open = await openNotice(trx, admin);
        if (open) {
          await trx('notifications')
            .where({ id: open.id })
            .update({
              donation_count: trx.raw('donation_count + 1'),
              donation_total: trx.raw('donation_total + ?', [donation.amount]),
            });
        } else fresh.push(admin);
      }
      if (fresh.length) {
        await trx('notifications').insert(
          fresh.map((admin) => ({
            type: 'donation',
            notification_for: admin,
            // Nobody's act: the donor may be anonymous, so the notification names its reader.
            user_id: admin,
            campaign_id: donation.campaign_id,
            campaign_title: donation.campaign_title,
            donation_count: 1,
            donation_total: donation.amount,
          })),
        );
        await countNewNotifications(trx, fresh, 'donation');
      }
      return admins;
    }),
  );
}

/** Whether the administrator gets donation notifications (they do until they turn them off). */
export async function donationNotificationsEnabled(db: Db, userId: number): Promise<boolean> {
  return !(await db('donation_notification_optouts').where({ user_id: userId }).first('user_id'));
}

/** Turns the administrator's donation notifications on or off (repeating either changes nothing). */
export async function setDonationNotifications(db: Db, userId: number, enabled: boolean): Promise<void> {
  if (enabled) await db('donation_notification_optouts').where({ user_id: userId }).delete();
  else await db('donation_notification_optouts').insert({ user_id: userId }).onConflict('user_id').ignore();
}
