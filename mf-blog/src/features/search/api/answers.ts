import { UserSearchAnswerSchema } from '@yayasan/contracts/schemas/account';
import { CampaignSearchSchema } from '@yayasan/contracts/schemas/campaign-search';

/** The campaign search's answer as its contract states it, checked in development and tests. */
export const answers = {
  searchCampaignPages: CampaignSearchSchema,
};

/** The author search's answer as its contract states it. */
export const authorAnswers = {
  searchUsers: UserSearchAnswerSchema,
};
