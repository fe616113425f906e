import type { LedgerEntryKind } from '@yayasan/contracts';
import type { DisbursementCategory, Fund, LedgerFund } from '@yayasan/validation';
import type {
  CampaignNewsPostRow,
  CampaignPaymentRow,
  UserCardRow,
  UserContactRow,
  UserStandingRow,
} from '@yayasan/service-kit';
import type { MailJobRow } from '../repositories/mail-jobs';

/**
 * The donation service's tables (migrations 001–021) and the views published for it, as the driver
 * answers them: TINYINT(1) as 0/1, BIGINT as a number (a string past 2^53), JSON parsed, times as Dates.
 * Booleans are written as true/false, hence `number | boolean`.
 */

/** A `donations` row as the driver returns it (booleans may come back as 0/1). */
export interface CampaignRow {
  id: number;
  donation_id: string;
  title: string;
  description: string;
  content: string | null;
  thumbnail: string;
  target_amount: number;
  total_collected: number;
  /** Disbursed less reversed disbursements (the ledger's counter beside total_collected). */
  total_disbursed?: number;
  /** How many donations count toward the campaign, kept by the ledger's writers (migration 016). */
  donor_count?: number;
  fund?: Fund;
  draft: boolean | number;
  /** The foundation's regular programme (migration 022). */
  regular_programme?: boolean | number;
  expiry_time: Date;
  created_by: number;
  created_at: Date;
  updated_at: Date;
}

/** Ledger states, as stored in `transactions.status`. */
export type LedgerStatus =
  'pending' | 'settlement' | 'capture' | 'expire' | 'cancel' | 'deny' | 'failure' | 'refund' | 'chargeback';

/** A `transactions` row as the domain reads it (the table's other columns: TransactionTableRow). */
export interface TransactionRow {
  id: number;
  order_id: string;
  transaction_id: string | null;
  donation_pk: number;
  /** Null for an offline gift (no account behind it). */
  user_id: number | null;
  donor_name: string;
  anonymous: number | boolean;
  amount: number;
  payment_method: string;
  bank: string | null;
  status: LedgerStatus;
  fraud_status: string | null;
  midtrans_response: unknown;
  last_notification: unknown;
  expiry_time: Date | null;
  settled_at: Date | null;
  created_at: Date;
  updated_at: Date;
  channel?: string;
  listed?: number | boolean;
  receipt_code?: string | null;
}

/** A `ledger_entries` row as the driver returns it. */
export interface LedgerEntryRow {
  id: number;
  donation_pk: number;
  seq: number;
  kind: LedgerEntryKind;
  flow: 'in' | 'out';
  amount: number | string;
  fund: LedgerFund;
  category: DisbursementCategory | null;
  description: string | null;
  proofs: unknown;
  transaction_pk: number | null;
  reverses_seq: number | null;
  recorded_by: number | null;
  occurred_at: Date;
  created_at: Date;
  prev_hash: string;
  hash: string;
}

/** `donations` (001, 007, 016): a campaign, with the ledger's counters. */
export type DonationTableRow = CampaignRow & { fund: Fund; total_disbursed: number; donor_count: number };

/** `transactions` (002, 003, 007, 008, 020): an order and its ledger state; `counted` is generated from the status. */
export type TransactionTableRow = TransactionRow & {
  reconciled_at: Date | null;
  channel: string;
  listed: number | boolean;
  donor_email: string | null;
  note: string | null;
  proof: string | null;
  recorded_by: number | null;
  receipt_code: string | null;
  counted: number | boolean;
  /** An offline gift's donor takes the campaign's news at `donor_email` (020). */
  email_campaign_news: number | boolean;
  /** The pledge and month ('YYYY-MM') the donation pays (021). */
  pledge_id: number | null;
  pledge_month: string | null;
};

/** `pledges` (021): a donor's monthly pledge to a campaign. */
export interface PledgeTableRow {
  id: number;
  user_id: number;
  donation_pk: number;
  amount: number;
  day_of_month: number;
  way: 'reminder' | 'automatic';
  payment_type: string;
  prayer: string | null;
  is_anonymous: number | boolean;
  state: 'linking' | 'active' | 'paused' | 'stopped';
  pause_reason: 'donor' | 'campaign_ended' | null;
  subscription_id: string | null;
  gopay_account_id: string | null;
  activation_url: string | null;
  payment_token: string | null;
  created_at: Date;
  updated_at: Date;
  stopped_at: Date | null;
}

/** `pledge_months` (021): a pledge's due month, its state and the reminders sent for it. */
export interface PledgeMonthTableRow {
  pledge_id: number;
  month: string;
  state: 'waiting' | 'paid' | 'missed';
  amount: number;
  order_id: string | null;
  reminders_sent: number;
  last_reminded_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** `donation_updates` (001): the campaign updates of the first schema. */
export interface DonationUpdateRow {
  id: number;
  donation_pk: number | null;
  update_id: string | null;
  update_title: string | null;
  update_description: string | null;
  update_thumbnail: string | null;
  created_at: Date | null;
}

/** `campaign_news` (004, 019). */
export interface CampaignNewsRow {
  id: number;
  update_id: string;
  donation_pk: number;
  title: string;
  content: unknown;
  pictures: unknown;
  /** A number typed before 019, kept only so the migration can be undone; never shown. */
  typed_disbursed_amount: number | string | null;
  /** The linked disbursement's `seq` in the campaign's ledger (019). */
  disbursement_seq: number | null;
  published_at: Date;
  created_by: number;
  created_at: Date;
  updated_at: Date;
}

/** `prayers` (005). */
export interface PrayerTableRow {
  id: number;
  prayer_id: string;
  transaction_pk: number;
  donation_pk: number;
  message: string;
  hidden: number | boolean;
  amin_count: number;
  created_at: Date;
}

/** `prayer_amins` (005): one per prayer and user. */
export interface PrayerAminRow {
  prayer_pk: number;
  user_id: number;
  created_at: Date;
}

/** `donor_totals` (009): a donor's counted donations and their sum. */
export interface DonorTotalRow {
  user_id: number;
  donations: number;
  amount: number;
}

/** `ledger_snapshots` (007): a campaign's chain head and counters at the end of a day. */
export interface LedgerSnapshotRow {
  id: number;
  day: string;
  donation_pk: number;
  entry_count: number;
  head_hash: string;
  collected: number;
  disbursed: number;
  created_at: Date;
}

/** `ledger_campaign_months` (007): a campaign's money in and out per month (YYYY-MM). */
export interface LedgerCampaignMonthRow {
  donation_pk: number;
  month: string;
  money_in: number;
  money_out: number;
}

/** `ledger_days` (007): the foundation's money in and out per day, fund and category ('' for none). */
export interface LedgerDayRow {
  day: Date;
  fund: LedgerFund;
  category: string;
  money_in: number;
  money_out: number;
}

/** `ledger_general_fund` (011): the general fund's counters, one row. */
export interface LedgerGeneralFundRow {
  id: number;
  total_collected: number;
  total_disbursed: number;
}

declare module 'knex/types/tables' {
  interface Tables {
    donations: DonationTableRow;
    donation_updates: DonationUpdateRow;
    transactions: TransactionTableRow;
    campaign_news: CampaignNewsRow;
    prayers: PrayerTableRow;
    prayer_amins: PrayerAminRow;
    mail_jobs: MailJobRow;
    donor_totals: DonorTotalRow;
    ledger_entries: LedgerEntryRow;
    ledger_days: LedgerDayRow;
    ledger_campaign_months: LedgerCampaignMonthRow;
    ledger_snapshots: LedgerSnapshotRow;
    ledger_general_fund: LedgerGeneralFundRow;
    pledges: PledgeTableRow;
    pledge_months: PledgeMonthTableRow;
    user_cards: UserCardRow;
    user_standings: UserStandingRow;
    user_contacts: UserContactRow;
    campaign_news_posts: CampaignNewsPostRow;
    campaign_payments: CampaignPaymentRow;
  }
}
