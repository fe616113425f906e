import {
  GENERAL_FUND,
  GENERAL_FUND_LABEL,
  MESSAGES,
  jakartaToday,
  offlineOverTargetMessage,
} from '@yayasan/validation';
import { GENERAL_FUND_PK, ledgerTotals, verifyAllChains } from '../domain/ledger-chain';
import { runLedgerVerify } from '../ledger-verify';
import {
  ADMIN,
  DONOR,
  authFor,
  insertCampaign,
  insertPendingTransaction,
  insertUsers,
  postNotification,
  signedNotification,
  simulator,
  startPayEnv,
  totalCollected,
  type PayEnv,
} from './pay-fixtures';

/**
 * An offline gift never lifts a campaign past its target (issue 38, probes 1–3): it is held to the
 * online amount rules against the room left after settled and pending online payments,
 * under the campaign lock that every settlement also takes. The rest goes to the general fund.
 */

let env: PayEnv;
let admin: { authorization: string };
let donor: { authorization: string };

beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
  [admin, donor] = await Promise.all([ADMIN, DONOR].map((u) => authFor(env.svc, u)));
});
afterAll(() => env.close());

const gift = (over: object = {}) => ({
  date: jakartaToday(),
  amount: 10_000,
  method: 'cash',
  show_in_donor_list: true,
  ...over,
});
const postGift = (donationId: string, body: object) =>
  env.svc.app.inject({
    method: 'POST',
    url: `/donation/${donationId}/offline-donations`,
    headers: admin,
    payload: body,
  });
const campaignAnswer = async (donationId: string) =>
  (await env.svc.app.inject({ method: 'GET', url: `/donation/${donationId}/details` })).json();

/** What a refused gift must leave untouched: the counter, the chain and the stored transactions. */
async function stateOf(pk: number) {
  const [entries, transactions] = await Promise.all([
    env.svc.db('ledger_entries').where({ donation_pk: pk }).count({ n: '*' }).first(),
    env.svc.db('transactions').where({ donation_pk: pk }).count({ n: '*' }).first(),
  ]);
  return {
    collected: await totalCollected(env.svc, pk),
    entries: Number(entries?.n),
    transactions: Number(transactions?.n),
  };
}

async function settle(pk: number, amount: number) {
  const order = await insertPendingTransaction(env.svc, { donation_pk: pk, amount });
  expect(
    (await postNotification(env.svc, signedNotification({ ...order, transaction_status: 'settlement' }))).statusCode,
  ).toBe(200);
}

describe('an offline gift and the target', () => {
  it('refuses 10.000 on a campaign at 20.000 of 20.000, with the room and where the rest can go, and changes nothing', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 20_000 });
    await settle(c.pk, 20_000);
    const before = await stateOf(c.pk);
    const res = await postGift(c.donation_id, gift());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: offlineOverTargetMessage('0') });
    expect(res.json().error).toContain(GENERAL_FUND_LABEL);
    expect(await stateOf(c.pk)).toEqual(before);
    expect(await campaignAnswer(c.donation_id)).toMatchObject({
      total_collected: 20_000,
      percentage_collected: 100,
      remaining_amount: 0,
    });
  });

  it('refuses 10^15 on a 10-million target, a string amount and a fraction; accepts exactly the room', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 10_000_000 });
    await settle(c.pk, 2_500_000);
    const before = await stateOf(c.pk);
    const huge = await postGift(c.donation_id, gift({ amount: 10 ** 15 }));
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ error: offlineOverTargetMessage('7.500.000') });
    for (const amount of ['10000', 10_000.5, 2 ** 53]) {
      expect((await postGift(c.donation_id, gift({ amount }))).statusCode).toBe(400);
    }
    const small = await postGift(c.donation_id, gift({ amount: 9_999 }));
    expect(small.json()).toEqual({ error: MESSAGES.donationMinimum });
    expect(await stateOf(c.pk)).toEqual(before);

    expect((await postGift(c.donation_id, gift({ amount: 7_500_000 }))).statusCode).toBe(201);
    expect(await campaignAnswer(c.donation_id)).toMatchObject({
      total_collected: 10_000_000,
      percentage_collected: 100,
    });
  });

  it('leaves room for pending online orders, even past their expiry: they settle later without another check', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 100_000 });
    const pay = (amount: number) =>
      env.svc.app.inject({
        method: 'POST',
        url: `/donation/${c.donation_id}/pay`,
        headers: donor,
        payload: { amount, payment_method: 'qris' },
      });
    const [first, second] = [await pay(40_000), await pay(20_000)];
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    // Paid in its last second, reported after its expiry: still pending here until Midtrans says so.
    await env.svc
      .db('transactions')
      .where({ order_id: second.json().order_id })
      .update({ expiry_time: new Date(Date.now() - 1000) });
    const ledger = (await env.svc.app.inject({ method: 'GET', url: `/donation/${c.donation_id}/ledger` })).json();
    expect(ledger.available).toBe(40_000);
    const res = await postGift(c.donation_id, gift({ amount: 50_000 }));
    expect(res.json()).toEqual({ error: offlineOverTargetMessage('40.000') });
    expect((await postGift(c.donation_id, gift({ amount: 40_000 }))).statusCode).toBe(201);
    for (const paid of [first, second]) {
      const sent = await simulator(env.simUrl, 'pay', { order_id: paid.json().order_id });
      expect(sent.body.notification.delivered).toBe(true);
    }
    expect(await totalCollected(env.svc, c.pk)).toBe(100_000);
  });

  it('one offline gift racing 40 online settlements near the target never ends above it', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await insertCampaign(env.svc, { target_amount: 1_000_000 });
      // 40 orders of 22.500 reserve 900.000 through the real pay route; 100.000 is left for others.
      const orders: string[] = [];
      for (let i = 0; i < 40; i++) {
        const res = await env.svc.app.inject({
          method: 'POST',
          url: `/donation/${c.donation_id}/pay`,
          headers: donor,
          payload: { amount: 22_500, payment_method: 'qris' },
        });
        expect(res.statusCode).toBe(201);
        orders.push(res.json().order_id);
      }
      // The gift starts at a different point among the settlements each round.
      const giftAt = [0, 20, 40][round];
      let giftAnswer: Awaited<ReturnType<typeof postGift>> | undefined;
      const moves: (() => Promise<unknown>)[] = orders.map(
        (order_id) => () => simulator(env.simUrl, 'pay', { order_id }),
      );
      moves.splice(giftAt, 0, async () => {
        giftAnswer = await postGift(c.donation_id, gift({ amount: 200_000 }));
      });
      await Promise.all(moves.map((move) => move()));
      expect(giftAnswer?.statusCode).toBe(400);
      expect(giftAnswer?.json()).toEqual({ error: offlineOverTargetMessage('100.000') });
      const collected = await totalCollected(env.svc, c.pk);
      expect(collected).toBe(900_000);
      expect((await ledgerTotals(env.svc.db, c.pk)).collected).toBe(collected);
      expect(collected).toBeLessThanOrEqual(1_000_000);
    }
  });
});

describe('the general fund', () => {
  it('takes what a campaign has no room for, on a chain of its own that ledger:verify checks, shown in the public report', async () => {
    const before = (await env.svc.app.inject({ method: 'GET', url: '/ledger/general-fund' })).json();
    const res = await env.svc.app.inject({
      method: 'POST',
      url: '/ledger/general-fund/offline-donations',
      headers: admin,
      payload: gift({ amount: 10 ** 15, donor_name: 'Bapak Hamid' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().entry).toMatchObject({ kind: 'offline_contribution', fund: GENERAL_FUND, amount: 10 ** 15 });
    expect(res.json().entry.seq).toBe(before.entry_count + 1);
    const after = (await env.svc.app.inject({ method: 'GET', url: '/ledger/general-fund' })).json();
    expect(after).toMatchObject({
      fund: GENERAL_FUND,
      label: GENERAL_FUND_LABEL,
      collected: before.collected + 10 ** 15,
      entry_count: before.entry_count + 1,
      head_hash: res.json().entry.hash,
    });
    expect(await ledgerTotals(env.svc.db, GENERAL_FUND_PK)).toEqual({ collected: after.collected, disbursed: 0 });
    expect((await verifyAllChains(env.svc.db)).mismatch).toBeNull();

    const summary = (await env.svc.app.inject({ method: 'GET', url: '/ledger/summary' })).json();
    expect(summary.funds).toContainEqual(
      expect.objectContaining({ fund: GENERAL_FUND, label: GENERAL_FUND_LABEL, money_in: after.collected }),
    );
    const verified = (await env.svc.app.inject({ method: 'GET', url: `/verify/${res.json().receipt_code}` })).json();
    expect(verified).toMatchObject({ fund: GENERAL_FUND, title: GENERAL_FUND_LABEL, counted: true, intact: true });

    // A correction is a reversal on the fund's own chain; a changed counter is named by ledger:verify.
    const reversal = await env.svc.app.inject({
      method: 'POST',
      url: `/ledger/general-fund/${res.json().entry.seq}/reversal`,
      headers: admin,
      payload: { reason: 'Salah catat' },
    });
    expect(reversal.statusCode).toBe(201);
    expect((await env.svc.app.inject({ method: 'GET', url: '/ledger/general-fund' })).json().collected).toBe(
      before.collected,
    );
    await env.svc.db('ledger_general_fund').increment('total_collected', 1);
    expect((await verifyAllChains(env.svc.db)).mismatch).toMatchObject({ donation_pk: GENERAL_FUND_PK });
    const printed: string[] = [];
    expect(await runLedgerVerify(env.svc.db, (line) => printed.push(line))).toBe(1);
    expect(printed[0]).toMatch(
      /^Ledger mismatch: the general fund \(Dana Umum Yayasan\), entry seq \d+: campaign totals/,
    );
    await env.svc.db('ledger_general_fund').decrement('total_collected', 1);
  });

  it('is recorded by administrators only and follows the offline rules', async () => {
    const url = '/ledger/general-fund/offline-donations';
    expect((await env.svc.app.inject({ method: 'POST', url, payload: gift() })).statusCode).toBe(401);
    expect((await env.svc.app.inject({ method: 'POST', url, headers: donor, payload: gift() })).statusCode).toBe(403);
    const small = await env.svc.app.inject({ method: 'POST', url, headers: admin, payload: gift({ amount: 5_000 }) });
    expect(small.json()).toEqual({ error: MESSAGES.donationMinimum });
  });
});
