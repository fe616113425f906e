// A pledge's states, kinds and bounds: used by its wire types and its schemas alike.

export const PLEDGE_WAYS = ['reminder', 'automatic'] as const;
export const PLEDGE_STATES = ['linking', 'active', 'paused', 'stopped'] as const;
export const PLEDGE_PAUSE_REASONS = ['donor', 'campaign_ended'] as const;
export const PLEDGE_MONTH_STATES = ['paid', 'waiting', 'missed'] as const;
export const PLEDGE_CAMPAIGN_STATES = ['running', 'ended'] as const;
/** The methods an automatic pledge is charged with (Midtrans subscriptions). */
export const PLEDGE_AUTOMATIC_PAYMENT_TYPES = ['credit_card', 'gopay'] as const;
/** A pledge's day of the month: 1–28, so every month has it. */
export const PLEDGE_DAY_BOUNDS = { minimum: 1, maximum: 28 } as const;
/** A month, Asia/Jakarta: 'YYYY-MM'. */
export const PLEDGE_MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';
/** A pledge lists this many latest months. */
export const PLEDGE_MONTHS_SHOWN = 12;
/** The admin overview covers this many months. */
export const PLEDGE_OVERVIEW_MONTHS = 24;
/** The second (and last) reminder of a month comes this many days after the first. */
export const PLEDGE_SECOND_REMINDER_DAYS = 3;
export const PLEDGE_NOTICE_KINDS = ['reminder', 'campaign_ended'] as const;
