import type { Static } from '@sinclair/typebox';
import type {
  AminAnswerSchema,
  CampaignBodySchema,
  CampaignListQuerySchema,
  CampaignNewsBodySchema,
  CampaignNewsPageSchema,
  CampaignNewsSchema,
  CampaignPageSchema,
  CampaignSchema,
  CampaignShareSchema,
  CampaignStatusSchema,
  CampaignUpdateSchema,
  DonationHistorySchema,
  DonorEntrySchema,
  HistoryDonationSchema,
  InvoiceLinkSchema,
  MidtransChargeSchema,
  PayAnswerSchema,
  PayBodySchema,
  PaymentOptionsSchema,
  PaymentRecordSchema,
  PaymentStatusAnswerSchema,
  PrayerPageSchema,
  PrayerSchema,
  ReceiptSchema,
  UnpaidDonationSchema,
  UnpaidDonationsSchema,
} from '../schemas/donation';

/** The payment methods and virtual-account banks a donor can choose. */
export { BANKS, PAYMENT_METHODS, STORES, type Bank, type PaymentMethod, type Store } from '../payment-choices';

/** How to pay with each method: the payment screen and the payment mails. */
export * from '../payment-guides';

/** The public name of an anonymous donor, in donor lists, prayers and the payment ("Hamba Allah"). */
export const ANONYMOUS_DONOR_NAME = 'Hamba Allah';

/** Payment states in which a donation counts (the donation ledger's settlement and accepted capture). */
export const SETTLED_PAYMENT_STATES = ['settlement', 'capture'] as const;
/**
 * The donation service's wire types (spec §3 of the donations document), derived from its schemas
 * (schemas/donation.ts). Type-only: browser bundles get the types without the schema code.
 */

export type CampaignStatus = Static<typeof CampaignStatusSchema>;

/** How a campaign list is sorted (`GET /get-donation?sort=&order=`). */
export type CampaignSort = NonNullable<Static<typeof CampaignListQuerySchema>['sort']>;
export type SortOrder = NonNullable<Static<typeof CampaignListQuerySchema>['order']>;

export type CampaignUpdate = Static<typeof CampaignUpdateSchema>;

/** A successful donation as a campaign's page lists it ('Hamba Allah' for an anonymous donor). */
export type DonorEntry = Static<typeof DonorEntrySchema>;

/** A campaign as the server answers it; percentage, remaining amount and status are derived there. */
export type Campaign = Static<typeof CampaignSchema>;

/** GET /get-donation: one page of campaigns. */
export type CampaignPage = Static<typeof CampaignPageSchema>;

/** Campaigns per page of the public list (/donation). */
export const CAMPAIGN_LIST_PAGE_SIZE = 9;

/** /donation's two tabs: their labels, and the `tab` query value that opens the finished campaigns. */
export const CAMPAIGN_LIST_TABS = {
  running: 'Sedang Berjalan',
  completed: 'Selesai',
  completedQuery: 'selesai',
} as const;

/** A campaign card shows this many characters of the description. */
export const CAMPAIGN_CARD_DESCRIPTION_LENGTH = 120;

/** How much of a progress bar is filled: the percentage rounded, within 0–100 (a campaign can pass its target). */
export const progressBarPercent = (percentage: number) => Math.max(0, Math.min(100, Math.round(percentage)));

/** GET /donation/detail/:id/share: a campaign's public link and its QR code. */
export type CampaignShare = Static<typeof CampaignShareSchema>;

/** POST /donation, PUT /donation/:id: a campaign to create or the fields to change. */
export type CampaignBody = Static<typeof CampaignBodySchema>;

/** POST /donation/:id/pay */
export type PayBody = Static<typeof PayBodySchema>;

/** Midtrans's charge answer, passed on whole. */
export type MidtransCharge = Static<typeof MidtransChargeSchema>;

/** POST /donation/:id/pay answer: the pending order and what the donor needs to pay it. */
export type PayAnswer = Static<typeof PayAnswerSchema>;

/** GET /donation/status/:transaction_id answer: the transaction's ledger state. */
export type PaymentStatusAnswer = Static<typeof PaymentStatusAnswerSchema>;

/** GET /donation/payment-options: card payments, when the site can take them. */
export type PaymentOptions = Static<typeof PaymentOptionsSchema>;

/** One successful donation in a user's history. */
export type HistoryDonation = Static<typeof HistoryDonationSchema>;

/** Spec §9: the history page asks for this many gifts at once (the server caps it). */
export const HISTORY_LIMIT = 99999;

/** GET /user/:username/transactions: successful donations grouped by campaign, newest first. */
export type DonationHistory = Static<typeof DonationHistorySchema>;

/** GET /user/:username/transactions/:trx_id: one of a user's transactions as a receipt shows it. */
export type Receipt = Static<typeof ReceiptSchema>;

/** POST /generate-invoice answer: a short-lived signed link to the receipt PDF. */
export type InvoiceLink = Static<typeof InvoiceLinkSchema>;

/** A campaign news post ("Kabar Terbaru"). */
export type CampaignNews = Static<typeof CampaignNewsSchema>;

/** GET /donation/:id/updates: one page of news, newest first. */
export type CampaignNewsPage = Static<typeof CampaignNewsPageSchema>;

/** POST /donation/:id/updates, PUT /donation/:id/updates/:update_id */
export type CampaignNewsBody = Static<typeof CampaignNewsBodySchema>;

/** A donor's prayer on a campaign's wall ("Doa & dukungan"). */
export type Prayer = Static<typeof PrayerSchema>;

/** GET /donation/:id/prayers: one page of prayers, newest first. */
export type PrayerPage = Static<typeof PrayerPageSchema>;

/** POST /donation/prayers/:prayer_id/amin answer. */
export type AminAnswer = Static<typeof AminAnswerSchema>;

/** An unpaid donation of the signed-in donor (GET /donation/pending). */
export type UnpaidDonation = Static<typeof UnpaidDonationSchema>;
export type UnpaidDonations = Static<typeof UnpaidDonationsSchema>;

/** One payment as the server keeps it, to resume it on any device (GET /donation/payment/:order_id). */
export type PaymentRecord = Static<typeof PaymentRecordSchema>;
