import { canMove, ledgerStatusOf, totalEffect } from '../domain/ledger';
import {
  insertCampaign,
  insertPendingTransaction,
  insertUsers,
  postNotification,
  signedNotification,
  startPayEnv,
  totalCollected,
  type PayEnv,
} from './pay-fixtures';
import type { LedgerStatus } from '../db/tables';

describe('ledger state machine', () => {
  it('maps gateway statuses, counting a capture only with fraud_status accept', () => {
    expect(ledgerStatusOf('settlement', 'accept')).toBe('settlement');
    expect(ledgerStatusOf('capture', 'accept')).toBe('capture');
    expect(ledgerStatusOf('capture', 'challenge')).toBe('pending');
    expect(ledgerStatusOf('capture', 'deny')).toBe('deny');
    expect(ledgerStatusOf('authorize', undefined)).toBeNull();
    expect(ledgerStatusOf('partial_refund', undefined)).toBeNull();
  });

  it('moves only forward', () => {
    const forward: [LedgerStatus, LedgerStatus][] = [
      ['pending', 'settlement'],
      ['pending', 'capture'],
      ['pending', 'expire'],
      ['pending', 'cancel'],
      ['pending', 'deny'],
      ['capture', 'settlement'],
      ['settlement', 'refund'],
      ['settlement', 'chargeback'],
      ['capture', 'refund'],
    ];
    const backward: [LedgerStatus, LedgerStatus][] = [
      ['settlement', 'pending'],
      ['settlement', 'expire'],
      ['expire', 'settlement'],
      ['refund', 'settlement'],
      ['cancel', 'pending'],
      ['pending', 'refund'],
      ['chargeback', 'refund'],
      ['settlement', 'capture'],
    ];
    for (const [a, b] of forward) expect(canMove(a, b)).toBe(true);
    for (const [a, b] of backward) expect(canMove(a, b)).toBe(false);
  });

  it('adds on entering a successful state and subtracts on leaving it', () => {
    expect(totalEffect('pending', 'settlement')).toBe(1);
    expect(totalEffect('pending', 'capture')).toBe(1);
    expect(totalEffect('capture', 'settlement')).toBe(0);
    expect(totalEffect('settlement', 'refund')).toBe(-1);
    expect(totalEffect('pending', 'expire')).toBe(0);
  });
});

describe('concurrent settlements', () => {
  let env: PayEnv;
  beforeAll(async () => {
    env = await startPayEnv();
    await insertUsers(env.svc);
  });
  afterAll(() => env.close());

  it('50 orders settled at once, each notified three times at once, leave total_collected equal to the sum', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 100_000_000 });
    const orders = [];
    for (let i = 0; i < 50; i++)
      orders.push(await insertPendingTransaction(env.svc, { donation_pk: c.pk, amount: 10_000 + i * 1_000 }));
    const expected = orders.reduce((sum, o) => sum + Number(o.gross_amount.replace('.00', '')), 0);
    const notify = (body: unknown) => postNotification(env.svc, body);
    const answers = await Promise.all(
      orders
        .flatMap((o) => [o, o, o])
        .map((o) => notify(signedNotification({ ...o, transaction_status: 'settlement' }))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(await totalCollected(env.svc, c.pk)).toBe(expected);
    const settled = await env.svc
      .db('transactions')
      .where({ donation_pk: c.pk, status: 'settlement' })
      .sum({ s: 'amount' })
      .first();
    expect(Number(settled?.s)).toBe(expected);
  });
});
