import { Type } from '@sinclair/typebox';

/**
 * The administrators' overview (`GET /admin/overview`, the `/dashboard` page): the foundation's
 * donations by Asia/Jakarta period, running campaigns, the latest gifts and the series behind the
 * charts. Every amount is read from the open ledger (contributions less reversed contributions),
 * so the year's figure is `/ledger/summary`'s money in for the same days. Amounts are integer rupiah.
 */

const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD (Asia/Jakarta)' });

const PeriodSpanSchema = Type.Object({
  from: Day,
  to: Day,
  amount: Type.Integer({ description: 'Money in: contributions less reversed contributions, rupiah' }),
  count: Type.Integer({
    description: 'Gifts received in the span that still count (refunded or reversed ones left out)',
  }),
});

export const OverviewPeriodSchema = Type.Object({
  current: PeriodSpanSchema,
  /** The same period before: yesterday, last month or last year, to the same day. */
  previous: PeriodSpanSchema,
});

export const OverviewCampaignSchema = Type.Object({
  donation_id: Type.String(),
  title: Type.String(),
  target_amount: Type.Integer(),
  total_collected: Type.Integer(),
  percentage_collected: Type.Integer({ description: 'floor(collected ÷ target × 100)' }),
  donor_count: Type.Integer(),
  expiry_time: Type.String({ description: 'ISO 8601' }),
  days_left: Type.Integer({
    description: "Days to the end, rounded up (at least 1), as the campaign page's 'n hari lagi'",
  }),
  ending_soon: Type.Boolean({ description: 'Ends within OVERVIEW_ENDING_SOON_DAYS days' }),
});

export const OverviewDonationSchema = Type.Object({
  order_id: Type.String(),
  donation_id: Type.String({ description: "The campaign's id ('' for the general fund)" }),
  title: Type.String({ description: "The campaign's title, or the general fund's name" }),
  donor_name: Type.String(),
  anonymous: Type.Boolean({ description: 'The donor asked not to be named in public lists' }),
  amount: Type.Integer(),
  channel: Type.Union([Type.Literal('online'), Type.Literal('offline')]),
  method: Type.String({ description: 'How it was paid, in Indonesian' }),
  settled_at: Type.String({ description: 'ISO 8601: the settlement, or the day an offline gift was given' }),
});

export const OverviewSeriesSchema = Type.Object({
  key: Type.String({ description: "A campaign's id, a method key, or 'lainnya' for the rest" }),
  label: Type.String(),
  values: Type.Array(Type.Integer(), { description: "Money in per bucket, aligned with the chart's buckets" }),
});

export const OverviewChartSchema = Type.Object({
  buckets: Type.Array(Type.String(), { description: 'Jakarta days (YYYY-MM-DD) or months (YYYY-MM), oldest first' }),
  totals: Type.Array(Type.Integer(), { description: 'Money in per bucket' }),
  by_campaign: Type.Array(OverviewSeriesSchema, { description: 'The largest campaigns of the span, then the rest' }),
  by_method: Type.Array(OverviewSeriesSchema),
});

export const DonationOverviewSchema = Type.Object(
  {
    today: Day,
    periods: Type.Object({ today: OverviewPeriodSchema, month: OverviewPeriodSchema, year: OverviewPeriodSchema }),
    campaigns: Type.Array(OverviewCampaignSchema, { description: 'Running (published, open) campaigns, ending first' }),
    latest: Type.Array(OverviewDonationSchema, { description: 'The latest settled gifts still counted, newest first' }),
    daily: OverviewChartSchema,
    monthly: OverviewChartSchema,
  },
  { description: "The foundation's donations at a glance (administrators)" },
);
