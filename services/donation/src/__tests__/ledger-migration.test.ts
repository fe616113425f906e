import { migrateLatest } from '@yayasan/service-kit';
import { createTestDatabase, type TestDatabase } from '@yayasan/service-kit/testing';
import { migrations } from '../../migrations';
import { ledgerTotals, verifyAllChains } from '../domain/ledger-chain';

/** The migration that introduced the ledger chains the donations a database already holds (demo data). */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase('ledger_migration');
});
afterAll(() => t.drop());

test('existing settled donations are chained in settlement order, get receipt codes, and the totals agree', async () => {
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '007'));
  await migrateLatest(t.db, 'donation', before);
  const [pk] = await t.db('donations').insert({
    donation_id: 'demo-asrama',
    title: 'Renovasi Asrama',
    target_amount: 10_000_000,
    total_collected: 80_000,
    expiry_time: new Date(Date.now() + 86_400_000),
    created_by: 1,
  });
  const at = (minutes: number) => new Date(Date.parse('2025-05-01T01:00:00Z') + minutes * 60_000);
  await t.db('transactions').insert([
    {
      order_id: 'D-2',
      donation_pk: pk,
      user_id: 7,
      donor_name: 'Budi',
      amount: 50_000,
      payment_method: 'qris',
      status: 'settlement',
      settled_at: at(5),
    },
    {
      order_id: 'D-1',
      donation_pk: pk,
      user_id: 8,
      donor_name: 'Siti',
      amount: 30_000,
      payment_method: 'gopay',
      status: 'capture',
      settled_at: at(1),
    },
    {
      order_id: 'D-3',
      donation_pk: pk,
      user_id: 9,
      donor_name: 'Ani',
      amount: 99_000,
      payment_method: 'qris',
      status: 'pending',
    },
  ]);

  await migrateLatest(t.db, 'donation', migrations);

  const entries = await t.db('ledger_entries').where({ donation_pk: pk }).orderBy('seq');
  expect(entries.map((e) => [e.seq, e.kind, Number(e.amount)])).toEqual([
    [1, 'online_contribution', 30_000],
    [2, 'online_contribution', 50_000],
  ]);
  const codes = await t.db('transactions').orderBy('order_id').select('order_id', 'receipt_code');
  expect(codes[0].receipt_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
  expect(codes[1].receipt_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
  expect(codes[2].receipt_code).toBeNull();
  expect(await ledgerTotals(t.db, Number(pk))).toEqual({ collected: 80_000, disbursed: 0 });
  expect(await verifyAllChains(t.db)).toEqual({ checked: 2, mismatch: null });
  expect((await t.db('donations').where({ id: pk }).first('fund'))?.fund).toBe('infaq');
});
