import type { Static } from '@sinclair/typebox';
import type {
  DonationOverviewSchema,
  OverviewCampaignSchema,
  OverviewChartSchema,
  OverviewDonationSchema,
  OverviewPeriodSchema,
  OverviewSeriesSchema,
} from '../schemas/overview';

/**
 * The administrators' overview, derived from schemas/overview.ts (type-only, no schema code in bundles).
 *
 * Route (donation service, behind the gateway's /api):
 *   GET /admin/overview    admin    DonationOverview
 * A member's own summary is their history (`GET /user/:username/transactions`): totals and latest gifts.
 */
export type DonationOverview = Static<typeof DonationOverviewSchema>;
export type OverviewPeriod = Static<typeof OverviewPeriodSchema>;
export type OverviewCampaign = Static<typeof OverviewCampaignSchema>;
export type OverviewDonation = Static<typeof OverviewDonationSchema>;
export type OverviewChart = Static<typeof OverviewChartSchema>;
export type OverviewSeries = Static<typeof OverviewSeriesSchema>;

/** A campaign ending within this many days is listed as ending soon. */
export const OVERVIEW_ENDING_SOON_DAYS = 7;
/** Charts name this many campaigns; the rest are summed as "lainnya". */
export const OVERVIEW_TOP_CAMPAIGNS = 5;
export const OVERVIEW_DAYS = 90;
export const OVERVIEW_MONTHS = 24;
export const OVERVIEW_LATEST = 10;
/** The key and label of the summed rest of a chart's campaigns. */
export const OVERVIEW_OTHERS = { key: 'lainnya', label: 'Lainnya' } as const;
