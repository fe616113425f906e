import {
  CampaignLedgerSchema,
  GeneralFundLedgerSchema,
  LedgerEntriesPageSchema,
  LedgerEntrySchema,
  LedgerSnapshotSchema,
  LedgerSummarySchema,
  OfflineDonationAnswerSchema,
  VerificationSchema,
} from '@yayasan/contracts/schemas/ledger';

/**
 * Each open ledger endpoint's answer as its contract states it, checked in development and tests. An
 * unknown receipt code's 404 is not an answer to check: only successful answers are held to a schema.
 */
export const answers = {
  getCampaignLedger: CampaignLedgerSchema,
  getLedgerEntries: LedgerEntriesPageSchema,
  getLedgerSummary: LedgerSummarySchema,
  getGeneralFund: GeneralFundLedgerSchema,
  getLedgerSnapshot: LedgerSnapshotSchema,
  verifyReceiptCode: VerificationSchema,
  recordDisbursement: LedgerEntrySchema,
  recordOfflineDonation: OfflineDonationAnswerSchema,
  recordGeneralFundGift: OfflineDonationAnswerSchema,
  reverseLedgerEntry: LedgerEntrySchema,
};
