import fc from 'fast-check';
import { jakartaToday } from '@yayasan/validation';
import { ledgerTotals, verifyChain } from '../domain/ledger-chain';
import {
  ADMIN,
  DONOR,
  authFor,
  insertCampaign,
  insertUsers,
  postNotification,
  signedNotification,
  simulator,
  startPayEnv,
  type PayEnv,
} from './pay-fixtures';

/**
 * Random sequences of online payments (ordered through the pay route, settled, expired or refunded
 * by the simulator's and Midtrans's notifications), offline gifts, disbursements and reversals on one
 * campaign; after every step the campaign's figures obey the ledger's invariants.
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

const PROOF = 'http://site.test/media/0b8e5a5e-8c1f-4d1e-9f59-3f1d2a4b5c6d.jpg';

type Step =
  | { kind: 'pay'; amount: number }
  | { kind: 'settle' | 'expire' | 'refund' | 'reverseGift' | 'reverseDisbursement'; pick: number }
  | { kind: 'offline' | 'disburse'; amount: number };

const amount = fc.oneof(fc.integer({ min: 1_000, max: 150_000 }), fc.constantFrom(10_000, 25_000, 50_000));
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: amount.map((a) => ({ kind: 'pay' as const, amount: a })) },
  { weight: 3, arbitrary: fc.nat().map((p) => ({ kind: 'settle' as const, pick: p })) },
  { weight: 1, arbitrary: fc.nat().map((p) => ({ kind: 'expire' as const, pick: p })) },
  { weight: 1, arbitrary: fc.nat().map((p) => ({ kind: 'refund' as const, pick: p })) },
  { weight: 3, arbitrary: amount.map((a) => ({ kind: 'offline' as const, amount: a })) },
  { weight: 2, arbitrary: amount.map((a) => ({ kind: 'disburse' as const, amount: a })) },
  { weight: 1, arbitrary: fc.nat().map((p) => ({ kind: 'reverseGift' as const, pick: p })) },
  { weight: 1, arbitrary: fc.nat().map((p) => ({ kind: 'reverseDisbursement' as const, pick: p })) },
);

const post = (url: string, payload: object, headers = admin) =>
  env.svc.app.inject({ method: 'POST', url, headers, payload });

const pickOf = <T>(list: T[], pick: number): T | undefined => (list.length ? list[pick % list.length] : undefined);

/** Orders of the campaign in one state, oldest first. */
const ordersIn = async (pk: number, status: string) =>
  (await env.svc
    .db('transactions')
    .where({ donation_pk: pk, channel: 'online' })
    .where('status', status)
    .orderBy('id')
    .select('order_id', 'amount')) as { order_id: string; amount: number }[];

/** Entries of one kind that no reversal has undone yet. */
const unreversed = async (pk: number, kind: string) =>
  (
    (await env.svc
      .db('ledger_entries as e')
      .leftJoin('ledger_entries as r', function () {
        this.on('r.donation_pk', 'e.donation_pk').andOn('r.reverses_seq', 'e.seq');
      })
      .where({ 'e.donation_pk': pk, 'e.kind': kind })
      .whereNull('r.id')
      .orderBy('e.seq')
      .select('e.seq')) as { seq: number }[]
  ).map((r) => Number(r.seq));

async function run(c: { pk: number; donation_id: string }, s: Step): Promise<void> {
  const base = `/donation/${c.donation_id}`;
  switch (s.kind) {
    case 'pay': {
      const res = await post(`${base}/pay`, { amount: s.amount, payment_method: 'qris' }, donor);
      expect([201, 400, 409]).toContain(res.statusCode);
      return;
    }
    case 'settle':
    case 'expire': {
      const order = pickOf(await ordersIn(c.pk, 'pending'), s.pick);
      if (!order) return;
      const sent = await simulator(env.simUrl, s.kind === 'settle' ? 'pay' : 'expire', { order_id: order.order_id });
      expect(sent.body.notification.delivered).toBe(true);
      return;
    }
    case 'refund': {
      // Only a refund the balance still holds: Midtrans refunds without asking, and money already
      // given out cannot be taken back from the campaign (that shortfall is the foundation's to cover).
      const row = await env.svc.db('donations').where({ id: c.pk }).first('total_collected', 'total_disbursed');
      const balance = Number(row?.total_collected) - Number(row?.total_disbursed);
      const refundable = (await ordersIn(c.pk, 'settlement')).filter((o) => Number(o.amount) <= balance);
      const order = pickOf(refundable, s.pick);
      if (!order) return;
      const body = signedNotification({
        order_id: order.order_id,
        gross_amount: `${Number(order.amount)}.00`,
        transaction_status: 'refund',
      });
      expect((await postNotification(env.svc, body)).statusCode).toBe(200);
      return;
    }
    case 'offline': {
      const res = await post(`${base}/offline-donations`, {
        date: jakartaToday(),
        amount: s.amount,
        method: 'cash',
        show_in_donor_list: true,
      });
      expect([201, 400]).toContain(res.statusCode);
      return;
    }
    case 'disburse': {
      const res = await post(`${base}/disbursements`, {
        date: jakartaToday(),
        amount: s.amount,
        category: 'makan',
        description: 'Beras dan lauk',
        proofs: [PROOF],
      });
      expect([201, 400]).toContain(res.statusCode);
      return;
    }
    case 'reverseGift':
    case 'reverseDisbursement': {
      const kind = s.kind === 'reverseGift' ? 'offline_contribution' : 'disbursement';
      const seq = pickOf(await unreversed(c.pk, kind), s.pick);
      if (seq === undefined) return;
      const res = await post(`${base}/ledger/${seq}/reversal`, { reason: 'Koreksi' });
      // A gift already spent cannot be taken back (the balance would go below 0).
      expect([201, 400]).toContain(res.statusCode);
      return;
    }
  }
}

async function checkInvariants(c: { pk: number; donation_id: string }, target: number, s: Step): Promise<void> {
  const row = await env.svc.db('donations').where({ id: c.pk }).first('total_collected', 'total_disbursed');
  const collected = Number(row?.total_collected);
  const disbursed = Number(row?.total_disbursed);
  const totals = await ledgerTotals(env.svc.db, c.pk);
  const shown = (await env.svc.app.inject({ method: 'GET', url: `/donation/${c.donation_id}/details` })).json();
  const ledger = (await env.svc.app.inject({ method: 'GET', url: `/donation/${c.donation_id}/ledger` })).json();
  const after = { step: s, collected, disbursed, target };
  expect({ ...after, overTarget: collected > target }).toMatchObject({ overTarget: false });
  expect({ ...after, fromLedger: totals }).toMatchObject({ fromLedger: { collected, disbursed } });
  expect({ ...after, balance: collected - disbursed >= 0 }).toMatchObject({ balance: true });
  expect({ ...after, shown: [shown.total_collected, shown.percentage_collected] }).toMatchObject({
    shown: [collected, Math.floor((collected * 100) / target)],
  });
  expect([ledger.collected, ledger.balance]).toEqual([collected, collected - disbursed]);
  expect((await verifyChain(env.svc.db, c.pk)).mismatch).toBeNull();
}

describe('the ledger under random sequences of payments, gifts, disbursements and reversals', () => {
  it('keeps collected ≤ target, collected = the ledger contributions, balance ≥ 0 and the percentage = floor(collected ÷ target × 100)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 30 }).map((n) => n * 10_000 + 5_000),
        fc.array(step, { minLength: 1, maxLength: 14 }),
        async (target, steps) => {
          const c = await insertCampaign(env.svc, { target_amount: target });
          for (const s of steps) {
            await run(c, s);
            await checkInvariants(c, target, s);
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
