import { sha512Signature, simulator, startReceiver, type MidtransBody, type Receiver, type Sim } from './helpers';

interface MidtransClientError extends Error {
  httpStatusCode: number | null;
  ApiResponse: { status_code?: string; status_message?: string; validation_messages?: string[] } | null;
}

interface SubscriptionAnswer {
  id: string;
  name: string;
  amount: string;
  status: string;
  payment_type: string;
  token: string;
  transaction_ids: string[];
  schedule: {
    interval: number;
    interval_unit: string;
    current_interval: number;
    start_time: string;
    next_execution_at?: string;
    previous_execution_at?: string;
  };
  gopay?: { account_id: string };
}

interface AccountAnswer {
  status_code: string;
  account_id: string;
  account_status: string;
  actions?: { name: string; method: string; url: string }[];
  metadata?: { payment_options?: { name: string; token: string; active: boolean }[] };
}

interface CoreApiClient {
  apiConfig: { getCoreApiBaseUrl: () => string };
  cardRegister(parameter: unknown): Promise<{ status_code: string; saved_token_id: string; masked_card: string }>;
  linkPaymentAccount(parameter: unknown): Promise<AccountAnswer>;
  getPaymentAccount(accountId: string): Promise<AccountAnswer>;
  createSubscription(parameter: unknown): Promise<SubscriptionAnswer>;
  getSubscription(id: string): Promise<SubscriptionAnswer>;
  disableSubscription(id: string): Promise<{ status_message: string }>;
  enableSubscription(id: string): Promise<{ status_message: string }>;
  updateSubscription(id: string, parameter: unknown): Promise<{ status_message: string }>;
  transaction: { status(id: string): Promise<MidtransBody> };
}

const midtransClient = require('midtrans-client') as {
  CoreApi: new (options: { isProduction: boolean; serverKey: string; clientKey: string }) => CoreApiClient;
  MidtransError: new (...args: unknown[]) => MidtransClientError;
};

const CLIENT_KEY = 'SB-Mid-client-test-key';

function coreApi(baseUrl: string): CoreApiClient {
  const core = new midtransClient.CoreApi({
    isProduction: false,
    serverKey: 'SB-Mid-server-test-key',
    clientKey: CLIENT_KEY,
  });
  core.apiConfig.getCoreApiBaseUrl = () => baseUrl;
  return core;
}

async function rejection(promise: Promise<unknown>): Promise<MidtransClientError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(midtransClient.MidtransError);
    return err as MidtransClientError;
  }
  throw new Error('expected the call to fail');
}

interface AdvanceAnswer {
  now: string;
  charges: {
    subscription_id: string;
    order_id: string;
    transaction_id: string;
    transaction_status: string;
    gross_amount: string;
    transaction_time: string;
    notification: { delivered: boolean };
  }[];
}

async function advance(sim: Sim, body: Record<string, unknown>): Promise<{ status: number; body: AdvanceAnswer }> {
  const res = await sim.request({ method: 'POST', url: '/simulator/clock/advance', payload: body });
  return { status: res.statusCode, body: res.json<AdvanceAnswer>() };
}

/** 10 January 2026, 10:00 in Jakarta: the simulator's clock starts here and only the control moves it. */
const START = Date.UTC(2026, 0, 10, 3, 0, 0);
const epochSeconds = (iso: string) => String(Math.floor(Date.parse(iso) / 1000));

describe('subscriptions, card registration and GoPay linking', () => {
  let receiver: Receiver;
  let sim: Sim;
  let core: CoreApiClient;

  beforeEach(async () => {
    receiver = await startReceiver();
    sim = await simulator({ notificationUrl: receiver.url, now: () => START });
    core = coreApi(sim.url);
  });
  afterEach(async () => {
    await sim.close();
    await receiver.close();
  });

  const registerCard = (cardNumber = '4811111111111114') =>
    core.cardRegister({
      card_number: cardNumber,
      card_exp_month: '12',
      card_exp_year: '2030',
      card_cvv: '123',
      client_key: CLIENT_KEY,
    });

  const cardSubscription = (token: string, extra: Record<string, unknown> = {}) =>
    core.createSubscription({
      name: 'pledge-7',
      amount: '50000',
      currency: 'IDR',
      payment_type: 'credit_card',
      token,
      schedule: { interval: 1, interval_unit: 'month', start_time: '2026-02-05 08:00:00 +0700' },
      metadata: { pledge_id: 7 },
      ...extra,
    });

  it('registers a card with the client key, answering a saved token that is not the card', async () => {
    const registered = await registerCard();
    expect(registered).toMatchObject({ status_code: '200', masked_card: '481111-1114' });
    expect(registered.saved_token_id).toMatch(/^481111.+1114$/);
    expect(registered.saved_token_id).not.toContain('4811111111111114');

    const refused = await sim.request({ url: '/v2/card/register?card_number=12&card_exp_month=13&card_cvv=1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().validation_messages).toEqual(
      expect.arrayContaining(['client_key is required', 'card_number must be 13 to 19 digits']),
    );
  });

  it('charges a card subscription once per month that passed, each as a signed capture notification', async () => {
    const { saved_token_id: token } = await registerCard();
    const created = await cardSubscription(token);
    expect(created).toMatchObject({
      name: 'pledge-7',
      amount: '50000',
      status: 'active',
      payment_type: 'credit_card',
      token,
      transaction_ids: [],
      schedule: { interval: 1, interval_unit: 'month', current_interval: 0 },
    });
    expect(created.schedule.next_execution_at).toBe('2026-02-05T01:00:00.000000Z');

    // Nothing is due before the start time.
    expect((await advance(sim, { days: 20 })).body.charges).toEqual([]);

    const first = await advance(sim, { days: 6 });
    expect(first.status).toBe(200);
    expect(first.body.now).toBe('2026-02-05 10:00:00');
    expect(first.body.charges).toHaveLength(1);
    const [charge] = first.body.charges;
    expect(charge).toMatchObject({
      subscription_id: created.id,
      order_id: `pledge-7-${epochSeconds('2026-02-05T01:00:00Z')}`,
      transaction_status: 'capture',
      gross_amount: '50000.00',
      transaction_time: '2026-02-05 08:00:00',
      notification: { delivered: true },
    });
    const [notification] = await receiver.waitFor(1);
    expect(notification).toMatchObject({
      order_id: charge.order_id,
      transaction_id: charge.transaction_id,
      status_code: '200',
      transaction_status: 'capture',
      fraud_status: 'accept',
      payment_type: 'credit_card',
      gross_amount: '50000.00',
      masked_card: '481111-1114',
      saved_token_id: token,
    });
    expect(notification.signature_key).toBe(sha512Signature(charge.order_id, '200', '50000.00'));
    expect(await core.transaction.status(charge.order_id)).toMatchObject({ transaction_status: 'capture' });

    // Two months later: two charges, March's and April's, in order; the schedule moved two months.
    const late = await advance(sim, { months: 2 });
    expect(late.body.charges.map((c) => c.transaction_time)).toEqual(['2026-03-05 08:00:00', '2026-04-05 08:00:00']);
    const read = await core.getSubscription(created.id);
    expect(read.schedule).toMatchObject({
      current_interval: 3,
      previous_execution_at: '2026-04-05T01:00:00.000000Z',
      next_execution_at: '2026-05-05T01:00:00.000000Z',
    });
    expect(read.transaction_ids).toEqual([charge.transaction_id, ...late.body.charges.map((c) => c.transaction_id)]);
    expect(receiver.received.map((n) => n.order_id)).toEqual([
      charge.order_id,
      ...late.body.charges.map((c) => c.order_id),
    ]);
  });

  it('charges nothing while disabled, resumes at the next scheduled time, and charges the updated amount', async () => {
    const { saved_token_id: token } = await registerCard();
    const created = await cardSubscription(token);

    expect(await core.disableSubscription(created.id)).toEqual({ status_message: 'Subscription is updated.' });
    expect((await core.getSubscription(created.id)).status).toBe('inactive');
    expect((await advance(sim, { months: 2 })).body.charges).toEqual([]);

    expect(await core.enableSubscription(created.id)).toEqual({ status_message: 'Subscription is updated.' });
    const enabled = await core.getSubscription(created.id);
    expect(enabled).toMatchObject({ status: 'active' });
    // Now 10 March: February's and March's times passed while it was off and are not made up.
    expect(enabled.schedule.next_execution_at).toBe('2026-04-05T01:00:00.000000Z');

    expect(await core.updateSubscription(created.id, { amount: '75000' })).toEqual({
      status_message: 'Subscription is updated.',
    });
    const next = await advance(sim, { months: 1 });
    expect(next.body.charges).toHaveLength(1);
    expect(next.body.charges[0]).toMatchObject({ gross_amount: '75000.00', transaction_time: '2026-04-05 08:00:00' });

    // A new day of the month: the schedule counts from the new start time.
    await core.updateSubscription(created.id, {
      schedule: { start_time: '2026-05-20 08:00:00 +0700' },
    });
    expect((await core.getSubscription(created.id)).schedule.next_execution_at).toBe('2026-05-20T01:00:00.000000Z');
  });

  it('shows subscriptions and the clock on the page, whose form advances the clock and charges', async () => {
    const { saved_token_id: token } = await registerCard();
    const created = await cardSubscription(token);
    const before = await sim.request({ url: '/simulator' });
    expect(before.body).toContain('2026-01-10 10:00:00');
    expect(before.body).toContain(created.id);
    expect(before.body).toContain('2026-02-05 08:00:00');

    const moved = await sim.request({
      method: 'POST',
      url: '/simulator/clock/advance',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'months=1&days=0',
    });
    expect(moved.statusCode).toBe(303);
    const message = new URL(moved.headers.get('location')!, sim.url).searchParams.get('msg');
    expect(message).toBe('Jam simulator kini 2026-02-10 10:00:00; 1 tagihan langganan dibuat.');
    await receiver.waitFor(1);
    const after = await sim.request({ url: '/simulator' });
    expect(after.body).toContain(`pledge-7-${epochSeconds('2026-02-05T01:00:00Z')}`);
    expect(after.body).toContain('2026-03-05 08:00:00');
  });

  it("charges one subscription's next scheduled time on request, leaving the clock and the others", async () => {
    const { saved_token_id: token } = await registerCard('4811111111111114');
    const first = await cardSubscription(token);
    await cardSubscription(token, { name: 'pledge-8' });

    const res = await sim.request({ method: 'POST', url: `/simulator/subscriptions/${first.id}/charge-next` });
    expect(res.statusCode).toBe(200);
    const { charges } = res.json<AdvanceAnswer>();
    expect(charges).toMatchObject([{ subscription_id: first.id, transaction_status: 'capture' }]);
    expect(charges[0].order_id).toBe(`pledge-7-${epochSeconds('2026-02-05T01:00:00Z')}`);
    const [notification] = await receiver.waitFor(1);
    expect(notification).toMatchObject({ order_id: charges[0].order_id, transaction_status: 'capture' });

    // The clock did not move: advancing by nothing charges nobody else.
    expect((await advance(sim, {})).body.charges).toEqual([]);
    const missing = await sim.request({ method: 'POST', url: '/simulator/subscriptions/nope/charge-next' });
    expect(missing.statusCode).toBe(404);
  });

  it('a card its bank refuses is charged and denied (status 202)', async () => {
    const { saved_token_id: token } = await registerCard('4911111111111113');
    await cardSubscription(token);
    const { body } = await advance(sim, { months: 1 });
    expect(body.charges).toMatchObject([{ transaction_status: 'deny' }]);
    const [notification] = await receiver.waitFor(1);
    expect(notification).toMatchObject({ status_code: '202', transaction_status: 'deny' });
  });

  it('links a GoPay account through its activation page and charges a GoPay subscription with its wallet token', async () => {
    const linked = await core.linkPaymentAccount({
      payment_type: 'gopay',
      gopay_partner: {
        phone_number: '81234567890',
        country_code: '62',
        redirect_url: 'https://site.test/back?pledge=7',
      },
    });
    expect(linked).toMatchObject({ status_code: '201', account_status: 'PENDING' });
    const activation = linked.actions?.find((a) => a.name === 'activation-link-url');
    expect(activation?.url).toBe(`http://sim.test/simulator/gopay-link/${linked.account_id}`);
    expect(await core.getPaymentAccount(linked.account_id)).toMatchObject({ account_status: 'PENDING' });

    // Not linked yet: no wallet token exists to subscribe with.
    const early = await rejection(
      core.createSubscription({
        name: 'pledge-8',
        amount: '20000',
        currency: 'IDR',
        payment_type: 'gopay',
        token: 'anything',
        gopay: { account_id: linked.account_id },
        schedule: { interval: 1, interval_unit: 'month', start_time: '2026-01-15 08:00:00 +0700' },
      }),
    );
    expect(early.httpStatusCode).toBe(400);

    const page = await sim.request({ url: new URL(activation!.url).pathname });
    expect(page.body).toContain('Hubungkan akun GoPay');
    const approved = await sim.request({
      method: 'POST',
      url: `/simulator/gopay-link/${linked.account_id}/approve`,
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.get('location')).toBe('https://site.test/back?pledge=7');

    const account = await core.getPaymentAccount(linked.account_id);
    expect(account).toMatchObject({ status_code: '200', account_status: 'ENABLED' });
    const wallet = account.metadata?.payment_options?.find((o) => o.name === 'GOPAY_WALLET');
    expect(wallet).toMatchObject({ active: true, token: expect.any(String) });

    const created = await core.createSubscription({
      name: 'pledge-8',
      amount: '20000',
      currency: 'IDR',
      payment_type: 'gopay',
      token: wallet!.token,
      gopay: { account_id: linked.account_id },
      schedule: { interval: 1, interval_unit: 'month', start_time: '2026-01-15 08:00:00 +0700' },
    });
    expect(created).toMatchObject({
      status: 'active',
      payment_type: 'gopay',
      gopay: { account_id: linked.account_id },
    });
    const { body } = await advance(sim, { days: 5 });
    expect(body.charges).toMatchObject([{ transaction_status: 'settlement', transaction_time: '2026-01-15 08:00:00' }]);
    const [notification] = await receiver.waitFor(1);
    expect(notification).toMatchObject({
      payment_type: 'gopay',
      status_code: '200',
      transaction_status: 'settlement',
      settlement_time: '2026-01-15 08:00:00',
    });
  });

  it('refuses what Midtrans refuses: no key, unknown ids, a token that is not a saved card, a bad clock move', async () => {
    const noKey = await sim.request({ method: 'POST', url: '/v1/subscriptions', payload: {} });
    expect(noKey.statusCode).toBe(401);

    const missing = await rejection(core.getSubscription('no-such-subscription'));
    expect(missing.httpStatusCode).toBe(404);
    expect(missing.ApiResponse?.status_message).toBe("Subscription doesn't exist.");
    expect((await rejection(core.disableSubscription('no-such-subscription'))).httpStatusCode).toBe(404);
    expect((await rejection(core.getPaymentAccount('no-such-account'))).httpStatusCode).toBe(404);

    const notSaved = await rejection(cardSubscription('481111-1114-one-time-token'));
    expect(notSaved.httpStatusCode).toBe(400);
    expect(notSaved.ApiResponse?.validation_messages).toContain('token is not a saved card token (saved_token_id)');

    const { saved_token_id: token } = await registerCard();
    const bad = await rejection(
      core.createSubscription({
        name: 'bad name!',
        amount: '10.5',
        currency: 'USD',
        payment_type: 'credit_card',
        token,
      }),
    );
    expect(bad.ApiResponse?.validation_messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining('name'),
        expect.stringContaining('amount'),
        'currency must be IDR',
        'schedule is required',
      ]),
    );
    const created = await cardSubscription(token);
    const badUpdate = await rejection(core.updateSubscription(created.id, { amount: '-1' }));
    expect(badUpdate.httpStatusCode).toBe(400);
    expect((await core.getSubscription(created.id)).amount).toBe('50000');

    const badMove = await advance(sim, { days: -1 });
    expect(badMove.status).toBe(400);
    const unauthorizedLink = await sim.request({
      method: 'POST',
      url: '/v2/pay/account',
      headers: { authorization: 'Basic ' + Buffer.from('SB-Mid-server-wrong:').toString('base64') },
      payload: { payment_type: 'gopay' },
    });
    expect(unauthorizedLink.statusCode).toBe(401);
  });
});
