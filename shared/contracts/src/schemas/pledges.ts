import { Type, type TSchema } from '@sinclair/typebox';
import { LIMITS } from '@yayasan/validation';
import { PAYMENT_METHODS } from '../payment-choices';
import {
  PLEDGE_CAMPAIGN_STATES,
  PLEDGE_DAY_BOUNDS,
  PLEDGE_MONTH_PATTERN,
  PLEDGE_MONTH_STATES,
  PLEDGE_NOTICE_KINDS,
  PLEDGE_PAUSE_REASONS,
  PLEDGE_STATES,
  PLEDGE_WAYS,
} from '../pledge-rules';
import { DonationAmountSchema } from './donation';

/**
 * Monthly pledges ("Donasi rutin setiap bulan", issue 45): a signed-in donor's promise to give to a
 * running campaign every month, paid after a reminder or charged automatically through a Midtrans
 * subscription. The donation service validates and serializes with these schemas; the browser uses the
 * types and constants of api/pledges.ts. Months are 'YYYY-MM' and days Asia/Jakarta.
 */

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const literals = <T extends readonly string[]>(values: T, options?: { description?: string }) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  );

export const PledgeMonthSchema = Type.Object({
  month: Type.String({ pattern: PLEDGE_MONTH_PATTERN, description: "'YYYY-MM' (Asia/Jakarta)" }),
  state: literals(PLEDGE_MONTH_STATES),
  amount: nullable(Type.Number({ description: 'Rupiah that arrived (paid months)' })),
  order_id: nullable(Type.String({ description: 'The donation that paid the month' })),
});

/** A pledge as its donor sees it. */
export const PledgeSchema = Type.Object(
  {
    id: Type.Integer(),
    campaign: Type.Object({
      id: Type.String({ description: "The campaign's public id (donation_id)" }),
      title: Type.String(),
      status: literals(PLEDGE_CAMPAIGN_STATES),
    }),
    amount: Type.Number({ description: 'Rupiah a month' }),
    day_of_month: Type.Integer(PLEDGE_DAY_BOUNDS),
    way: literals(PLEDGE_WAYS),
    payment_type: Type.String({ description: 'The payment method remembered (reminder) or charged (automatic)' }),
    prayer: nullable(Type.String()),
    is_anonymous: Type.Boolean(),
    state: literals(PLEDGE_STATES),
    pause_reason: nullable(literals(PLEDGE_PAUSE_REASONS)),
    next_date: nullable(
      Type.String({ description: "'YYYY-MM-DD' (Asia/Jakarta): the next due day; null unless active" }),
    ),
    created_at: Type.String({ description: 'ISO 8601' }),
    activation_url: nullable(
      Type.String({ description: 'Automatic GoPay while linking: where the donor links the GoPay account' }),
    ),
    months: Type.Array(PledgeMonthSchema, { description: 'The latest 12 months, newest first' }),
  },
  { description: 'The pledge' },
);

export const PledgeListSchema = Type.Object(
  { pledges: Type.Array(PledgeSchema) },
  { description: "The caller's pledges, newest first" },
);

export const PledgeIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const PledgeMonthParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  month: Type.String({ pattern: PLEDGE_MONTH_PATTERN }),
});

/** `POST /pledges`. Amount, day and prayer are also checked by the shared rules with their messages. */
export const PledgeCreateBodySchema = Type.Object({
  campaign_id: Type.String({ minLength: 1, maxLength: 64 }),
  amount: DonationAmountSchema,
  day_of_month: Type.Integer(PLEDGE_DAY_BOUNDS),
  way: literals(PLEDGE_WAYS),
  payment_type: literals(PAYMENT_METHODS, {
    description:
      "reminder: any method the donate page offers (remembered to prefill); automatic: 'credit_card' or 'gopay'",
  }),
  prayer: Type.Optional(
    nullable(
      Type.String({ maxLength: 4000, description: `At most ${LIMITS.prayerMessageMax} characters (shared rule)` }),
    ),
  ),
  is_anonymous: Type.Boolean(),
  saved_token_id: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 128,
      description: 'Automatic card: the saved card token the browser registered',
    }),
  ),
  gopay_phone: Type.Optional(
    Type.String({ minLength: 1, maxLength: 20, description: 'Automatic GoPay: the phone number of the GoPay account' }),
  ),
});

/** `POST /pledges/:id/pause|resume|stop|activate` take nothing: an empty object, or no body at all. */
export const PledgeActionBodySchema = Type.Union([Type.Object({}), Type.Null()]);

/** `PATCH /pledges/:id`: the fields to change. */
export const PledgePatchBodySchema = Type.Object({
  amount: Type.Optional(DonationAmountSchema),
  day_of_month: Type.Optional(Type.Integer(PLEDGE_DAY_BOUNDS)),
  campaign_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});

/** `GET /pledges/:id/months/:month/pay`: what the one-tap link pre-fills on the donate page. */
export const PledgePayPrefillSchema = Type.Object(
  {
    campaign_id: Type.String(),
    amount: Type.Number(),
    payment_type: Type.String(),
    prayer: nullable(Type.String()),
    is_anonymous: Type.Boolean(),
    pledge_id: Type.Integer(),
    month: Type.String(),
  },
  { description: "The pledge month's donation to pre-fill" },
);

export const PledgeOverviewMonthSchema = Type.Object({
  month: Type.String(),
  pledged: Type.Number({ description: 'Rupiah promised by the pledges active that month' }),
  arrived: Type.Number({ description: 'Rupiah of settled pledge donations of that month' }),
  new_pledges: Type.Integer(),
  stopped_pledges: Type.Integer(),
});

/** `GET /admin/pledges/overview`: the foundation's steady income. */
export const PledgeOverviewSchema = Type.Object(
  {
    months: Type.Array(PledgeOverviewMonthSchema, { description: 'The latest 24 months, oldest first' }),
    counts: Type.Object({ active: Type.Integer(), paused: Type.Integer(), stopped: Type.Integer() }),
    pledged_this_month: Type.Number(),
    arrived_this_month: Type.Number(),
  },
  { description: 'Pledged and arrived income per month' },
);

/** The CSV export of the overview's months. */
export const PledgeOverviewCsvSchema = {
  description: 'The overview months as CSV',
  content: { 'text/csv': { schema: Type.String() } },
};

// ---- site notifications (blog service, which owns notifications) --------------------------------------

/** The donation service reports a pledge notice for its donor; `ref` makes each notice once. */
export const PledgeNotificationsBodySchema = Type.Object({
  ref: Type.String({ minLength: 1, maxLength: 64, description: 'Unique per notice, e.g. pledge-12-2026-11-r1' }),
  user_id: Type.Integer({ minimum: 1 }),
  kind: literals(PLEDGE_NOTICE_KINDS),
  pledge_id: Type.Integer({ minimum: 1 }),
  campaign_id: Type.String({ maxLength: 64 }),
  campaign_title: Type.String({ maxLength: 255 }),
  amount: Type.Integer({ minimum: 1 }),
  month: nullable(Type.String({ pattern: PLEDGE_MONTH_PATTERN })),
  link: Type.String({ maxLength: 500, description: 'Site path the notice opens' }),
});
export const PledgeNotificationsAnswerSchema = Type.Object({
  notified: Type.Boolean({ description: 'False when this ref was reported before' }),
});

/** A pledge notice as the donor's notification list shows it. */
export const PledgeNotificationSchema = Type.Object({
  _id: Type.Integer(),
  type: Type.Literal('pledge'),
  seen: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  pledge: Type.Object({
    kind: literals(PLEDGE_NOTICE_KINDS),
    pledge_id: Type.Integer(),
    campaign_id: Type.String(),
    campaign_title: Type.String(),
    amount: Type.Integer(),
    month: nullable(Type.String()),
    link: Type.String(),
  }),
});
