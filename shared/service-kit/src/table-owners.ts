/**
 * Which service owns each table (design notes: a service reads and writes only its own tables). What
 * another service may read of an owner's data is a read view the owner publishes in its own
 * migrations, named here with its readers; anything else is asked over the owner's HTTP API. The
 * table-ownership test checks every service's queries, and every migration's tables, against this map.
 */
export type TableOwner = 'account' | 'blog' | 'donation' | 'gallery' | 'media' | 'gateway';

/** A service, or the service kit's shared plumbing (token checks) that runs inside every service. */
export type TableReader = TableOwner | 'service-kit';

export const TABLE_OWNERS: Readonly<Record<string, TableOwner>> = {
  users: 'account',
  password_resets: 'account',
  data_exports: 'account',
  account_erasures: 'account',
  account_audit_log: 'account',
  account_audit_head: 'account',
  recovery_codes: 'account',
  sessions: 'account',
  passkeys: 'account',
  passkey_challenges: 'account',

  blogs: 'blog',
  blog_tags: 'blog',
  blog_likes: 'blog',
  blog_counters: 'blog',
  comments: 'blog',
  notifications: 'blog',
  notification_counts: 'blog',
  campaign_news_fanouts: 'blog',
  donation_notices: 'blog',
  donation_notification_optouts: 'blog',
  pledge_notices: 'blog',
  blog_audit_log: 'blog',
  blog_audit_head: 'blog',

  donations: 'donation',
  donation_updates: 'donation',
  transactions: 'donation',
  campaign_news: 'donation',
  prayers: 'donation',
  prayer_amins: 'donation',
  mail_jobs: 'donation',
  donor_totals: 'donation',
  ledger_entries: 'donation',
  ledger_days: 'donation',
  ledger_campaign_months: 'donation',
  ledger_snapshots: 'donation',
  ledger_general_fund: 'donation',
  donation_audit_log: 'donation',
  donation_audit_head: 'donation',
  pledges: 'donation',
  pledge_months: 'donation',

  gallery_items: 'gallery',
  gallery_counters: 'gallery',
  gallery_audit_log: 'gallery',
  gallery_audit_head: 'gallery',

  upload_claims: 'media',

  remote_releases: 'gateway',
  gateway_audit_log: 'gateway',
  gateway_audit_head: 'gateway',
  field_counts: 'gateway',
  field_vital_samples: 'gateway',
  canary_watches: 'gateway',
};

export interface PublishedView {
  owner: TableOwner;
  readers: readonly TableReader[];
}

/** Read views an owner publishes for others (created in the owner's migrations). */
export const PUBLISHED_VIEWS: Readonly<Record<string, PublishedView>> = {
  /** id, username, fullname, profile_img: what any page shows of a person. */
  user_cards: { owner: 'account', readers: ['blog', 'donation', 'gallery'] },
  /** id, token_version, is_admin: whether a token still counts and what rights it carries (blog: who is told of donations). */
  user_standings: { owner: 'account', readers: ['service-kit', 'donation', 'blog'] },
  /** id, user_id, ended: whether a token's session is still open (ended in the account's settings). */
  session_standings: { owner: 'account', readers: ['service-kit'] },
  /** id, username, fullname, email, email_campaign_news: where the donation service's mails go. */
  user_contacts: { owner: 'account', readers: ['donation', 'blog', 'gallery'] },
  /** notification_for, seen: whether a user has unseen notifications (the account's menu dot). */
  notification_flags: { owner: 'blog', readers: ['account'] },
  /** author_id, draft, total_reads: an author's article count and reads (the profile page). */
  author_articles: { owner: 'blog', readers: ['account'] },
  /** update_id, donation_pk, created_by, news_title, donation_id, campaign_title: a news post and its campaign. */
  campaign_news_posts: { owner: 'donation', readers: ['blog'] },
  /** donation_pk, user_id, status: who paid towards which campaign (the donors a news post notifies). */
  campaign_payments: { owner: 'donation', readers: ['blog'] },
};

// The rows of the published views, as readers declare them in their table maps (knex's `Tables`), so
// owner and readers agree on one shape.
/** `user_cards` (account): what any page shows of a person. */
export interface UserCardRow {
  id: number;
  username: string;
  fullname: string;
  profile_img: string;
}

/** `user_standings` (account): whether a token still counts and what rights it carries. */
export interface UserStandingRow {
  id: number;
  token_version: number;
  /** TINYINT(1): the driver answers 0/1. */
  is_admin: number | boolean;
  /** 0/1: whether the user has turned on a second factor. */
  second_factor: number | boolean;
}

/** `session_standings` (account): whether a session is still open. */
export interface SessionStandingRow {
  id: string;
  user_id: number;
  ended: number | boolean;
}

/** `user_contacts` (account): where mails go. `email` is null once an account is erased. */
export interface UserContactRow {
  id: number;
  username: string;
  fullname: string;
  email: string | null;
  email_campaign_news: number | boolean;
}

/** `notification_flags` (blog): whether a user has unseen notifications. */
export interface NotificationFlagRow {
  notification_for: number;
  seen: number | boolean;
}

/** `author_articles` (blog): an author's articles and their reads. */
export interface AuthorArticleRow {
  author_id: number;
  draft: number | boolean;
  total_reads: number;
}

/** `campaign_news_posts` (donation): a news post and its campaign. */
export interface CampaignNewsPostRow {
  update_id: string;
  donation_pk: number;
  created_by: number;
  news_title: string;
  donation_id: string;
  campaign_title: string;
}

/** `campaign_payments` (donation): who paid towards which campaign, in which ledger state. */
export interface CampaignPaymentRow {
  donation_pk: number;
  user_id: number | null;
  status: string;
}

/** Whether `reader` may name `relation` (a table or view) in its queries. */
export function mayRead(reader: TableReader, relation: string): boolean {
  if (TABLE_OWNERS[relation] !== undefined) return TABLE_OWNERS[relation] === reader;
  const view = PUBLISHED_VIEWS[relation];
  return view !== undefined && (view.owner === reader || view.readers.includes(reader));
}
