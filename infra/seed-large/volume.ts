/** How many rows of each kind the large data set holds at a scale (1: 100,000 articles, 300,000 donations — years of a busy foundation). */
export interface Volume {
  users: number;
  /** Published articles; drafts come on top (one per hundred). */
  articles: number;
  drafts: number;
  /** Articles of the one prolific author (the demo user Budi). */
  prolificArticles: number;
  /** Comments and replies over all articles. */
  comments: number;
  /** Notifications of the prolific author (likes and comments on their articles). */
  notificationsForOne: number;
  galleryItems: number;
  campaigns: number;
  /** Settled donations over all campaigns. */
  donations: number;
  /** Settled donations of the one big campaign. */
  bigCampaignDonations: number;
  /** Settled donations of the one frequent donor (the demo user Budi). */
  frequentDonorDonations: number;
  /** Monthly pledges by state (the donor Budi's few among them). */
  activePledges: number;
  pausedPledges: number;
  stoppedPledges: number;
}

export function volumeAt(scale: number): Volume {
  const n = (full: number, least: number) => Math.max(least, Math.round(full * scale));
  const articles = n(100_000, 50);
  return {
    users: n(20_000, 60),
    articles,
    drafts: Math.max(1, Math.round(articles / 100)),
    prolificArticles: n(2_000, 10),
    comments: n(124_000, 60),
    notificationsForOne: n(50_000, 30),
    galleryItems: n(5_000, 20),
    campaigns: n(2_000, 5),
    donations: n(300_000, 100),
    bigCampaignDonations: n(50_000, 20),
    frequentDonorDonations: n(2_000, 10),
    activePledges: n(50_000, 30),
    pausedPledges: n(3_000, 5),
    stoppedPledges: n(7_000, 5),
  };
}
