import type { PledgeNotification, PledgeNotificationsBody } from '@yayasan/contracts';
import { withDeadlockRetry, type Db } from '@yayasan/service-kit';
import { insertNotifications } from '../repositories/notifications';
import { recordPledgeNotice } from '../repositories/pledge-notices';
import { countNewNotifications } from './notification-counts';

/**
 * Tells a donor of their monthly pledge (the donation service's jobs): a month's reminder with its
 * one-tap link, or that the pledge's campaign ended. A notice reported again (a retried job) tells
 * nobody twice: its ref is stored in pledge_notices as the run's first write, and a second run finds
 * it there (or waits for the first to commit and then finds it). Resolves to whether the donor was told now.
 */
export async function notifyDonorOfPledge(db: Db, notice: PledgeNotificationsBody): Promise<boolean> {
  return withDeadlockRetry(() =>
    db.transaction(async (trx) => {
      if (!(await recordPledgeNotice(trx, notice.ref, notice.user_id))) return false;
      await insertNotifications(trx, {
        type: 'pledge',
        notification_for: notice.user_id,
        // The donor's own pledge: the notification names its reader.
        user_id: notice.user_id,
        campaign_id: notice.campaign_id,
        campaign_title: notice.campaign_title,
        pledge_id: notice.pledge_id,
        pledge_kind: notice.kind,
        pledge_month: notice.month,
        pledge_amount: notice.amount,
        pledge_link: notice.link,
      });
      await countNewNotifications(trx, [notice.user_id], 'pledge');
      return true;
    }),
  );
}

/** The columns a pledge notification is read from. */
export interface PledgeNotificationColumns {
  id: number;
  seen: number | boolean;
  created_at: Date;
  campaign_id: string | null;
  campaign_title: string | null;
  pledge_id: number | null;
  pledge_kind: string | null;
  pledge_month: string | null;
  pledge_amount: number | string | null;
  pledge_link: string | null;
}

/** A pledge notification as the donor's list shows it. */
export const pledgeNotification = (r: PledgeNotificationColumns): PledgeNotification => ({
  _id: Number(r.id),
  type: 'pledge',
  seen: Boolean(r.seen),
  createdAt: new Date(r.created_at).toISOString(),
  pledge: {
    kind: r.pledge_kind === 'campaign_ended' ? 'campaign_ended' : 'reminder',
    pledge_id: Number(r.pledge_id ?? 0),
    campaign_id: r.campaign_id ?? '',
    campaign_title: r.campaign_title ?? '',
    amount: Number(r.pledge_amount ?? 0),
    month: r.pledge_month,
    link: r.pledge_link ?? '',
  },
});
