import { CampaignSearchSchema } from '@yayasan/contracts/schemas/campaign-search';

/** The campaign search's answer as its contract states it, checked in development and tests. */
export const answers = {
  searchCampaignPages: CampaignSearchSchema,
};
