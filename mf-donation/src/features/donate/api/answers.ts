import {
  CampaignSchema,
  PayAnswerSchema,
  PaymentOptionsSchema,
  PaymentRecordSchema,
  PaymentStatusAnswerSchema,
} from '@yayasan/contracts/schemas/donation';
import { PledgePayPrefillSchema } from '@yayasan/contracts/schemas/pledges';

/** Each endpoint's answer as its contract states it, checked in development and tests. */
export const answers = {
  getDonateCampaign: CampaignSchema,
  payDonation: PayAnswerSchema,
  getPaymentRecord: PaymentRecordSchema,
  getPaymentOptions: PaymentOptionsSchema,
  getPaymentStatus: PaymentStatusAnswerSchema,
  getPledgePayPrefill: PledgePayPrefillSchema,
};
