import type { Static } from '@sinclair/typebox';
import type {
  CampaignLedgerSchema,
  DisbursementBodySchema,
  GeneralFundLedgerSchema,
  LedgerEntriesPageSchema,
  LedgerEntrySchema,
  LedgerDaySchema,
  LedgerMonthSchema,
  LedgerSnapshotSchema,
  LedgerSummarySchema,
  OfflineDonationAnswerSchema,
  OfflineDonationBodySchema,
  ReversalBodySchema,
  VerificationSchema,
} from '../schemas/ledger';
import { LEDGER_ENTRY_KINDS } from '../wire-lists';

/**
 * The open ledger's wire types, derived from schemas/ledger.ts; type-only, so browser
 * bundles get no schema code. The lists (funds, categories, methods) and their rules live in
 * @yayasan/validation and are re-exported here.
 *
 * Routes (donation service, behind the gateway's /api):
 *   GET  /donation/:id/ledger?page&limit              public   CampaignLedger
 *   GET  /donation/:id/ledger/entries?kind&page       public   LedgerEntriesPage
 *   POST /donation/:id/disbursements                  admin    DisbursementBody → LedgerEntry (201)
 *   POST /donation/:id/offline-donations              admin    OfflineDonationBody → OfflineDonationAnswer (201)
 *   POST /donation/:id/ledger/:seq/reversal           admin    ReversalBody → LedgerEntry (201)
 *   GET  /ledger/general-fund                         public   GeneralFundLedger
 *   POST /ledger/general-fund/offline-donations       admin    OfflineDonationBody → OfflineDonationAnswer (201)
 *   GET  /ledger/summary?from&to                      public   LedgerSummary (default: this calendar year)
 *   GET  /verify/:code                                public   Verification (404 for an unknown code)
 *   GET  /ledger/snapshots/:day                       public   LedgerSnapshot (the heads published that day)
 *   GET  /user/:username/statement.pdf?from&to        own      PDF (default: last calendar year)
 *   GET  /admin/exports/donations.csv?from&to         admin    CSV (UTF-8 + BOM, ';'), streamed
 *   GET  /admin/exports/disbursements.csv?from&to     admin    CSV (UTF-8 + BOM, ';'), streamed
 *   GET  /admin/exports/donations.xlsx?from&to        admin    Excel workbook, streamed
 *   GET  /admin/exports/disbursements.xlsx?from&to    admin    Excel workbook, streamed
 *   GET  /admin/reports/:yyyy-mm.pdf[?campaign=id]    admin    PDF (one campaign, or the foundation)
 */
export {
  FUNDS,
  FUND_LABELS,
  DEFAULT_FUND,
  GENERAL_FUND,
  GENERAL_FUND_LABEL,
  LEDGER_FUNDS,
  LEDGER_FUND_LABELS,
  DISBURSEMENT_CATEGORIES,
  DISBURSEMENT_CATEGORY_LABELS,
  OFFLINE_METHODS,
  OFFLINE_METHOD_LABELS,
  LEDGER_LIMITS,
  LEDGER_MESSAGES,
  type Fund,
  type LedgerFund,
  type DisbursementCategory,
  type OfflineMethod,
} from '@yayasan/validation';

export { LEDGER_ENTRY_KINDS };
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];
export const LEDGER_ENTRY_KIND_LABELS: Record<LedgerEntryKind, string> = {
  online_contribution: 'Donasi online',
  offline_contribution: 'Donasi luring',
  disbursement: 'Penyaluran dana',
  reversal: 'Koreksi',
};

/** The public page that verifies a receipt code (printed on receipts and in the receipt mail). */
export const verificationPath = (code: string) => `/verifikasi/${encodeURIComponent(code)}`;

/** The hash before a campaign's first entry (and the head of a campaign with no entry). */
export const GENESIS_HASH = '0'.repeat(64);

/** One ledger entry as the public sees it (no donor identity). */
export type LedgerEntry = Static<typeof LedgerEntrySchema>;
/** Money in and out in one month (YYYY-MM, Asia/Jakarta). */
export type LedgerMonth = Static<typeof LedgerMonthSchema>;
/** Money in and out in one day (YYYY-MM-DD, Asia/Jakarta), for short spans. */
export type LedgerDay = Static<typeof LedgerDaySchema>;
/** GET /donation/:id/ledger */
export type CampaignLedger = Static<typeof CampaignLedgerSchema>;
/** GET /ledger/general-fund */
export type GeneralFundLedger = Static<typeof GeneralFundLedgerSchema>;
/** GET /donation/:id/ledger/entries?kind&page */
export type LedgerEntriesPage = Static<typeof LedgerEntriesPageSchema>;
/** POST /donation/:id/disbursements */
export type DisbursementBody = Static<typeof DisbursementBodySchema>;
/** POST /donation/:id/offline-donations */
export type OfflineDonationBody = Static<typeof OfflineDonationBodySchema>;
export type OfflineDonationAnswer = Static<typeof OfflineDonationAnswerSchema>;
/** POST /donation/:id/ledger/:seq/reversal */
export type ReversalBody = Static<typeof ReversalBodySchema>;
/** GET /ledger/summary?from&to */
export type LedgerSummary = Static<typeof LedgerSummarySchema>;
/** GET /ledger/snapshots/:day */
export type LedgerSnapshot = Static<typeof LedgerSnapshotSchema>;
/** GET /verify/:code */
export type Verification = Static<typeof VerificationSchema>;
