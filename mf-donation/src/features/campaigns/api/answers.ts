import {
  AminAnswerSchema,
  CampaignNewsPageSchema,
  CampaignNewsSchema,
  CampaignPageSchema,
  CampaignSchema,
  CampaignShareSchema,
  DeletedSchema,
  PrayerPageSchema,
  PrayerSchema,
} from '@yayasan/contracts/schemas/donation';

/** Each campaign endpoint's answer as its contract states it, checked in development and tests. */
export const answers = {
  getCampaigns: CampaignPageSchema,
  getCampaign: CampaignSchema,
  getRegularProgramme: CampaignSchema,
  getCampaignShare: CampaignShareSchema,
  createCampaign: CampaignSchema,
  updateCampaign: CampaignSchema,
  setCampaignDraft: CampaignSchema,
};

/** The same for campaign news and donors' prayers. */
export const newsAnswers = {
  getCampaignNews: CampaignNewsPageSchema,
  createCampaignNews: CampaignNewsSchema,
  updateCampaignNews: CampaignNewsSchema,
  deleteCampaignNews: DeletedSchema,
  getPrayers: PrayerPageSchema,
  toggleAmin: AminAnswerSchema,
  hidePrayer: PrayerSchema,
};
