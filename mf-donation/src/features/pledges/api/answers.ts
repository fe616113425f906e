import { CampaignPageSchema, CampaignSchema, PaymentOptionsSchema } from '@yayasan/contracts/schemas/donation';
import { PledgeListSchema, PledgeSchema } from '@yayasan/contracts/schemas/pledges';

/** Each endpoint's answer as its contract states it, checked in development and tests. */
export const answers = {
  getPledges: PledgeListSchema,
  getPledgeCampaign: CampaignSchema,
  getPledgeCampaignChoices: CampaignPageSchema,
  getPledgePaymentOptions: PaymentOptionsSchema,
  createPledge: PledgeSchema,
  updatePledge: PledgeSchema,
  pausePledge: PledgeSchema,
  resumePledge: PledgeSchema,
  stopPledge: PledgeSchema,
  activatePledge: PledgeSchema,
};
