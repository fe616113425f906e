import type {
  CampaignNewsPostRow,
  CampaignPaymentRow,
  UserCardRow,
  UserContactRow,
  UserStandingRow,
} from '@yayasan/service-kit';

/**
 * The blog service's tables (migrations 001–008) and the views published for it, as the driver
 * answers them: TINYINT(1) as 0/1 (written as true/false), JSON parsed, times as Dates.
 */

/** `blogs` (001): JSON columns as the driver gives them; `toBlogRow` parses them. */
export interface BlogTableRow {
  id: number;
  blog_id: string;
  title: string;
  banner: string;
  des: string;
  content: unknown;
  tags: unknown;
  author_id: number;
  draft: number | boolean;
  total_likes: number;
  total_comments: number;
  total_parent_comments: number;
  total_reads: number;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** `blog_tags` (001, 004): a tag of an article, with the article's list order. */
export interface BlogTagRow {
  blog_pk: number;
  tag: string;
  draft: number | boolean;
  published_at: Date | null;
}

/** `blog_likes` (002). */
export interface BlogLikeRow {
  blog_pk: number;
  user_id: number;
  created_at: Date;
}

/** `comments` (002): a comment, or a reply when it has a parent. */
export interface CommentRow {
  id: number;
  blog_pk: number;
  parent_id: number | null;
  commented_by: number;
  comment: string;
  commented_at: Date;
}

/** `notifications` (002, 003): on an article (blog_pk) or on a campaign's news (campaign_*, news_*). */
export interface NotificationTableRow {
  id: number;
  type: string;
  blog_pk: number | null;
  notification_for: number;
  user_id: number;
  comment_id: number | null;
  replied_on_comment_id: number | null;
  reply_id: number | null;
  seen: number | boolean;
  created_at: Date;
  campaign_id: string | null;
  campaign_title: string | null;
  news_update_id: string | null;
  news_title: string | null;
  /** 011: settled donations a 'donation' notification holds, and their sum in rupiah. */
  donation_count: number | null;
  donation_total: number | null;
  /** 012: a donor's pledge notice ('reminder' or 'campaign_ended'), its month, amount and link. */
  pledge_id: number | null;
  pledge_kind: string | null;
  pledge_month: string | null;
  pledge_amount: number | null;
  pledge_link: string | null;
}

/** `blog_counters` (006): named counters (BIGINT). */
export interface BlogCounterRow {
  name: string;
  value: number;
}

/** `notification_counts` (007): a user's notifications per type. */
export interface NotificationCountRow {
  user_id: number;
  type: string;
  n: number;
}

/** `campaign_news_fanouts` (008): how many donors a news post has notified so far. */
export interface CampaignNewsFanoutRow {
  news_update_id: string;
  notified: number;
  updated_at: Date;
}

/** `donation_notices` (011): a settled donation already reported (by its order id). */
export interface DonationNoticeRow {
  ref: string;
  amount: number;
  created_at: Date;
}

/** `pledge_notices` (012): a pledge notice already reported (by its ref). */
export interface PledgeNoticeRow {
  ref: string;
  user_id: number;
  created_at: Date;
}

/** `donation_notification_optouts` (011): an administrator who turned donation notifications off. */
export interface DonationNotificationOptoutRow {
  user_id: number;
  created_at: Date;
}

declare module 'knex/types/tables' {
  interface Tables {
    blogs: BlogTableRow;
    blog_tags: BlogTagRow;
    blog_likes: BlogLikeRow;
    blog_counters: BlogCounterRow;
    comments: CommentRow;
    notifications: NotificationTableRow;
    notification_counts: NotificationCountRow;
    campaign_news_fanouts: CampaignNewsFanoutRow;
    donation_notices: DonationNoticeRow;
    donation_notification_optouts: DonationNotificationOptoutRow;
    pledge_notices: PledgeNoticeRow;
    user_standings: UserStandingRow;
    user_cards: UserCardRow;
    user_contacts: UserContactRow;
    campaign_news_posts: CampaignNewsPostRow;
    campaign_payments: CampaignPaymentRow;
  }
}
