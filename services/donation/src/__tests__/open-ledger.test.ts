import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { GENESIS_HASH, LEDGER_MESSAGES } from '@yayasan/contracts';
import { jakartaToday } from '@yayasan/validation';
import { backfillLedger } from '../domain/ledger-backfill';
import { ledgerTotals, verifyAllChains } from '../domain/ledger-chain';
import { runLedgerVerify } from '../ledger-verify';
import { receiptHtml } from '../domain/invoice';
import { takeDailySnapshot } from '../domain/ledger-snapshots';
import { receiptData } from '../domain/payments';
import { disbursementCountQuery, disbursementPageQuery } from '../repositories/ledger-entries';
import { campaignMonthsQuery } from '../repositories/ledger-rollups';
import {
  ADMIN,
  DONOR,
  OTHER,
  authFor,
  insertCampaign,
  insertPendingTransaction,
  insertUsers,
  postNotification,
  signedNotification,
  startPayEnv,
  totalCollected,
  type PayEnv,
} from './pay-fixtures';

let env: PayEnv;
let admin: { authorization: string };
let donor: { authorization: string };

beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
  [admin, donor] = await Promise.all([ADMIN, DONOR].map((u) => authFor(env.svc, u)));
});
afterAll(() => env.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object = {}, payload?: unknown) =>
  env.svc.app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const today = () => jakartaToday();
const PROOF = 'http://site.test/media/0b8e5a5e-8c1f-4d1e-9f59-3f1d2a4b5c6d.jpg';
const disbursement = (over: object = {}) => ({
  date: today(),
  amount: 10_000,
  category: 'makan',
  description: 'Beras dan lauk untuk anak asuh',
  proofs: [PROOF],
  ...over,
});

async function settle(pk: number, amount: number, o: { user_id?: number; donor_name?: string } = {}) {
  const order = await insertPendingTransaction(env.svc, { donation_pk: pk, amount, ...o });
  const res = await postNotification(env.svc, signedNotification({ ...order, transaction_status: 'settlement' }));
  expect(res.statusCode).toBe(200);
  return order;
}

async function chainSeqs(pk: number): Promise<number[]> {
  const rows = await env.svc.db('ledger_entries').where({ donation_pk: pk }).orderBy('seq').select('seq');
  return rows.map((r: { seq: number }) => Number(r.seq));
}

describe('ledger under concurrency', () => {
  it('settlements, repeated notifications, refunds and disbursements at once keep totals, transactions and ledger equal, with one unbroken chain', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 500_000_000 });
    const orders = [];
    for (let i = 0; i < 40; i++)
      orders.push(await insertPendingTransaction(env.svc, { donation_pk: c.pk, amount: 50_000 + i * 1_000 }));
    // Seed some balance first so the concurrent disbursements have money to spend.
    await Promise.all(
      orders
        .slice(0, 10)
        .map((o) => postNotification(env.svc, signedNotification({ ...o, transaction_status: 'settlement' }))),
    );
    const settleRest = orders
      .slice(10)
      .flatMap((o) => [o, o])
      .map((o) => postNotification(env.svc, signedNotification({ ...o, transaction_status: 'settlement' })));
    const refunds = orders
      .slice(0, 4)
      .map((o) => postNotification(env.svc, signedNotification({ ...o, transaction_status: 'refund' })));
    const spends = Array.from({ length: 12 }, () =>
      call('POST', `/donation/${c.donation_id}/disbursements`, admin, disbursement({ amount: 40_000 })),
    );
    const gifts = Array.from({ length: 6 }, (_, i) =>
      call('POST', `/donation/${c.donation_id}/offline-donations`, admin, {
        date: today(),
        amount: 15_000 + i,
        method: 'cash',
        show_in_donor_list: i % 2 === 0,
      }),
    );
    const answers = await Promise.all([...settleRest, ...refunds, ...spends, ...gifts]);
    for (const a of answers) expect([200, 201]).toContain(a.statusCode);

    const settled = await env.svc
      .db('transactions')
      .where({ donation_pk: c.pk })
      .whereIn('status', ['settlement', 'capture'])
      .sum({ s: 'amount' })
      .first();
    const offline = Array.from({ length: 6 }, (_, i) => 15_000 + i).reduce((s, n) => s + n, 0);
    const expected = orders.slice(4).reduce((s, o) => s + Number(o.gross_amount.replace('.00', '')), offline);
    expect(Number(settled?.s)).toBe(expected);
    expect(await totalCollected(env.svc, c.pk)).toBe(expected);
    const totals = await ledgerTotals(env.svc.db, c.pk);
    expect(totals).toEqual({ collected: expected, disbursed: 12 * 40_000 });
    const row = await env.svc.db('donations').where({ id: c.pk }).first('total_disbursed');
    expect(Number(row?.total_disbursed)).toBe(12 * 40_000);
    // The running sums kept with every append agree with the entries (campaign months, foundation days).
    for (const table of ['ledger_campaign_months', 'ledger_days']) {
      const sums = await env.svc.db(table).sum({ in: 'money_in', out: 'money_out' }).first();
      expect({ table, in: Number(sums?.in), out: Number(sums?.out) }).toEqual({
        table,
        in: expected,
        out: 12 * 40_000,
      });
    }

    // One chain: positions 1..n without a gap, each linked to the one before; every campaign verifies.
    const seqs = await chainSeqs(c.pk);
    expect(seqs).toEqual(Array.from({ length: 40 + 4 + 12 + 6 }, (_, i) => i + 1));
    expect((await verifyAllChains(env.svc.db)).mismatch).toBeNull();

    const ledger = (await call('GET', `/donation/${c.donation_id}/ledger`)).json();
    expect(ledger).toMatchObject({
      collected: expected,
      disbursed: 480_000,
      balance: expected - 480_000,
      entry_count: 62,
    });
    const sum = (key: 'money_in' | 'money_out') =>
      ledger.months.reduce((s: number, m: Record<string, number>) => s + m[key], 0);
    expect([sum('money_in'), sum('money_out')]).toEqual([expected, 480_000]);
  });

  it('never lets concurrent disbursements spend more than the balance', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 100_000_000 });
    await settle(c.pk, 100_000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', `/donation/${c.donation_id}/disbursements`, admin, disbursement({ amount: 30_000 })),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode === 400);
    expect(refused).toHaveLength(3);
    expect(refused[0].json().error).toBe(`${LEDGER_MESSAGES.overBalance} (saldo Rp 10.000)`);
    expect(await ledgerTotals(env.svc.db, c.pk)).toEqual({ collected: 100_000, disbursed: 90_000 });
  });
});

describe('disbursement and offline donation rules', () => {
  it('checks every rule on the server, in the form order, and leaves nothing stored when refusing', async () => {
    const c = await insertCampaign(env.svc);
    await settle(c.pk, 50_000);
    const url = `/donation/${c.donation_id}/disbursements`;
    const cases: [object, string][] = [
      [{ date: '2026-02-30' }, LEDGER_MESSAGES.dateInvalid],
      [{ date: '2999-01-01' }, LEDGER_MESSAGES.dateFuture],
      [{ amount: 0 }, LEDGER_MESSAGES.amountInvalid],
      [{ amount: 1.5 }, LEDGER_MESSAGES.amountInvalid],
      [{ category: 'zakat' }, LEDGER_MESSAGES.categoryInvalid],
      [{ description: '   ' }, LEDGER_MESSAGES.descriptionEmpty],
      [{ proofs: [] }, LEDGER_MESSAGES.proofsEmpty],
      [{ proofs: ['javascript:alert(1)'] }, LEDGER_MESSAGES.proofInvalid],
      [{ amount: 60_000 }, `${LEDGER_MESSAGES.overBalance} (saldo Rp 50.000)`],
    ];
    for (const [over, message] of cases) {
      const res = await call('POST', url, admin, disbursement(over));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect(await chainSeqs(c.pk)).toEqual([1]);
    const ok = await call('POST', url, admin, disbursement({ amount: 50_000 }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      seq: 2,
      kind: 'disbursement',
      amount: 50_000,
      category: 'makan',
      proofs: [PROOF],
    });
  });

  it('is for administrators only', async () => {
    const c = await insertCampaign(env.svc);
    const other = await authFor(env.svc, OTHER);
    for (const [url, body] of [
      [`/donation/${c.donation_id}/disbursements`, disbursement()],
      [
        `/donation/${c.donation_id}/offline-donations`,
        { date: today(), amount: 10_000, method: 'cash', show_in_donor_list: true },
      ],
      [`/donation/${c.donation_id}/ledger/1/reversal`, {}],
    ] as const) {
      expect((await call('POST', url, {}, body)).statusCode).toBe(401);
      expect((await call('POST', url, other, body)).statusCode).toBe(403);
    }
    for (const url of [
      '/admin/exports/donations.csv',
      '/admin/exports/disbursements.csv',
      '/admin/exports/donations.xlsx',
      '/admin/exports/disbursements.xlsx',
      '/admin/reports/2026-01.pdf',
    ]) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, other)).statusCode).toBe(403);
    }
    expect(await chainSeqs(c.pk)).toEqual([]);
  });

  it('counts an offline gift like an online one, lists it as the admin chose, and refuses zakat campaigns', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 5_000_000 });
    const url = `/donation/${c.donation_id}/offline-donations`;
    const bad = await call('POST', url, admin, {
      date: today(),
      amount: 10_000,
      method: 'qris',
      show_in_donor_list: true,
    });
    // The documented methods are an enum: a client sending another is refused by the schema.
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^Data tidak valid: .*method/);
    const shown = await call('POST', url, admin, {
      date: today(),
      amount: 250_000,
      method: 'cash',
      donor_name: 'Ibu Siti Rahmah',
      email: 'Siti@Example.test',
      note: 'Titipan pengajian',
      show_in_donor_list: true,
    });
    expect(shown.statusCode).toBe(201);
    expect(shown.json().order_id).toMatch(/^OFF-/);
    expect(shown.json().receipt_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    const hidden = await call('POST', url, admin, {
      date: today(),
      amount: 100_000,
      method: 'in_kind',
      donor_name: 'Bapak Tersembunyi',
      show_in_donor_list: false,
    });
    const anon = await call('POST', url, admin, {
      date: today(),
      amount: 20_000,
      method: 'bank_transfer',
      show_in_donor_list: true,
    });
    expect([hidden.statusCode, anon.statusCode]).toEqual([201, 201]);
    expect(await totalCollected(env.svc, c.pk)).toBe(370_000);

    const detail = (await call('GET', `/donation/${c.donation_id}/details`)).json();
    const names = detail.successful_donors_details.map((d: { name: string }) => d.name);
    expect(names.sort()).toEqual(['Hamba Allah', 'Ibu Siti Rahmah']);
    expect(detail.total_collected).toBe(370_000);
    expect(detail.fund).toBe('infaq');

    const verified = (await call('GET', `/verify/${shown.json().receipt_code.toLowerCase()}`)).json();
    expect(verified).toMatchObject({ amount: 250_000, offline: true, counted: true, intact: true, entry_seq: 1 });

    // Reversing the gift takes it out of the total; a second reversal and reversing a reversal are refused.
    const reversal = await call('POST', `/donation/${c.donation_id}/ledger/1/reversal`, admin, {
      reason: 'Salah catat',
    });
    expect(reversal.statusCode).toBe(201);
    expect(reversal.json()).toMatchObject({ kind: 'reversal', reverses_seq: 1, amount: 250_000 });
    expect(await totalCollected(env.svc, c.pk)).toBe(120_000);
    const again = await call('POST', `/donation/${c.donation_id}/ledger/1/reversal`, admin, {});
    expect(again.json().error).toBe(LEDGER_MESSAGES.alreadyReversed);
    const ofReversal = await call('POST', `/donation/${c.donation_id}/ledger/4/reversal`, admin, {});
    expect(ofReversal.json().error).toBe(LEDGER_MESSAGES.notReversible);
    expect((await call('GET', `/verify/${shown.json().receipt_code}`)).json()).toMatchObject({
      counted: false,
      reversed: true,
    });

    // The offline gifts as an administrator finds them later to correct: newest first, the reversed one marked.
    const gifts = await call('GET', `/donation/${c.donation_id}/ledger/entries?kind=offline_contribution&limit=2`);
    expect(gifts.statusCode).toBe(200);
    expect(gifts.json()).toMatchObject({ currentPage: 1, totalPages: 2, total: 3 });
    expect(gifts.json().entries.map((e: { seq: number; amount: number }) => [e.seq, e.amount])).toEqual([
      [3, 20_000],
      [2, 100_000],
    ]);
    const last = (
      await call('GET', `/donation/${c.donation_id}/ledger/entries?kind=offline_contribution&page=2&limit=2`)
    ).json();
    expect(last.entries).toMatchObject([{ seq: 1, reversed_by_seq: 4 }]);
    expect(JSON.stringify(last)).not.toContain('Siti');
    const unknownKind = await call('GET', `/donation/${c.donation_id}/ledger/entries?kind=zakat`);
    expect(unknownKind.statusCode).toBe(400);
  });

  it('keeps the fund of a campaign and refuses zakat with its message', async () => {
    const body = {
      title: 'Beasiswa Santri',
      target_amount: 1_000_000,
      expiry_time: new Date(Date.now() + 86_400_000 * 30).toISOString(),
      thumbnail: 'http://site.test/media/demo/photo-1.jpg',
      description: 'd',
      content: 'c',
    };
    const zakat = await call('POST', '/donation', admin, { ...body, fund: 'zakat' });
    expect(zakat.statusCode).toBe(400);
    expect(zakat.json().error).toBe(LEDGER_MESSAGES.zakatRefused);
    const created = await call('POST', '/donation', admin, { ...body, fund: 'pendidikan' });
    expect(created.statusCode).toBeLessThan(300);
    const id = created.json().donation_id ?? created.json().donation?.donation_id;
    const row = await env.svc.db('donations').where({ donation_id: id }).first('id', 'fund');
    expect(row?.fund).toBe('pendidikan');
    await settle(Number(row?.id), 10_000);
    const entry = await env.svc.db('ledger_entries').where({ donation_pk: row?.id }).first('fund');
    expect(entry?.fund).toBe('pendidikan');
  });
});

describe('verification and tampering', () => {
  it('a receipt code proves the donation is counted, with the hash path to the head; a tampered amount breaks it at that entry', async () => {
    const c = await insertCampaign(env.svc, { target_amount: 10_000_000 });
    await settle(c.pk, 10_000);
    const mine = await settle(c.pk, 75_000);
    await settle(c.pk, 20_000);
    await call('POST', `/donation/${c.donation_id}/disbursements`, admin, disbursement({ amount: 5_000 }));
    const code = (await env.svc.db('transactions').where({ order_id: mine.order_id }).first('receipt_code'))
      ?.receipt_code;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);

    const receipt = await call('GET', `/user/${DONOR.username}/transactions/${mine.transaction_id}`, donor);
    expect(receipt.json().receipt_code).toBe(code);
    const row = await env.svc.db('transactions').where({ order_id: mine.order_id }).first();
    if (!row) throw new Error('The donation is not stored');
    expect(receiptHtml(await receiptData(env.svc.db, row))).toContain(`<th>Kode Verifikasi</th><td>${code}</td>`);

    const ok = (await call('GET', `/verify/${code}`)).json();
    const ledger = (await call('GET', `/donation/${c.donation_id}/ledger`)).json();
    expect(ok).toMatchObject({
      amount: 75_000,
      donation_id: c.donation_id,
      title: c.title,
      counted: true,
      intact: true,
      mismatch_seq: null,
      entry_seq: 2,
      head_hash: ledger.head_hash,
      entry_count: 4,
    });
    expect(ok.path).toHaveLength(3);
    expect(ok.path[ok.path.length - 1]).toBe(ledger.head_hash);
    expect(ledger.head_hash).not.toBe(GENESIS_HASH);

    await env.svc.db('ledger_entries').where({ donation_pk: c.pk, seq: 2 }).update({ amount: 7_500 });
    const broken = (await call('GET', `/verify/${code}`)).json();
    expect(broken).toMatchObject({ counted: false, intact: false, mismatch_seq: 2 });
    const all = await verifyAllChains(env.svc.db);
    expect(all.mismatch).toMatchObject({ donation_id: c.donation_id, seq: 2 });
    const printed: string[] = [];
    expect(await runLedgerVerify(env.svc.db, (l) => printed.push(l))).toBe(1);
    expect(printed).toEqual([
      `Ledger mismatch: campaign ${c.donation_id} (id ${c.pk}), entry seq 2: entry does not match its hash`,
    ]);
    // The npm script itself, against this database: exit code 1 and the same line.
    const cli = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', resolve(__dirname, '../ledger-verify-cli.ts')],
      { env: { ...process.env, DATABASE_URL: env.svc.url } },
    ).then(
      () => ({ code: 0, stdout: '' }),
      (err: { code: number; stdout: string }) => ({ code: err.code, stdout: err.stdout }),
    );
    expect(cli.code).toBe(1);
    expect(cli.stdout).toContain(`campaign ${c.donation_id} (id ${c.pk}), entry seq 2`);
    // Put it back so the other tests' chains verify.
    await env.svc.db('ledger_entries').where({ donation_pk: c.pk, seq: 2 }).update({ amount: 75_000 });
    expect((await verifyAllChains(env.svc.db)).mismatch).toBeNull();
    expect(await runLedgerVerify(env.svc.db, () => undefined)).toBe(0);
  });

  it('answers 404 with its message for an unknown code', async () => {
    const res = await call('GET', '/verify/ZZZZZZZZZZZZ');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(LEDGER_MESSAGES.receiptCodeNotFound);
  });
});

describe('backfill', () => {
  it('chains settled transactions that have no entry, in settlement order, and gives them receipt codes', async () => {
    const c = await insertCampaign(env.svc);
    const base = Date.parse('2025-03-01T00:00:00Z');
    const rows = [
      { amount: 30_000, settled_at: new Date(base + 2000), status: 'settlement' },
      { amount: 10_000, settled_at: new Date(base), status: 'settlement' },
      { amount: 20_000, settled_at: new Date(base + 1000), status: 'refund' },
    ] as const;
    for (const [i, r] of rows.entries()) {
      await env.svc.db('transactions').insert({
        order_id: `BULK-${c.donation_id}-${i}`,
        donation_pk: c.pk,
        user_id: DONOR.id,
        donor_name: DONOR.fullname,
        amount: r.amount,
        payment_method: 'qris',
        status: r.status,
        settled_at: r.settled_at,
      });
    }
    await env.svc.db('donations').where({ id: c.pk }).update({ total_collected: 40_000 });
    await backfillLedger(env.svc.db);
    const entries = await env.svc.db('ledger_entries').where({ donation_pk: c.pk }).orderBy('seq');
    expect(entries.map((e) => [e.kind, Number(e.amount)])).toEqual([
      ['online_contribution', 10_000],
      ['online_contribution', 20_000],
      ['online_contribution', 30_000],
      ['reversal', 20_000],
    ]);
    expect(await ledgerTotals(env.svc.db, c.pk)).toEqual({ collected: 40_000, disbursed: 0 });
    const codes = await env.svc
      .db('transactions')
      .where({ donation_pk: c.pk })
      .whereNull('receipt_code')
      .count({ n: '*' });
    expect(Number(codes[0].n)).toBe(0);
    await backfillLedger(env.svc.db);
    expect(await chainSeqs(c.pk)).toEqual([1, 2, 3, 4]);
    expect((await verifyAllChains(env.svc.db)).mismatch).toBeNull();
  });
});

describe('the ledger queries', () => {
  it('EXPLAIN: the disbursement page, its count and the monthly series read by campaign, never scan the table', async () => {
    const c = await insertCampaign(env.svc);
    const db = env.svc.db;
    const byCampaign = ['ledger_campaign_kind_idx', 'ledger_campaign_seq_unique'];
    const plans = [
      { sql: disbursementPageQuery(db, c.pk, { limit: 10, offset: 0 }).toSQL().toNative(), keys: byCampaign },
      { sql: disbursementCountQuery(db, c.pk).toSQL().toNative(), keys: byCampaign },
      { sql: campaignMonthsQuery(db, c.pk).toSQL().toNative(), keys: ['PRIMARY'] },
    ];
    for (const [i, { sql, keys }] of plans.entries()) {
      const [plan] = await db.raw(`EXPLAIN ${sql.sql}`, sql.bindings);
      const rows = plan as { table: string; type: string; key: string | null; Extra: string | null }[];
      expect(rows[0].table).toBe(i === 2 ? 'ledger_campaign_months' : 'ledger_entries');
      expect(keys).toContain(rows[0].key);
      expect(rows[0].type).not.toBe('ALL');
      if (i === 0) expect(rows[0].Extra ?? '').not.toContain('filesort');
      if (i === 2) expect(rows[0].Extra ?? '').not.toContain('filesort');
    }
  });
});

describe('daily snapshots', () => {
  it("records each campaign's head once per day and publishes it without donors", async () => {
    const c = await insertCampaign(env.svc);
    await settle(c.pk, 40_000, { donor_name: 'Penyumbang Rahasia' });
    const day = '2031-01-02';
    expect(await takeDailySnapshot(env.svc.db, day)).toBeGreaterThan(0);
    const head = (await call('GET', `/donation/${c.donation_id}/ledger`)).json();
    await settle(c.pk, 10_000);
    // The day keeps its first snapshot.
    expect(await takeDailySnapshot(env.svc.db, day)).toBe(0);
    const res = await call('GET', `/ledger/snapshots/${day}`);
    expect(res.statusCode).toBe(200);
    const mine = res.json().campaigns.find((s: { donation_id: string }) => s.donation_id === c.donation_id);
    expect(mine).toMatchObject({ entry_count: 1, head_hash: head.head_hash, collected: 40_000, disbursed: 0 });
    expect(res.body).not.toContain('Penyumbang Rahasia');
    expect((await call('GET', '/ledger/snapshots/2031-02-30')).statusCode).toBe(400);
  });
});
