import { DonationNotificationPreferenceSchema } from '@yayasan/contracts/schemas/donation-notifications';

/** The donation notification switch's answers as its contract states them, checked in development and tests. */
export const donationNotificationAnswers = {
  getDonationNotificationPreference: DonationNotificationPreferenceSchema,
  updateDonationNotificationPreference: DonationNotificationPreferenceSchema,
};
