import type { Knex } from 'knex';
import type {
  BlogNotification,
  DonationNotification,
  NotificationFilter,
  NotificationItem,
  ListPosition,
  NotificationType,
} from '@yayasan/contracts';
import { inIdOrder, windowFromTheEnd, type Db } from '@yayasan/service-kit';
import { personalInfo } from './blog-lists';

/** The kinds of notification about an article (a campaign's news is the other kind). */
const BLOG_NOTIFICATION_TYPES = ['like', 'comment', 'reply'] as const satisfies readonly BlogNotification['type'][];

function blogNotificationType(type: string): BlogNotification['type'] {
  const known = BLOG_NOTIFICATION_TYPES.find((t) => t === type);
  if (!known) throw new Error(`Unknown notification type ${type}`);
  return known;
}
import { notificationCount } from './notification-counts';
import { pledgeNotification } from './pledge-notifications';

export const NOTIFICATIONS_PAGE_SIZE = 10;

interface NotificationRow {
  id: number;
  type: NotificationType;
  seen: number | boolean;
  created_at: Date;
  user_id: number;
  blog_pk: number | null;
  blog_id: string | null;
  title: string | null;
  author_id: number | null;
  campaign_id: string | null;
  campaign_title: string | null;
  news_update_id: string | null;
  news_title: string | null;
  donation_count: number | null;
  donation_total: number | string | null;
  pledge_id: number | null;
  pledge_kind: string | null;
  pledge_month: string | null;
  pledge_amount: number | string | null;
  pledge_link: string | null;
  fullname: string | null;
  username: string | null;
  profile_img: string | null;
  comment_id: number | null;
  comment_text: string | null;
  replied_id: number | null;
  replied_text: string | null;
  reply_id: number | null;
  reply_text: string | null;
}

/** The index that holds the list's whole order (the user, the type when filtered, created_at, the id). */
function orderedList(db: Db | Knex.Transaction, userId: number, filter: NotificationFilter): Knex.QueryBuilder {
  const index = filter === 'all' ? 'notifications_for_idx' : 'notifications_for_type_idx';
  // Named, because the optimizer otherwise may take another index of the user's rows and sort all of them.
  const q = db.from(db.raw('?? AS n FORCE INDEX (??)', ['notifications', index])).where('n.notification_for', userId);
  return filter === 'all' ? q : q.where('n.type', filter);
}

const newestFirst = (q: Knex.QueryBuilder) => q.orderBy('n.created_at', 'desc').orderBy('n.id', 'desc');
const oldestFirst = (q: Knex.QueryBuilder) => q.orderBy('n.created_at', 'asc').orderBy('n.id', 'asc');
const idsOf = async (q: Knex.QueryBuilder) => (await q.pluck<unknown[]>('n.id')).map(Number);

/** The ids of the page after `after`, newest first: a seek on the index, as cheap as the first page. */
function idsAfter(db: Db, userId: number, filter: NotificationFilter, after: ListPosition) {
  const q = orderedList(db, userId, filter).where((older) =>
    older
      .where('n.created_at', '<', after.at)
      .orWhere((tie) => tie.where('n.created_at', after.at).where('n.id', '<', after.id)),
  );
  return idsOf(newestFirst(q).limit(NOTIFICATIONS_PAGE_SIZE));
}

/**
 * The ids of the page at `offset`, newest first. An offset past the middle of the list is read from
 * its end, oldest first, and turned round, so the last page costs what the first one costs. The
 * count and the rows are read in one transaction: one snapshot, so both agree.
 */
async function idsAtOffset(db: Db, userId: number, filter: NotificationFilter, offset: number) {
  const limit = NOTIFICATIONS_PAGE_SIZE;
  if (offset === 0) return idsOf(newestFirst(orderedList(db, userId, filter)).limit(limit));
  return db.transaction(async (trx) => {
    const total = await notificationCount(trx, userId, filter);
    if (offset * 2 <= total)
      return idsOf(
        newestFirst(orderedList(trx, userId, filter))
          .limit(limit)
          .offset(offset),
      );
    const window = windowFromTheEnd(total, offset, limit);
    if (!window) return [];
    const q = oldestFirst(orderedList(trx, userId, filter))
      .limit(window.limit)
      .offset(window.offset);
    return (await idsOf(q)).reverse();
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
      ? await idsAfter(db, userId, filter, where.after)
      : await idsAtOffset(
          db,
          userId,
          filter,
          Math.max((where.page - 1) * NOTIFICATIONS_PAGE_SIZE - where.deletedDocCount, 0),
        );
  if (!ids.length) return [];
  const found: NotificationRow[] = await db('notifications as n')
    .whereIn('n.id', ids)
    .select(
      'n.id',
      'n.type',
      'n.seen',
      'n.created_at',
      'n.user_id',
      'b.id as blog_pk',
      'b.blog_id',
      'b.title',
      'b.author_id',
      'n.campaign_id',
      'n.campaign_title',
      'n.news_update_id',
      'n.news_title',
      'n.donation_count',
      'n.donation_total',
      'n.pledge_id',
      'n.pledge_kind',
      'n.pledge_month',
      'n.pledge_amount',
      'n.pledge_link',
      'u.fullname',
      'u.username',
      'u.profile_img',
      'c.id as comment_id',
      'c.comment as comment_text',
      'rc.id as replied_id',
      'rc.comment as replied_text',
      'rp.id as reply_id',
      'rp.comment as reply_text',
    )
    // Campaign news notifications name no article.
    .leftJoin('blogs as b', 'b.id', 'n.blog_pk')
    .leftJoin('user_cards as u', 'u.id', 'n.user_id')
    .leftJoin('comments as c', 'c.id', 'n.comment_id')
    .leftJoin('comments as rc', 'rc.id', 'n.replied_on_comment_id')
    .leftJoin('comments as rp', 'rp.id', 'n.reply_id');
  const rows = inIdOrder(ids, found, (r) => r.id);
  const unseen = rows.filter((r) => !r.seen).map((r) => Number(r.id));
  if (unseen.length) await db('notifications').whereIn('id', unseen).update({ seen: true });
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

/** True when the user has a notification not yet seen (the bell's red dot). */
export async function hasNewNotification(db: Db, userId: number): Promise<boolean> {
  return Boolean(await db('notifications').where({ notification_for: userId, seen: false }).first('id'));
}
