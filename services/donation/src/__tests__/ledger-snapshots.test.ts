import type { Knex } from 'knex';
import { jakartaToday } from '@yayasan/validation';
import { campaignHeads } from '../repositories/ledger-entries';
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

test("the snapshot finds each campaign's head through the (campaign, seq) index, never a grouped derived table", async () => {
  const c = await insertCampaign(env.svc);
  for (const amount of [10_000, 20_000, 30_000]) {
    const order = await insertPendingTransaction(env.svc, { donation_pk: c.pk, amount });
    await postNotification(env.svc, signedNotification({ ...order, transaction_status: 'settlement' }));
  }
  const heads = await campaignHeads(env.svc.db);
  const last = await env.svc
    .db('ledger_entries')
    .where({ donation_pk: c.pk })
    .orderBy('seq', 'desc')
    .first('seq', 'hash');
  expect(heads.find((h) => h.donation_pk === c.pk)).toMatchObject({ entry_count: last?.seq, head_hash: last?.hash });
  // A derived table grouped by campaign lets MariaDB choose a lateral plan by the table's statistics,
  // which ran for minutes on a large ledger.
  const { sql, bindings } = (campaignHeads(env.svc.db) as unknown as Knex.QueryBuilder).toSQL().toNative();
  const [plan] = (await env.svc.db.raw(`EXPLAIN ${sql}`, bindings)) as [{ select_type: string; table: string }[]];
  expect(plan.map((row) => row.select_type)).not.toContainEqual(expect.stringContaining('DERIVED'));
  expect(plan).toContainEqual(expect.objectContaining({ select_type: 'DEPENDENT SUBQUERY', table: 'x' }));
});
