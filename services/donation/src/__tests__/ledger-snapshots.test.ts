import { jakartaToday } from '@yayasan/validation';
import { takeDailySnapshot } from '../domain/ledger-snapshots';
import {
  insertCampaign,
  insertPendingTransaction,
  insertUsers,
  postNotification,
  signedNotification,
  startPayEnv,
  type PayEnv,
} from './pay-fixtures';

let env: PayEnv;
beforeAll(async () => {
  env = await startPayEnv({ payments: { ledgerSnapshots: { intervalMs: 100 } } });
  await insertUsers(env.svc);
});
afterAll(() => env.close());

test("the snapshot job records today's head of a campaign by itself", async () => {
  const c = await insertCampaign(env.svc);
  const order = await insertPendingTransaction(env.svc, { donation_pk: c.pk, amount: 25_000 });
  await postNotification(env.svc, signedNotification({ ...order, transaction_status: 'settlement' }));
  const head = await env.svc.db('ledger_entries').where({ donation_pk: c.pk, seq: 1 }).first('hash');
  const snapshot = () =>
    env.svc.db('ledger_snapshots').where({ donation_pk: c.pk, day: jakartaToday() }).first('entry_count', 'head_hash');
  // Wait for the job's next pass (the campaign had no entry before the settlement above).
  let row = await snapshot();
  while (!row) {
    await new Promise((r) => setTimeout(r, 50));
    row = await snapshot();
  }
  expect(row).toEqual({ entry_count: 1, head_hash: head?.hash });
});

test('the snapshot reads without locks: a payment being settled (its campaign held) neither waits for it nor deadlocks', async () => {
  const c = await insertCampaign(env.svc);
  const first = await insertPendingTransaction(env.svc, { donation_pk: c.pk, amount: 10_000 });
  await postNotification(env.svc, signedNotification({ ...first, transaction_status: 'settlement' }));
  const day = '2031-01-02';
  await env.svc.db.transaction(async (payment) => {
    // As a settlement does: the campaign row held for update, then an entry appended to its chain.
    await payment('donations').where({ id: c.pk }).forUpdate().first('id');
    // A locking INSERT … SELECT would wait here for the campaign row until the lock wait timeout.
    expect(await takeDailySnapshot(env.svc.db, day)).toBeGreaterThan(0);
    await payment('ledger_entries').where({ donation_pk: c.pk }).forUpdate().select('seq');
  });
  const row = await env.svc.db('ledger_snapshots').where({ donation_pk: c.pk, day }).first('entry_count');
  expect(row).toEqual({ entry_count: 1 });
});
