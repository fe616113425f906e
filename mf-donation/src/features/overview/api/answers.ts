import { DonationHistorySchema } from '@yayasan/contracts/schemas/donation';
import { DonationOverviewSchema } from '@yayasan/contracts/schemas/overview';
import { PledgeOverviewSchema } from '@yayasan/contracts/schemas/pledges';

/** Each endpoint's answer as its contract states it, checked in development and tests. */
export const answers = {
  getDonationOverview: DonationOverviewSchema,
  getMyDonations: DonationHistorySchema,
  getPledgeOverview: PledgeOverviewSchema,
};
