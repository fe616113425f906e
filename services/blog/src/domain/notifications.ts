import type {
  BlogNotification,
  DonationNotification,
  NotificationFilter,
  NotificationItem,
  ListPosition,
} from '@yayasan/contracts';
import { inIdOrder, windowFromTheEnd, type Db } from '@yayasan/service-kit';
import { notificationCount } from '../repositories/notification-counts';
import {
  firstIds,
  idsAfter,
  idsNewestFirst,
  idsOldestFirst,
  markSeen,
  notificationRows,
  type NotificationRow,
} from '../repositories/notifications';
import { personalInfo } from './blog-lists';

/** The kinds of notification about an article (a campaign's news is the other kind). */
const BLOG_NOTIFICATION_TYPES = ['like', 'comment', 'reply'] as const satisfies readonly BlogNotification['type'][];

function blogNotificationType(type: string): BlogNotification['type'] {
  const known = BLOG_NOTIFICATION_TYPES.find((t) => t === type);
  if (!known) throw new Error(`Unknown notification type ${type}`);
  return known;
}
import { pledgeNotification } from './pledge-notifications';

export const NOTIFICATIONS_PAGE_SIZE = 10;

/**
 * The ids of the page at `offset`, newest first. An offset past the middle of the list is read from
 * its end, oldest first, and turned round, so the last page costs what the first one costs. The
 * count and the rows are read in one transaction: one snapshot, so both agree.
 */
async function idsAtOffset(db: Db, userId: number, filter: NotificationFilter, offset: number) {
  const limit = NOTIFICATIONS_PAGE_SIZE;
  if (offset === 0) return firstIds(db, userId, filter, limit);
  return db.transaction(async (trx) => {
    const total = await notificationCount(trx, userId, filter);
    if (offset * 2 <= total) return idsNewestFirst(trx, userId, filter, limit, offset);
    const window = windowFromTheEnd(total, offset, limit);
    if (!window) return [];
    return (await idsOldestFirst(trx, userId, filter, window.limit, window.offset)).reverse();
  });
}

const commentOf = (id: unknown, text: unknown) =>
  id === null || id === undefined ? undefined : { _id: Number(id), comment: String(text ?? '') };

/** Settled donations, for an administrator: no person is named (a donor may be anonymous). */
const donationNotification = (r: NotificationRow): DonationNotification => ({
  _id: Number(r.id),
  type: 'donation',
  seen: Boolean(r.seen),
  createdAt: new Date(r.created_at).toISOString(),
  donation: {
    count: Number(r.donation_count ?? 1),
    total: Number(r.donation_total ?? 0),
    campaign_id: r.campaign_id,
    campaign_title: r.campaign_title ?? '',
  },
});

/** Where a page starts: after a known item (a cursor), or at a page number. */
export type NotificationsPlace = { after: ListPosition } | { page: number; deletedDocCount: number };

/**
 * A page of the user's notifications, newest first: the one after a given item, or page `page`,
 * where `deletedDocCount` (items removed on the loaded pages) moves the window back so nothing is
 * skipped. The items on the page become seen; the answer carries their state from before.
 */
export async function listNotifications(
  db: Db,
  userId: number,
  filter: NotificationFilter,
  where: NotificationsPlace,
): Promise<NotificationItem[]> {
  const ids =
    'after' in where
      ? await idsAfter(db, userId, filter, where.after, NOTIFICATIONS_PAGE_SIZE)
      : await idsAtOffset(
          db,
          userId,
          filter,
          Math.max((where.page - 1) * NOTIFICATIONS_PAGE_SIZE - where.deletedDocCount, 0),
        );
  if (!ids.length) return [];
  const found = await notificationRows(db, ids);
  const rows = inIdOrder(ids, found, (r) => r.id);
  const unseen = rows.filter((r) => !r.seen).map((r) => Number(r.id));
  if (unseen.length) await markSeen(db, unseen);
  return rows.map((r): NotificationItem => {
    if (r.type === 'donation') return donationNotification(r);
    if (r.type === 'pledge') return pledgeNotification(r);
    const common = {
      _id: Number(r.id),
      seen: Boolean(r.seen),
      createdAt: new Date(r.created_at).toISOString(),
      user: {
        _id: Number(r.user_id),
        personal_info: personalInfo(r.fullname, r.username, r.profile_img),
      },
    };
    if (r.type === 'news') {
      return {
        ...common,
        type: 'news',
        campaign: {
          donation_id: r.campaign_id ?? '',
          title: r.campaign_title ?? '',
          update_id: r.news_update_id ?? '',
          update_title: r.news_title ?? '',
        },
      };
    }
    const view: BlogNotification = {
      ...common,
      type: blogNotificationType(r.type),
      blog: {
        _id: Number(r.blog_pk),
        blog_id: r.blog_id ?? '',
        title: r.title ?? '',
        author: Number(r.author_id),
      },
    };
    const comment = commentOf(r.comment_id, r.comment_text);
    const replied = commentOf(r.replied_id, r.replied_text);
    const reply = commentOf(r.reply_id, r.reply_text);
    if (comment) view.comment = comment;
    if (replied) view.replied_on_comment = replied;
    if (reply) view.reply = reply;
    return view;
  });
}
