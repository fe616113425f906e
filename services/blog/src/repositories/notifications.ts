import type { Knex } from 'knex';
import type { ListPosition, NotificationFilter, NotificationType } from '@yayasan/contracts';
import type { Db } from '@yayasan/service-kit';
import type { NotificationTableRow } from '../db/tables';

// The users' notifications: every query on `notifications` lives here. Their per-type counts
// (notification-counts.ts) are kept by the domain's notification-counts module, which every write
// goes through.

/** A new notification's columns (the others take their defaults). */
export type NotificationColumns = Partial<Omit<NotificationTableRow, 'id'>>;

export async function insertNotifications(trx: Db, rows: NotificationColumns | NotificationColumns[]): Promise<void> {
  await trx('notifications').insert(rows);
}

/**
 * Which notifications are meant: those whose columns hold these values, or those about these comments
 * (on them or replying to them).
 */
export type NotificationMatch =
  Partial<Pick<NotificationTableRow, 'blog_pk' | 'type' | 'user_id' | 'notification_for'>> | { commentIds: number[] };

const matching = (match: NotificationMatch) => (q: Knex.QueryBuilder) => {
  if ('commentIds' in match)
    q.whereIn('comment_id', match.commentIds).orWhereIn('replied_on_comment_id', match.commentIds);
  else q.where(match);
};

/**
 * How many notifications match, per reader and type. The locking read takes the rows (and the gaps
 * around them) a delete of the same match then removes.
 */
export const lockedCountsOf = (trx: Db, match: NotificationMatch) =>
  trx('notifications')
    .where(matching(match))
    .select('notification_for', 'type')
    .count({ n: '*' })
    .groupBy('notification_for', 'type')
    .forUpdate();

export async function deleteMatching(trx: Db, match: NotificationMatch): Promise<void> {
  await trx('notifications').where(matching(match)).delete();
}

// ---------------------------------------------------------------------------------------------
// A user's list

/** The index that holds the list's whole order (the user, the type when filtered, created_at, the id). */
function orderedList(db: Db, userId: number, filter: NotificationFilter): Knex.QueryBuilder {
  const index = filter === 'all' ? 'notifications_for_idx' : 'notifications_for_type_idx';
  // Named, because the optimizer otherwise may take another index of the user's rows and sort all of them.
  const q = db.from(db.raw('?? AS n FORCE INDEX (??)', ['notifications', index])).where('n.notification_for', userId);
  return filter === 'all' ? q : q.where('n.type', filter);
}

const newestFirst = (q: Knex.QueryBuilder) => q.orderBy('n.created_at', 'desc').orderBy('n.id', 'desc');
const oldestFirst = (q: Knex.QueryBuilder) => q.orderBy('n.created_at', 'asc').orderBy('n.id', 'asc');
const idsOf = async (q: Knex.QueryBuilder) => (await q.pluck<unknown[]>('n.id')).map(Number);

/** The ids of the `limit` notifications after `after`, newest first: a seek on the index. */
export function idsAfter(db: Db, userId: number, filter: NotificationFilter, after: ListPosition, limit: number) {
  const q = orderedList(db, userId, filter).where((older) =>
    older
      .where('n.created_at', '<', after.at)
      .orWhere((tie) => tie.where('n.created_at', after.at).where('n.id', '<', after.id)),
  );
  return idsOf(newestFirst(q).limit(limit));
}

/** The ids of the list's first `limit` notifications, newest first. */
export const firstIds = (db: Db, userId: number, filter: NotificationFilter, limit: number) =>
  idsOf(newestFirst(orderedList(db, userId, filter)).limit(limit));

/** The ids of `limit` notifications from `offset`, newest first. */
export const idsNewestFirst = (db: Db, userId: number, filter: NotificationFilter, limit: number, offset: number) =>
  idsOf(
    newestFirst(orderedList(db, userId, filter))
      .limit(limit)
      .offset(offset),
  );

/** The ids of `limit` notifications from `offset` counted from the oldest, oldest first. */
export const idsOldestFirst = (db: Db, userId: number, filter: NotificationFilter, limit: number, offset: number) =>
  idsOf(
    oldestFirst(orderedList(db, userId, filter))
      .limit(limit)
      .offset(offset),
  );

/** A notification with what it is about: its article, the person who acted, the comments it names. */
export interface NotificationRow {
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

/** The notifications of these ids, in no particular order. */
export const notificationRows = (db: Db, ids: number[]): Promise<NotificationRow[]> =>
  db('notifications as n')
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

export async function markSeen(db: Db, ids: number[]): Promise<void> {
  await db('notifications').whereIn('id', ids).update({ seen: true });
}

/** True when the user has a notification not yet seen (the bell's red dot). */
export async function hasNewNotification(db: Db, userId: number): Promise<boolean> {
  return Boolean(await db('notifications').where({ notification_for: userId, seen: false }).first('id'));
}

/** A notification with its article (none for a campaign's), as a person's data export holds it. */
export type ExportedNotification = Pick<
  NotificationTableRow,
  'type' | 'campaign_id' | 'campaign_title' | 'news_title' | 'seen' | 'created_at'
> & { blog_id: string | null; title: string | null };

/** The user's notifications with their articles, oldest first, streamed row by row (a personal data export). */
export const streamNotificationsOfUser = (db: Db, userId: number): AsyncIterable<ExportedNotification> =>
  db('notifications as n')
    .leftJoin('blogs as b', 'b.id', 'n.blog_pk')
    .where('n.notification_for', userId)
    .orderBy('n.id')
    .select('n.type', 'b.blog_id', 'b.title', 'n.campaign_id', 'n.campaign_title', 'n.news_title')
    .select<ExportedNotification[]>('n.seen', 'n.created_at')
    .stream();

// ---------------------------------------------------------------------------------------------
// Replies written from the notifications page

/** The user's comment or reply notification of this id, locked; undefined when there is none. */
export const lockedCommentNotification = (
  trx: Db,
  id: number,
  userId: number,
): Promise<Pick<NotificationTableRow, 'id' | 'reply_id' | 'comment_id'> | undefined> =>
  trx('notifications')
    .where({ id, notification_for: userId })
    .whereIn('type', ['comment', 'reply'])
    .forUpdate()
    .first();

export async function setReply(trx: Db, id: number, replyId: number): Promise<void> {
  await trx('notifications').where({ id }).update({ reply_id: replyId });
}

/** Forgets the replies of these ids (deleted) on the notifications they answered. */
export async function clearReplies(trx: Db, replyIds: number[]): Promise<void> {
  await trx('notifications').whereIn('reply_id', replyIds).update({ reply_id: null });
}

// ---------------------------------------------------------------------------------------------
// News and donations

/** Of these users, those already notified of the news post. */
export async function notifiedOfNews(trx: Db, userIds: number[], updateId: string): Promise<Set<number>> {
  return new Set(
    (
      await trx('notifications')
        .whereIn('notification_for', userIds)
        .where('news_update_id', updateId)
        .pluck('notification_for')
    ).map(Number),
  );
}

/** The administrator's unread donation notification begun within the last `minutes`, if any (locked). */
export function openDonationNotice(trx: Db, admin: number, minutes: number) {
  return trx('notifications')
    .where({ notification_for: admin, type: 'donation', seen: false })
    .whereRaw('created_at >= NOW(3) - INTERVAL ? MINUTE', [minutes])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .forUpdate()
    .first('id');
}

/** Adds one settled donation of `amount` to a donation notification. */
export async function addDonation(trx: Db, id: number, amount: number): Promise<void> {
  await trx('notifications')
    .where({ id })
    .update({
      donation_count: trx.raw('donation_count + 1'),
      donation_total: trx.raw('donation_total + ?', [amount]),
    });
}
