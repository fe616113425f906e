import { DonationHistorySchema, UnpaidDonationsSchema } from '@yayasan/contracts/schemas/donation';

/** Each endpoint's answer as its contract states it, checked in development and tests. */
export const answers = {
  getDonationHistory: DonationHistorySchema,
  getUnpaidDonations: UnpaidDonationsSchema,
};
