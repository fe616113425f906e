import { DONATION_NOTICE_GROUP_MINUTES, type DonationNotificationsBody } from '@yayasan/contracts';
import { withDeadlockRetry, type Db } from '@yayasan/service-kit';
import { hasOptedOut, optIn, optOut } from '../repositories/donation-notification-optouts';
import { recordDonationNotice } from '../repositories/donation-notices';
import { lockDonationCounts } from '../repositories/notification-counts';
import { addDonation, insertNotifications, openDonationNotice } from '../repositories/notifications';
import { adminsWithDonationNotifications } from '../repositories/user-standings';
import { countNewNotifications } from './notification-counts';

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
      if (!(await recordDonationNotice(trx, donation.ref, donation.amount))) return [];
      // Administrators who have not turned donation notifications off, but the gift's recorder, in id order.
      const admins = await adminsWithDonationNotifications(trx, donation.recorded_by);
      if (!admins.length) return [];
      // Each administrator's (admin, 'donation') count row is taken, in key order, before anything is
      // read: reports for the same administrators then run one after the other, so the later one finds
      // the notification the earlier one wrote and adds to it (no count is lost, nothing is added
      // twice), and two reports never lock each other's rows in opposite orders.
      await lockDonationCounts(trx, admins);
      const fresh: number[] = [];
      for (const admin of admins) {
        // The administrator's unread donation notification begun within the grouping window, if any (locked).
        const open = await openDonationNotice(trx, admin, DONATION_NOTICE_GROUP_MINUTES);
        if (open) await addDonation(trx, open.id, donation.amount);
        else fresh.push(admin);
      }
      if (fresh.length) {
        await insertNotifications(
          trx,
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
  return !(await hasOptedOut(db, userId));
}

/** Turns the administrator's donation notifications on or off (repeating either changes nothing). */
export async function setDonationNotifications(db: Db, userId: number, enabled: boolean): Promise<void> {
  if (enabled) await optIn(db, userId);
  else await optOut(db, userId);
}
