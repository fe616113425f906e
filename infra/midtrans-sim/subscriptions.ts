import { randomUUID } from 'node:crypto';
import { parseJakartaTime } from '@yayasan/format';
import type { SavedCards } from './card-tokens';
import type { LinkedAccounts } from './linked-accounts';
import { MESSAGES, midtransError, type MidtransErrorBody } from './errors';
import type { Order, OrderStore } from './orders';
import { addMonths, DAY_MS, toWholeSecond } from './time';

export type SubscriptionPaymentType = 'credit_card' | 'gopay';
export type IntervalUnit = 'day' | 'week' | 'month';

export interface Subscription {
  id: string;
  name: string;
  /** Whole rupiah, as Midtrans stores it ('14000'). */
  amount: string;
  currency: 'IDR';
  paymentType: SubscriptionPaymentType;
  /** A card's saved_token_id, or a linked GoPay account's GOPAY_WALLET token. */
  token: string;
  gopayAccountId?: string;
  interval: number;
  intervalUnit: IntervalUnit;
  maxInterval?: number;
  /** Epoch ms, whole seconds: the schedule counts from here. */
  startTime: number;
  /** Charges made since startTime (the schedule's position); reset when start_time changes. */
  sinceStart: number;
  /** Charges made in all. */
  currentInterval: number;
  previousExecutionAt?: number;
  status: 'active' | 'inactive';
  createdAt: number;
  metadata?: unknown;
  customerDetails?: unknown;
  transactionIds: string[];
}

const UNITS: readonly IntervalUnit[] = ['day', 'week', 'month'];
const NAME_PATTERN = /^[A-Za-z0-9\-_~.]{1,40}$/;
/** The generated order ID: the subscription's name and 10 digits (Midtrans's own rule). */
const ORDER_DIGITS = 10;

export const SUBSCRIPTION_NOT_FOUND = "Subscription doesn't exist.";
export const SUBSCRIPTION_UPDATED = 'Subscription is updated.';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** When the schedule's `n`-th charge (0-based, counted from startTime) falls. */
export function executionAt(sub: Subscription, n: number): number {
  const steps = n * sub.interval;
  if (sub.intervalUnit === 'month') return addMonths(sub.startTime, steps);
  return sub.startTime + steps * (sub.intervalUnit === 'week' ? 7 : 1) * DAY_MS;
}

export const nextExecutionAt = (sub: Subscription): number => executionAt(sub, sub.sinceStart);

const hasRunOut = (sub: Subscription) => sub.maxInterval !== undefined && sub.currentInterval >= sub.maxInterval;

/** Microsecond ISO time in UTC, as Midtrans's subscription API writes its times. */
const isoTime = (ms: number) => new Date(ms).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');

/** The subscription as GET /v1/subscriptions/:id (and the create answer) shows it. */
export function subscriptionBody(sub: Subscription, merchantId: string): Json {
  const schedule: Json = {
    interval: sub.interval,
    interval_unit: sub.intervalUnit,
    current_interval: sub.currentInterval,
    start_time: isoTime(sub.startTime),
  };
  if (sub.maxInterval !== undefined) schedule.max_interval = sub.maxInterval;
  if (sub.previousExecutionAt !== undefined) schedule.previous_execution_at = isoTime(sub.previousExecutionAt);
  if (!hasRunOut(sub)) schedule.next_execution_at = isoTime(nextExecutionAt(sub));
  const body: Json = {
    id: sub.id,
    name: sub.name,
    amount: sub.amount,
    currency: sub.currency,
    created_at: isoTime(sub.createdAt),
    schedule,
    status: sub.status,
    token: sub.token,
    payment_type: sub.paymentType,
    transaction_ids: sub.transactionIds,
    merchant_id: merchantId,
  };
  if (sub.metadata !== undefined) body.metadata = sub.metadata;
  if (sub.customerDetails !== undefined) body.customer_details = sub.customerDetails;
  if (sub.gopayAccountId) body.gopay = { account_id: sub.gopayAccountId };
  return body;
}

export interface SubscriptionContext {
  savedCards: SavedCards;
  accounts: LinkedAccounts;
  now: number;
}

interface Fields {
  name?: string;
  amount?: string;
  token?: string;
  gopayAccountId?: string;
  interval?: number;
  intervalUnit?: IntervalUnit;
  maxInterval?: number;
  startTime?: number;
}

const positiveInteger = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined);

/** Reads the fields a create or update may carry; `required` names those a create must have. */
function readFields(payload: Json, required: boolean, errors: string[]): Fields {
  const fields: Fields = {};
  const given = (key: string) => payload[key] !== undefined;
  if (given('name') || required) {
    if (typeof payload.name === 'string' && NAME_PATTERN.test(payload.name)) fields.name = payload.name;
    else errors.push('name is required: up to 40 letters, digits, dash, underscore, tilde or dot');
  }
  if (given('amount') || required) {
    const amount = typeof payload.amount === 'number' ? String(payload.amount) : payload.amount;
    if (typeof amount === 'string' && /^[1-9]\d{0,11}$/.test(amount)) fields.amount = amount;
    else errors.push('amount must be a positive whole number without decimals');
  }
  if ((given('currency') || required) && payload.currency !== 'IDR') errors.push('currency must be IDR');
  if (given('token') || required) {
    if (typeof payload.token === 'string' && payload.token !== '') fields.token = payload.token;
    else errors.push('token is required');
  }
  const gopay = payload.gopay;
  if (gopay !== undefined) {
    if (isObject(gopay) && typeof gopay.account_id === 'string' && gopay.account_id !== '') {
      fields.gopayAccountId = gopay.account_id;
    } else errors.push('gopay.account_id is required');
  }
  const schedule = payload.schedule;
  if (schedule === undefined && !required) return fields;
  if (!isObject(schedule)) {
    errors.push('schedule is required');
    return fields;
  }
  if (schedule.interval !== undefined || required) {
    fields.interval = positiveInteger(schedule.interval);
    if (fields.interval === undefined) errors.push('schedule.interval must be a positive integer');
  }
  if (schedule.interval_unit !== undefined || required) {
    const unit = UNITS.find((u) => u === schedule.interval_unit);
    if (unit) fields.intervalUnit = unit;
    else errors.push(`schedule.interval_unit must be one of ${UNITS.join(', ')}`);
  }
  if (schedule.max_interval !== undefined) {
    fields.maxInterval = positiveInteger(schedule.max_interval);
    if (fields.maxInterval === undefined) errors.push('schedule.max_interval must be a positive integer');
  }
  if (schedule.start_time !== undefined) {
    const start = parseJakartaTime(schedule.start_time, { requireOffset: true });
    if (start) fields.startTime = toWholeSecond(start.getTime());
    else errors.push("schedule.start_time must be formatted 'yyyy-MM-dd HH:mm:ss Z'");
  }
  return fields;
}

/** The token must stand for something chargeable: a saved card, or the linked GoPay account's wallet. */
function checkToken(
  paymentType: SubscriptionPaymentType,
  token: string,
  gopayAccountId: string | undefined,
  ctx: SubscriptionContext,
  errors: string[],
): void {
  if (paymentType === 'credit_card') {
    if (!ctx.savedCards.get(token)) errors.push('token is not a saved card token (saved_token_id)');
    return;
  }
  if (!gopayAccountId) {
    errors.push('gopay.account_id is required for gopay');
    return;
  }
  const account = ctx.accounts.byWalletToken(token);
  if (!account || account.accountId !== gopayAccountId) {
    errors.push('token is not the GOPAY_WALLET token of an enabled gopay.account_id');
  }
}

export type SubscriptionOutcome<T> =
  { ok: true; value: T } | { ok: false; httpStatus: number; body: MidtransErrorBody };

const invalid = (errors: string[]) => ({
  ok: false as const,
  httpStatus: 400,
  body: midtransError(400, MESSAGES.invalidPayload, errors),
});

/** Subscriptions by id, and the charges their schedules make. */
export class SubscriptionStore {
  private readonly subscriptions = new Map<string, Subscription>();

  get(id: string): Subscription | undefined {
    return this.subscriptions.get(id);
  }

  all(): Subscription[] {
    return [...this.subscriptions.values()];
  }

  /** POST /v1/subscriptions. */
  create(payload: unknown, ctx: SubscriptionContext): SubscriptionOutcome<Subscription> {
    if (!isObject(payload)) return invalid(['the body must be a JSON object']);
    const errors: string[] = [];
    const fields = readFields(payload, true, errors);
    const paymentType = payload.payment_type;
    if (paymentType !== 'credit_card' && paymentType !== 'gopay') {
      errors.push('payment_type must be credit_card or gopay');
    } else if (fields.token) {
      checkToken(paymentType, fields.token, fields.gopayAccountId, ctx, errors);
    }
    if (errors.length > 0 || (paymentType !== 'credit_card' && paymentType !== 'gopay')) return invalid(errors);
    const now = toWholeSecond(ctx.now);
    const sub: Subscription = {
      id: randomUUID(),
      name: fields.name!,
      amount: fields.amount!,
      currency: 'IDR',
      paymentType,
      token: fields.token!,
      interval: fields.interval!,
      intervalUnit: fields.intervalUnit!,
      startTime: fields.startTime ?? now,
      sinceStart: 0,
      currentInterval: 0,
      status: 'active',
      createdAt: now,
      transactionIds: [],
    };
    if (fields.maxInterval !== undefined) sub.maxInterval = fields.maxInterval;
    if (paymentType === 'gopay') sub.gopayAccountId = fields.gopayAccountId;
    if (payload.metadata !== undefined) sub.metadata = payload.metadata;
    if (payload.customer_details !== undefined) sub.customerDetails = payload.customer_details;
    this.subscriptions.set(sub.id, sub);
    return { ok: true, value: sub };
  }

  /** PATCH /v1/subscriptions/:id: name, amount, token, gopay account and schedule may change. */
  update(sub: Subscription, payload: unknown, ctx: SubscriptionContext): SubscriptionOutcome<Subscription> {
    if (!isObject(payload)) return invalid(['the body must be a JSON object']);
    const errors: string[] = [];
    const fields = readFields(payload, false, errors);
    if (fields.token !== undefined || fields.gopayAccountId !== undefined) {
      checkToken(sub.paymentType, fields.token ?? sub.token, fields.gopayAccountId ?? sub.gopayAccountId, ctx, errors);
    }
    if (errors.length > 0) return invalid(errors);
    if (fields.name !== undefined) sub.name = fields.name;
    if (fields.amount !== undefined) sub.amount = fields.amount;
    if (fields.token !== undefined) sub.token = fields.token;
    if (fields.gopayAccountId !== undefined) sub.gopayAccountId = fields.gopayAccountId;
    if (fields.maxInterval !== undefined) sub.maxInterval = fields.maxInterval;
    const rescheduled =
      fields.interval !== undefined || fields.intervalUnit !== undefined || fields.startTime !== undefined;
    if (rescheduled) {
      // The schedule counts again from the new start (or from the next charge the old one had due).
      const from = fields.startTime ?? nextExecutionAt(sub);
      if (fields.interval !== undefined) sub.interval = fields.interval;
      if (fields.intervalUnit !== undefined) sub.intervalUnit = fields.intervalUnit;
      sub.startTime = from;
      sub.sinceStart = 0;
    }
    return { ok: true, value: sub };
  }

  /** POST /v1/subscriptions/:id/disable: no charge is made while inactive. */
  disable(sub: Subscription): void {
    sub.status = 'inactive';
  }

  /** POST /v1/subscriptions/:id/enable: charges resume at the next scheduled time; missed ones are not made up. */
  enable(sub: Subscription, now: number): void {
    if (sub.status === 'active') return;
    sub.status = 'active';
    while (nextExecutionAt(sub) <= now) sub.sinceStart++;
  }

  /**
   * Makes every charge that is due by `now` (of `only`, when given): one per scheduled time that has
   * passed, each timed at its scheduled time, each an order whose ID is the subscription's name and 10 digits.
   */
  chargeDue(now: number, ctx: ChargeContext, only?: Subscription): Order[] {
    const made: Order[] = [];
    for (const sub of only ? [only] : this.subscriptions.values()) {
      while (sub.status === 'active' && !hasRunOut(sub) && nextExecutionAt(sub) <= now) {
        const at = nextExecutionAt(sub);
        const order = chargeOrder(sub, at, ctx);
        ctx.store.add(order);
        sub.transactionIds.push(order.transactionId);
        sub.previousExecutionAt = at;
        sub.sinceStart++;
        sub.currentInterval++;
        made.push(order);
      }
    }
    return made;
  }
}

export interface ChargeContext {
  store: OrderStore;
  savedCards: SavedCards;
  merchantId: string;
  notificationUrls: string[];
}

/** Midtrans's 10 digits are its own; here the charge's time in epoch seconds, unique per subscription and time. */
function orderIdFor(sub: Subscription, at: number, store: OrderStore): string {
  let digits = Math.floor(at / 1000);
  const id = (n: number) => `${sub.name}-${String(n).padStart(ORDER_DIGITS, '0').slice(-ORDER_DIGITS)}`;
  while (store.byOrder(id(digits))) digits++;
  return id(digits);
}

/** One scheduled charge: a card is captured (or denied by its bank), a GoPay wallet settles. */
function chargeOrder(sub: Subscription, at: number, ctx: ChargeContext): Order {
  const order: Order = {
    transactionId: randomUUID(),
    orderId: orderIdFor(sub, at, ctx.store),
    merchantId: ctx.merchantId,
    grossAmount: `${sub.amount}.00`,
    paymentType: sub.paymentType,
    transactionTime: at,
    expiryTime: at + DAY_MS,
    status: 'settlement',
    customerDetails: sub.customerDetails,
    notificationUrls: ctx.notificationUrls,
    subscriptionId: sub.id,
  };
  if (sub.paymentType === 'credit_card') {
    const card = ctx.savedCards.get(sub.token);
    order.maskedCard = card?.maskedCard;
    order.cardDenied = card?.denied ?? true;
    order.savedTokenId = sub.token;
    order.status = order.cardDenied ? 'deny' : 'capture';
  } else {
    order.settlementTime = at;
  }
  return order;
}
