import { PLEDGE_MESSAGES } from '@yayasan/contracts';
import { parseJakartaTime } from '@yayasan/format';
import { HttpError } from '@yayasan/service-kit';
import type { PledgeTableRow } from '../db/tables';
import {
  activateGopayPledge,
  disablePledgeSubscription,
  enablePledgeSubscription,
  pledgeSubscriptionsFor,
  readPledgeSubscription,
  startAutomaticPledge,
  updatePledgeSubscription,
} from '../domain/pledge-subscriptions';
import { MidtransGateway } from '../domain/midtrans';
import { INVALID_SIGNATURE } from '../routes/notification';
import {
  DONOR,
  insertCampaign,
  insertUsers,
  postNotification,
  SERVER_KEY,
  signedNotification,
  startPayEnv,
  totalCollected,
  type PayEnv,
} from './pay-fixtures';

let env: PayEnv;

beforeAll(async () => {
  env = await startPayEnv();
  midtransGateway = new MidtransGateway({
    serverKey: SERVER_KEY,
    clientKey: 'SB-Mid-client-integration-test',
    baseUrl: env.simUrl,
  });
  await insertUsers(env.svc);
});
afterAll(() => env.close());

/** The service's own gateway configuration (same keys, the same simulator). */
let midtransGateway: MidtransGateway;
const gateway = () => midtransGateway;
const options = (now: Date) => ({ publicUrl: 'http://site.test', now });

interface Charge {
  subscription_id: string;
  order_id: string;
  transaction_id: string;
  transaction_status: string;
  gross_amount: string;
  transaction_time: string;
  notification: { delivered: boolean; status?: number };
}

/** Moves the simulator's clock; it charges what fell due and has delivered each notification when this resolves. */
async function advance(by: { months?: number; days?: number }): Promise<{ now: Date; charges: Charge[] }> {
  const res = await fetch(`${env.simUrl}/simulator/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(by),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { now: string; charges: Charge[] };
  return { now: parseJakartaTime(body.now)!, charges: body.charges };
}

/** The simulator's present (its clock runs ahead once a test moved it). */
const simulatorNow = async () => (await advance({})).now;

async function insertPledge(o: {
  donation_pk: number;
  payment_type: 'credit_card' | 'gopay';
  amount?: number;
  day_of_month?: number;
  prayer?: string | null;
}): Promise<PledgeTableRow> {
  const [id] = await env.svc.db('pledges').insert({
    user_id: DONOR.id,
    donation_pk: o.donation_pk,
    amount: o.amount ?? 50_000,
    day_of_month: o.day_of_month ?? 5,
    way: 'automatic',
    payment_type: o.payment_type,
    prayer: o.prayer ?? null,
    is_anonymous: false,
    state: 'linking',
  });
  return (await env.svc.db('pledges').where({ id }).first())!;
}

async function registerCard(cardNumber = '4811111111111114'): Promise<string> {
  const query = new URLSearchParams({
    card_number: cardNumber,
    card_exp_month: '12',
    card_exp_year: '2035',
    card_cvv: '123',
    client_key: 'SB-Mid-client-integration-test',
  });
  const res = await fetch(`${env.simUrl}/v2/card/register?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { saved_token_id: string }).saved_token_id;
}

async function cardPledge(o: { amount?: number; prayer?: string } = {}) {
  const campaign = await insertCampaign(env.svc, { target_amount: 100_000_000 });
  const pledge = await insertPledge({ donation_pk: campaign.pk, payment_type: 'credit_card', ...o });
  const token = await registerCard();
  const started = await startAutomaticPledge(
    env.svc.db,
    gateway(),
    pledge,
    { saved_token_id: token },
    options(await simulatorNow()),
  );
  return { campaign, pledge: started, token };
}

const pledgeRows = (pledgeId: number) => env.svc.db('transactions').where({ pledge_id: pledgeId }).orderBy('id');
const months = (pledgeId: number) => env.svc.db('pledge_months').where({ pledge_id: pledgeId }).orderBy('month');
const row = async (id: number) => (await env.svc.db('pledges').where({ id }).first())!;

/** Rejects with the 502 the donor is shown when Midtrans refuses or cannot be reached. */
async function expectSubscriptionFailure(promise: Promise<unknown>): Promise<void> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  expect(err).toMatchObject({ statusCode: 502, message: PLEDGE_MESSAGES.subscriptionFailed });
}

describe('automatic pledges: card subscriptions charged by Midtrans', () => {
  it("creates the card subscription on the pledge's day at 08:00 Jakarta and records each monthly charge once", async () => {
    const { campaign, pledge, token } = await cardPledge({ amount: 50_000, prayer: 'Semoga berkah' });
    expect(pledge).toMatchObject({ state: 'active', payment_token: token, subscription_id: expect.any(String) });
    expect(await row(pledge.id)).toMatchObject({ state: 'active', subscription_id: pledge.subscription_id });

    const subscription = await readPledgeSubscription(gateway(), pledge.subscription_id!);
    expect(subscription).toMatchObject({
      name: `pledge-${pledge.id}`,
      amount: '50000',
      status: 'active',
      payment_type: 'credit_card',
    });
    // The 5th at 08:00 in Jakarta is 01:00 UTC.
    expect(subscription.schedule.next_execution_at).toMatch(/^\d{4}-\d{2}-05T01:00:00/);

    const { charges } = await advance({ months: 1, days: 1 });
    const mine = charges.filter((c) => c.subscription_id === pledge.subscription_id);
    expect(mine).toHaveLength(1);
    const [charge] = mine;
    expect(charge).toMatchObject({
      order_id: expect.stringMatching(new RegExp(`^pledge-${pledge.id}-\\d{10}$`)),
      transaction_status: 'capture',
      notification: { delivered: true, status: 200 },
    });
    const month = charge.transaction_time.slice(0, 7);

    const [donation] = await pledgeRows(pledge.id);
    expect(donation).toMatchObject({
      order_id: charge.order_id,
      transaction_id: charge.transaction_id,
      pledge_month: month,
      status: 'capture',
      payment_method: 'credit_card',
      user_id: DONOR.id,
      donor_name: DONOR.fullname,
    });
    expect(Number(donation.amount)).toBe(50_000);
    expect(await totalCollected(env.svc, campaign.pk)).toBe(50_000);
    expect(await env.svc.db('prayers').where({ transaction_pk: donation.id }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(await months(pledge.id)).toMatchObject([{ month, state: 'paid', order_id: charge.order_id }]);

    // Midtrans delivers it again (its retry), and three copies race each other: nothing counts twice.
    const status = await fetch(`${env.simUrl}/v2/${charge.order_id}/status`, {
      headers: { authorization: 'Basic ' + Buffer.from(`${SERVER_KEY}:`).toString('base64') },
    });
    const again = { ...(await status.json()), status_message: 'midtrans payment notification' };
    const answers = await Promise.all([1, 2, 3].map(() => postNotification(env.svc, again)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().result)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(await pledgeRows(pledge.id)).toHaveLength(1);
    expect(await totalCollected(env.svc, campaign.pk)).toBe(50_000);
    expect(await env.svc.db('prayers').where({ transaction_pk: donation.id }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(await months(pledge.id)).toHaveLength(1);
  });

  it('counts reordered and late months each in their own month, exactly once', async () => {
    const { campaign, pledge } = await cardPledge({ amount: 30_000 });
    const charge = (orderDigits: string, time: string) =>
      signedNotification({
        order_id: `pledge-${pledge.id}-${orderDigits}`,
        gross_amount: '30000.00',
        transaction_status: 'capture',
        payment_type: 'credit_card',
        transaction_time: time,
      });
    const march = charge('1772672400', '2026-03-05 08:00:00');
    const april = charge('1775350800', '2026-04-05 08:00:00');

    // April's arrives first, March's later, then April's again: two donations, two paid months.
    for (const body of [april, march, april, march]) {
      expect((await postNotification(env.svc, body)).statusCode).toBe(200);
    }
    const rows = await pledgeRows(pledge.id);
    expect(rows.map((r) => [r.order_id, r.pledge_month, r.status])).toEqual([
      [april.order_id, '2026-04', 'capture'],
      [march.order_id, '2026-03', 'capture'],
    ]);
    expect(await totalCollected(env.svc, campaign.pk)).toBe(60_000);
    expect(await months(pledge.id)).toMatchObject([
      { month: '2026-03', state: 'paid', order_id: march.order_id },
      { month: '2026-04', state: 'paid', order_id: april.order_id },
    ]);

    // A new month's charge delivered three times at once: one donation, counted once.
    const june = charge('1780621200', '2026-06-05 08:00:00');
    const raced = await Promise.all([1, 2, 3].map(() => postNotification(env.svc, june)));
    expect(raced.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(raced.map((a) => a.json().result).sort()).toEqual(['moved', 'unchanged', 'unchanged']);
    expect(await env.svc.db('transactions').where({ order_id: june.order_id }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(await totalCollected(env.svc, campaign.pk)).toBe(90_000);
    expect((await months(pledge.id)).map((m) => [m.month, m.state])).toEqual([
      ['2026-03', 'paid'],
      ['2026-04', 'paid'],
      ['2026-06', 'paid'],
    ]);

    // A denied charge is recorded as what it is and pays no month.
    const denied = signedNotification({
      order_id: `pledge-${pledge.id}-1777942800`,
      gross_amount: '30000.00',
      transaction_status: 'deny',
      payment_type: 'credit_card',
      transaction_time: '2026-05-05 08:00:00',
    });
    expect((await postNotification(env.svc, denied)).statusCode).toBe(200);
    expect((await env.svc.db('transactions').where({ order_id: denied.order_id }).first())?.status).toBe('deny');
    expect(await months(pledge.id)).toHaveLength(3);
    expect(await totalCollected(env.svc, campaign.pk)).toBe(90_000);
  });

  it('refuses a forged charge with 403 and records nothing; a charge of no automatic pledge is acknowledged, not recorded', async () => {
    const { campaign, pledge } = await cardPledge();
    const forged = signedNotification(
      {
        order_id: `pledge-${pledge.id}-1772672400`,
        gross_amount: '50000.00',
        transaction_status: 'capture',
        transaction_time: '2026-03-05 08:00:00',
      },
      'not-the-server-key',
    );
    const res = await postNotification(env.svc, forged);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: INVALID_SIGNATURE });
    expect(await pledgeRows(pledge.id)).toHaveLength(0);
    expect(await months(pledge.id)).toHaveLength(0);

    const reminderPledge = await insertPledge({ donation_pk: campaign.pk, payment_type: 'credit_card' });
    await env.svc.db('pledges').where({ id: reminderPledge.id }).update({ way: 'reminder', state: 'active' });
    const stray = signedNotification({
      order_id: `pledge-${reminderPledge.id}-1772672400`,
      gross_amount: '50000.00',
      transaction_status: 'capture',
    });
    const answer = await postNotification(env.svc, stray);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok', result: 'unknown' });
    expect(await pledgeRows(reminderPledge.id)).toHaveLength(0);
    expect(await totalCollected(env.svc, campaign.pk)).toBe(0);
  });

  it('pauses, resumes and changes the subscription: nothing is charged while disabled, the new amount after', async () => {
    const { pledge } = await cardPledge({ amount: 40_000 });
    // As the pledge routes call them: bound to the service's gateway and origin.
    const subscriptions = pledgeSubscriptionsFor(gateway(), 'http://site.test');
    await subscriptions.disable(pledge);
    expect((await readPledgeSubscription(gateway(), pledge.subscription_id!)).status).toBe('inactive');
    const paused = await advance({ months: 2 });
    expect(paused.charges.filter((c) => c.subscription_id === pledge.subscription_id)).toEqual([]);

    await subscriptions.enable(pledge);
    await updatePledgeSubscription(gateway(), pledge, { amount: 60_000, day_of_month: 20 }, { now: paused.now });
    const changed = await readPledgeSubscription(gateway(), pledge.subscription_id!);
    expect(changed).toMatchObject({ status: 'active', amount: '60000' });
    expect(changed.schedule.next_execution_at).toMatch(/^\d{4}-\d{2}-20T01:00:00/);

    const { charges } = await advance({ months: 1, days: 1 });
    const mine = charges.filter((c) => c.subscription_id === pledge.subscription_id);
    expect(mine.map((c) => c.gross_amount)).toEqual(['60000.00']);
    expect(mine[0].transaction_time).toMatch(/^\d{4}-\d{2}-20 08:00:00$/);
    expect((await pledgeRows(pledge.id)).map((r) => Number(r.amount))).toEqual([60_000]);
  });

  it('answers 502 with the contract message when Midtrans refuses, and leaves the pledge as it was', async () => {
    const campaign = await insertCampaign(env.svc);
    const pledge = await insertPledge({ donation_pk: campaign.pk, payment_type: 'credit_card' });
    await expectSubscriptionFailure(
      startAutomaticPledge(env.svc.db, gateway(), pledge, { saved_token_id: 'not-a-saved-token' }, options(new Date())),
    );
    expect(await row(pledge.id)).toMatchObject({ state: 'linking', subscription_id: null, payment_token: null });

    const missing = { subscription_id: 'no-such-subscription' };
    await expectSubscriptionFailure(disablePledgeSubscription(gateway(), missing));
    await expectSubscriptionFailure(enablePledgeSubscription(gateway(), missing));
    await expectSubscriptionFailure(updatePledgeSubscription(gateway(), missing, { amount: 20_000 }));

    await expect(startAutomaticPledge(env.svc.db, gateway(), pledge, {}, options(new Date()))).rejects.toMatchObject({
      statusCode: 400,
      message: PLEDGE_MESSAGES.savedTokenRequired,
    });
  });
});

describe('automatic pledges: GoPay linking, then a GoPay subscription', () => {
  it('waits in linking with the activation link, activates once the donor approved, and records the charge', async () => {
    const campaign = await insertCampaign(env.svc, { target_amount: 100_000_000 });
    const pledge = await insertPledge({ donation_pk: campaign.pk, payment_type: 'gopay', amount: 25_000 });
    await expect(
      startAutomaticPledge(env.svc.db, gateway(), pledge, { gopay_phone: '12' }, options(new Date())),
    ).rejects.toMatchObject({ statusCode: 400, message: PLEDGE_MESSAGES.gopayPhoneRequired });

    const linking = await startAutomaticPledge(
      env.svc.db,
      gateway(),
      pledge,
      { gopay_phone: '0812-3456-7890' },
      options(new Date()),
    );
    expect(linking).toMatchObject({ state: 'linking', gopay_account_id: expect.any(String) });
    expect(linking.activation_url).toBe(`${env.simUrl}/simulator/gopay-link/${linking.gopay_account_id}`);
    expect(await row(pledge.id)).toMatchObject({ state: 'linking', activation_url: linking.activation_url });

    // Not approved yet.
    await expect(activateGopayPledge(env.svc.db, gateway(), linking)).rejects.toMatchObject({
      statusCode: 409,
      message: PLEDGE_MESSAGES.stillLinking,
    });

    const approved = await fetch(`${linking.activation_url}/approve`, { method: 'POST', redirect: 'manual' });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`http://site.test/dashboard/donasi-rutin?pledge=${pledge.id}`);

    const active = await activateGopayPledge(env.svc.db, gateway(), linking, { now: await simulatorNow() });
    expect(active).toMatchObject({ state: 'active', activation_url: null, subscription_id: expect.any(String) });
    expect(await row(pledge.id)).toMatchObject({ state: 'active', subscription_id: active.subscription_id });
    expect(await readPledgeSubscription(gateway(), active.subscription_id!)).toMatchObject({
      payment_type: 'gopay',
      amount: '25000',
    });
    // A second activation (a double tap) finds the pledge active and creates nothing.
    await expect(activateGopayPledge(env.svc.db, gateway(), linking)).rejects.toMatchObject({ statusCode: 409 });

    const { charges } = await advance({ months: 1, days: 1 });
    const mine = charges.filter((c) => c.subscription_id === active.subscription_id);
    expect(mine).toMatchObject([{ transaction_status: 'settlement', notification: { delivered: true } }]);
    expect(await pledgeRows(pledge.id)).toMatchObject([
      { order_id: mine[0].order_id, status: 'settlement', payment_method: 'gopay' },
    ]);
    expect(await months(pledge.id)).toMatchObject([
      { month: mine[0].transaction_time.slice(0, 7), state: 'paid', order_id: mine[0].order_id },
    ]);
    expect(await totalCollected(env.svc, campaign.pk)).toBe(25_000);
  });
});
