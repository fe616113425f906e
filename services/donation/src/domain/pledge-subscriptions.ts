import { PLEDGE_DASHBOARD_PATH, PLEDGE_MESSAGES } from '@yayasan/contracts';
import { formatMidtransOrderTime, jakartaParts } from '@yayasan/format';
import { badRequest, conflict, HttpError, type Db } from '@yayasan/service-kit';
import { CoreApi } from 'midtrans-client';
import type { PledgeTableRow } from '../db/tables';
import type { MidtransGateway } from './midtrans';
import { JAKARTA_OFFSET_MS } from './pledge-calendar';
import { updateLinkingPledge, updatePledge } from '../repositories/pledges';

/**
 * Automatic pledges through Midtrans's subscription API: a saved card or a linked GoPay account is
 * charged every month by Midtrans itself (interval 1 month, from the pledge's next day at 08:00
 * Jakarta); each charge comes back as an ordinary signed notification (subscription-notifications.ts).
 * Every call that Midtrans refuses or cannot answer is a 502 with the contract's message, and the
 * pledge is left as it was.
 */

/** The hour (Jakarta) a monthly charge is made on the pledge's day. */
export const CHARGE_HOUR = 8;
/** GoPay numbers are linked with Indonesia's country code. */
const GOPAY_COUNTRY_CODE = '62';

/** The subscription's name: Midtrans makes each charge's order ID from it (name-<10 digits>). */
export const subscriptionName = (pledgeId: number) => `pledge-${pledgeId}`;

/** The pledge a subscription charge's order ID names (optionally prefixed SUBS-), or null. */
export function pledgeIdOfOrder(orderId: string): number | null {
  const match = /^(?:SUBS-)?pledge-(\d{1,10})-\d{10}$/.exec(orderId);
  return match ? Number(match[1]) : null;
}

/** The next time the pledge's day comes round at CHARGE_HOUR Jakarta, strictly after `now`. */
export function nextChargeTime(dayOfMonth: number, now: Date): Date {
  const today = jakartaParts(now);
  const at = (year: number, month: number) =>
    new Date(Date.UTC(year, month - 1, dayOfMonth, CHARGE_HOUR) - JAKARTA_OFFSET_MS);
  const thisMonth = at(today.year, today.month);
  if (thisMonth.getTime() > now.getTime()) return thisMonth;
  return at(today.month === 12 ? today.year + 1 : today.year, today.month === 12 ? 1 : today.month + 1);
}

const clients = new WeakMap<MidtransGateway, CoreApi>();

/** midtrans-client's Core API with the gateway's keys and address (the simulator in development and tests). */
function coreApi(gateway: MidtransGateway): CoreApi {
  let core = clients.get(gateway);
  if (core) return core;
  const { config } = gateway;
  core = new CoreApi({
    isProduction: config.isProduction ?? false,
    serverKey: config.serverKey,
    clientKey: config.clientKey,
  });
  if (config.baseUrl) {
    const url = config.baseUrl.replace(/\/+$/, '');
    core.apiConfig.getCoreApiBaseUrl = () => url;
  }
  clients.set(gateway, core);
  return core;
}

/** Runs a Midtrans call; a refusal or no answer becomes the 502 the donor is told about. */
async function midtrans<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    // The cause goes with the error to the service's log; the donor gets the contract's message.
    throw Object.assign(new HttpError(502, PLEDGE_MESSAGES.subscriptionFailed), { cause: err });
  }
}

/** A GoPay number as Midtrans links it: digits without the country code or the leading 0. */
export function gopayPhoneNumber(phone: string | undefined): string {
  const digits = (phone ?? '').replace(/[\s().-]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) throw badRequest(PLEDGE_MESSAGES.gopayPhoneRequired);
  const local = digits.startsWith(GOPAY_COUNTRY_CODE) ? digits.slice(2) : digits.replace(/^0/, '');
  if (!/^8\d{7,12}$/.test(local)) throw badRequest(PLEDGE_MESSAGES.gopayPhoneRequired);
  return local;
}

interface SubscriptionToken {
  paymentType: 'credit_card' | 'gopay';
  token: string;
  gopayAccountId?: string;
}

function createSubscription(
  gateway: MidtransGateway,
  pledge: Pick<PledgeTableRow, 'id' | 'amount' | 'day_of_month'>,
  payment: SubscriptionToken,
  now: Date,
) {
  return midtrans(() =>
    coreApi(gateway).createSubscription({
      name: subscriptionName(pledge.id),
      amount: String(Number(pledge.amount)),
      currency: 'IDR',
      payment_type: payment.paymentType,
      token: payment.token,
      schedule: {
        interval: 1,
        interval_unit: 'month',
        start_time: formatMidtransOrderTime(nextChargeTime(pledge.day_of_month, now)),
      },
      metadata: { pledge_id: pledge.id },
      ...(payment.gopayAccountId && { gopay: { account_id: payment.gopayAccountId } }),
    }),
  );
}

/**
 * Writes what a new subscription means for the pledge; when the database refuses, the subscription is
 * disabled again (best effort) so that Midtrans never charges for a pledge this site did not record.
 */
async function keepSubscription<T>(
  gateway: MidtransGateway,
  subscriptionId: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await coreApi(gateway)
      .disableSubscription(subscriptionId)
      .catch(() => undefined);
    throw err;
  }
}

export interface AutomaticStart {
  /** Automatic card: the saved card token the donor's browser registered (GET /v2/card/register). */
  saved_token_id?: string;
  /** Automatic GoPay: the donor's GoPay number. */
  gopay_phone?: string;
}

export interface SubscriptionOptions {
  /** The site's origin: GoPay's linking page returns the donor to the pledges page there. */
  publicUrl: string;
  now?: Date;
}

/**
 * Starts an automatic pledge just recorded: a card pledge gets its subscription at once and becomes
 * 'active'; a GoPay pledge asks Midtrans to link the donor's account and waits in 'linking' with the
 * activation_url where the donor approves it (then /activate calls activateGopayPledge). Answers the
 * pledge as it now is. On a refusal (400 for missing input, 502 from Midtrans) nothing is written.
 */
export async function startAutomaticPledge(
  db: Db,
  gateway: MidtransGateway,
  pledge: PledgeTableRow,
  input: AutomaticStart,
  { publicUrl, now = new Date() }: SubscriptionOptions,
): Promise<PledgeTableRow> {
  if (pledge.payment_type === 'credit_card') {
    const token = input.saved_token_id?.trim();
    if (!token) throw badRequest(PLEDGE_MESSAGES.savedTokenRequired);
    const subscription = await createSubscription(gateway, pledge, { paymentType: 'credit_card', token }, now);
    const changes = {
      state: 'active' as const,
      subscription_id: subscription.id,
      payment_token: token,
      updated_at: now,
    };
    await keepSubscription(gateway, subscription.id, () => updatePledge(db, pledge.id, changes));
    return { ...pledge, ...changes };
  }
  if (pledge.payment_type !== 'gopay') throw badRequest(PLEDGE_MESSAGES.automaticPaymentType);
  const phone = gopayPhoneNumber(input.gopay_phone);
  const returnUrl = `${publicUrl.replace(/\/+$/, '')}${PLEDGE_DASHBOARD_PATH}?pledge=${pledge.id}`;
  const account = await midtrans(() =>
    coreApi(gateway).linkPaymentAccount({
      payment_type: 'gopay',
      gopay_partner: { phone_number: phone, country_code: GOPAY_COUNTRY_CODE, redirect_url: returnUrl },
    }),
  );
  const action =
    account.actions?.find((a) => a.name === 'activation-link-url') ??
    account.actions?.find((a) => a.name === 'activation-deeplink');
  if (!account.account_id || (account.account_status !== 'ENABLED' && !action)) {
    throw new HttpError(502, PLEDGE_MESSAGES.subscriptionFailed);
  }
  const changes = {
    state: 'linking' as const,
    gopay_account_id: account.account_id,
    activation_url: action?.url ?? null,
    updated_at: now,
  };
  await updatePledge(db, pledge.id, changes);
  return { ...pledge, ...changes };
}

/**
 * After the donor approved the GoPay link: reads the account (ENABLED → its GOPAY_WALLET token),
 * creates the GoPay subscription and makes the pledge 'active'. 409 while the account is not linked
 * yet. Two activations at once create at most one subscription that counts: the pledge moves out of
 * 'linking' by a conditional UPDATE, and the loser's subscription is disabled again.
 */
export async function activateGopayPledge(
  db: Db,
  gateway: MidtransGateway,
  pledge: PledgeTableRow,
  { now = new Date() }: { now?: Date } = {},
): Promise<PledgeTableRow> {
  if (pledge.state !== 'linking' || !pledge.gopay_account_id) throw conflict(PLEDGE_MESSAGES.notActive);
  const accountId = pledge.gopay_account_id;
  const account = await midtrans(() => coreApi(gateway).getPaymentAccount(accountId));
  const wallet = account.metadata?.payment_options?.find((o) => o.name === 'GOPAY_WALLET' && o.active !== false);
  if (account.account_status !== 'ENABLED' || !wallet?.token) throw conflict(PLEDGE_MESSAGES.stillLinking);
  const subscription = await createSubscription(
    gateway,
    pledge,
    { paymentType: 'gopay', token: wallet.token, gopayAccountId: accountId },
    now,
  );
  const changes = {
    state: 'active' as const,
    subscription_id: subscription.id,
    payment_token: wallet.token,
    activation_url: null,
    updated_at: now,
  };
  const moved = await keepSubscription(gateway, subscription.id, () => updateLinkingPledge(db, pledge.id, changes));
  if (moved === 0) {
    await midtrans(() => coreApi(gateway).disableSubscription(subscription.id));
    throw conflict(PLEDGE_MESSAGES.notActive);
  }
  return { ...pledge, ...changes };
}

/** Stops Midtrans charging the pledge (pause, stop, campaign ended); nothing to do without a subscription. */
export async function disablePledgeSubscription(
  gateway: MidtransGateway,
  pledge: Pick<PledgeTableRow, 'subscription_id'>,
): Promise<void> {
  const id = pledge.subscription_id;
  if (!id) return;
  await midtrans(() => coreApi(gateway).disableSubscription(id));
}

/** Lets Midtrans charge the pledge again (resume): from the next scheduled day, missed months are not made up. */
export async function enablePledgeSubscription(
  gateway: MidtransGateway,
  pledge: Pick<PledgeTableRow, 'subscription_id'>,
): Promise<void> {
  const id = pledge.subscription_id;
  if (!id) return;
  await midtrans(() => coreApi(gateway).enableSubscription(id));
}

/**
 * Changes what Midtrans charges: a new amount, and a new day (the schedule then starts at the new
 * day's next 08:00 Jakarta). Nothing to do without a subscription or without a change.
 */
export async function updatePledgeSubscription(
  gateway: MidtransGateway,
  pledge: Pick<PledgeTableRow, 'subscription_id'>,
  change: { amount?: number; day_of_month?: number },
  { now = new Date() }: { now?: Date } = {},
): Promise<void> {
  const id = pledge.subscription_id;
  if (!id) return;
  const body: Record<string, unknown> = {};
  if (change.amount !== undefined) body.amount = String(change.amount);
  if (change.day_of_month !== undefined) {
    body.schedule = { start_time: formatMidtransOrderTime(nextChargeTime(change.day_of_month, now)) };
  }
  if (Object.keys(body).length === 0) return;
  await midtrans(() => coreApi(gateway).updateSubscription(id, body));
}

/** Midtrans's own view of the pledge's subscription (status, schedule, charges made). */
export function readPledgeSubscription(gateway: MidtransGateway, subscriptionId: string) {
  return midtrans(() => coreApi(gateway).getSubscription(subscriptionId));
}

/**
 * The calls above bound to the service's gateway and origin: what the pledge routes ask of Midtrans
 * (start on creation, activate after GoPay linking, disable on pause/stop, enable on resume, update on
 * a new amount or day). Each throws the 502 of `midtrans` when Midtrans fails.
 */
export function pledgeSubscriptionsFor(gateway: MidtransGateway, publicUrl: string) {
  return {
    start: async (db: Db, pledge: PledgeTableRow, input: AutomaticStart): Promise<void> => {
      await startAutomaticPledge(db, gateway, pledge, input, { publicUrl });
    },
    activate: async (db: Db, pledge: PledgeTableRow): Promise<void> => {
      await activateGopayPledge(db, gateway, pledge);
    },
    disable: (pledge: Pick<PledgeTableRow, 'subscription_id'>) => disablePledgeSubscription(gateway, pledge),
    enable: (pledge: Pick<PledgeTableRow, 'subscription_id'>) => enablePledgeSubscription(gateway, pledge),
    update: (pledge: Pick<PledgeTableRow, 'subscription_id'>, changes: { amount?: number; day_of_month?: number }) =>
      updatePledgeSubscription(gateway, pledge, changes),
  };
}
