import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { LEDGER_MESSAGES } from '@yayasan/contracts';
import { jakartaToday } from '@yayasan/validation';
import { statementHtml } from '../domain/ledger-reports';
import { DONATION_COLUMNS, XLSX_TYPE } from '../domain/ledger-exports';
import { jakartaDayEnd, jakartaDayStart } from '../domain/ledger-range';
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
  type PayEnv,
} from './pay-fixtures';

let env: PayEnv;
let admin: { authorization: string };
let donor: { authorization: string };
let other: { authorization: string };
let baseUrl: string;
let campaign: { pk: number; donation_id: string; title: string };
const codes: string[] = [];
const orderIds: string[] = [];
const PROOF = 'http://site.test/media/0b8e5a5e-8c1f-4d1e-9f59-3f1d2a4b5c6d.jpg';
const OFFLINE_DONOR = { name: 'Ibu Rahasia Sekali', email: 'rahasia.sekali@example.test' };
const today = jakartaToday();

const call = (method: 'GET' | 'POST', url: string, headers: object = {}, payload?: unknown) =>
  env.svc.app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** A settled online donation: the simulator's notification time is 'now' in Jakarta so it lands in today's range. */
async function settle(pk: number, amount: number, user = DONOR, anonymous = false) {
  const order = await insertPendingTransaction(env.svc, {
    donation_pk: pk,
    amount,
    user_id: user.id,
    donor_name: user.fullname,
    anonymous,
  });
  const now = new Date(Date.now() + 7 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
  await postNotification(
    env.svc,
    signedNotification({ ...order, transaction_status: 'settlement', transaction_time: now, settlement_time: now }),
  );
  const row = await env.svc.db('transactions').where({ order_id: order.order_id }).first('receipt_code');
  if (!row?.receipt_code) throw new Error(`Order ${order.order_id} has no receipt code`);
  codes.push(row.receipt_code);
  orderIds.push(order.order_id);
  return row?.receipt_code as string;
}

beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
  [admin, donor, other] = await Promise.all([ADMIN, DONOR, OTHER].map((u) => authFor(env.svc, u)));
  const { port } = env.svc.app.server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  campaign = await insertCampaign(env.svc, { target_amount: 50_000_000, title: 'Renovasi Asrama, Tahap 2' });
  await settle(campaign.pk, 100_000);
  await settle(campaign.pk, 150_000, DONOR, true);
  await settle(campaign.pk, 70_000, OTHER);
  const offline = await call('POST', `/donation/${campaign.donation_id}/offline-donations`, admin, {
    date: today,
    amount: 500_000,
    method: 'cash',
    donor_name: OFFLINE_DONOR.name,
    email: OFFLINE_DONOR.email,
    note: 'Titipan majelis taklim',
    proof: PROOF,
    show_in_donor_list: true,
  });
  expect(offline.statusCode).toBe(201);
  codes.push(offline.json().receipt_code);
  orderIds.push(offline.json().order_id);
  for (const [amount, category] of [
    [200_000, 'makan'],
    [120_000, 'pendidikan'],
  ] as const) {
    const res = await call('POST', `/donation/${campaign.donation_id}/disbursements`, admin, {
      date: today,
      amount,
      category,
      description: `Belanja ${category}, "kuitansi" terlampir`,
      proofs: [PROOF],
    });
    expect(res.statusCode).toBe(201);
  }
  // The pendidikan one is corrected.
  expect(
    (await call('POST', `/donation/${campaign.donation_id}/ledger/6/reversal`, admin, { reason: 'Salah kampanye' }))
      .statusCode,
  ).toBe(201);
});
afterAll(() => env.close());

describe('CSV exports', () => {
  it('streams donations with method, status, dates, offline marked, chunked and read from the database', async () => {
    const res = await fetch(`${baseUrl}/admin/exports/donations.csv?from=${today}&to=${today}`, { headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-length')).toBeNull();
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\n');
    // Semicolon-separated (Indonesian-locale Excel), Jakarta dates, integer amounts.
    expect(lines[0]).toBe(
      'ID Pesanan;ID Transaksi;Kode Verifikasi;Saluran;Metode;Status;Jumlah (Rp);Nama Donatur;Anonim;Tanggal;Dibuat (WIB);Tanggal Berhasil;Berhasil (WIB);ID Kampanye;Kampanye;Dana',
    );
    const mine = lines.filter((l) => l.includes(campaign.donation_id));
    expect(mine).toHaveLength(4);
    const offline = mine.find((l) => l.startsWith('OFF-'))!;
    // An offline gift has a day and no time.
    expect(offline).toContain(`;offline;Tunai;settlement;500000;Ibu Rahasia Sekali;tidak;${today};;${today};;`);
    expect(offline).toContain(';Renovasi Asrama, Tahap 2;Infaq');
    const online = mine.filter((l) => l.includes(';online;bank_transfer (bca);settlement;'));
    expect(online).toHaveLength(3);
    for (const line of online) {
      expect(line).toMatch(new RegExp(`;${today};${today} \\d{2}:\\d{2};${today};${today} \\d{2}:\\d{2};`));
    }
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    for (const code of codes) expect(text).toContain(code);
  });

  it('streams disbursements and their corrections for the range', async () => {
    const res = await fetch(`${baseUrl}/admin/exports/disbursements.csv?from=${today}&to=${today}`, { headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .filter((l) => l.startsWith(campaign.donation_id));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain(`;5;penyaluran;;${today};`);
    expect(lines[0]).toContain(';Makan & gizi;"Belanja makan, ""kuitansi"" terlampir";200000;Infaq;' + PROOF);
    // A correction takes its amount back.
    expect(lines[2]).toContain(';7;koreksi;6;');
    expect(lines[2]).toContain(';-120000;Infaq;');
  });

  it('defaults to this calendar year so far (Asia/Jakarta)', async () => {
    const res = await fetch(`${baseUrl}/admin/exports/donations.csv`, { headers: admin });
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="donasi-${today.slice(0, 4)}-01-01-${today}.csv"`,
    );
    expect((await res.text()).split('\n').filter((l) => l.includes(campaign.donation_id))).toHaveLength(4);
  });

  it('offers each export as an Excel workbook with typed date and number cells', async () => {
    const res = await fetch(`${baseUrl}/admin/exports/donations.xlsx?from=${today}&to=${today}`, { headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="donasi-${today}-${today}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet('Donasi')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(DONATION_COLUMNS.map((c) => c.header));
    const col = (name: string) => header.indexOf(name) + 1;
    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1 && row.getCell(col('ID Kampanye')).value === campaign.donation_id) rows.push(row);
    });
    expect(rows).toHaveLength(4);
    const offline = rows.find((r) => String(r.getCell(col('ID Pesanan')).value).startsWith('OFF-'))!;
    expect(offline.getCell(col('Jumlah (Rp)')).value).toBe(500_000);
    expect(offline.getCell(col('Jumlah (Rp)')).numFmt).toBe('#,##0');
    const day = offline.getCell(col('Tanggal'));
    // A date cell holds the Jakarta calendar day (Excel keeps no zone), shown as a day.
    expect(day.value).toEqual(new Date(`${today}T00:00:00Z`));
    expect(day.numFmt).toBe('yyyy-mm-dd');
    expect(offline.getCell(col('Dibuat (WIB)')).value).toBeNull();
    const online = rows.find((r) => r.getCell(col('Saluran')).value === 'online')!;
    const settled = online.getCell(col('Berhasil (WIB)'));
    expect(settled.value).toBeInstanceOf(Date);
    expect(settled.numFmt).toBe('yyyy-mm-dd hh:mm');
    expect((settled.value as Date).toISOString().slice(0, 10)).toBe(today);

    const out = await fetch(`${baseUrl}/admin/exports/disbursements.xlsx?from=${today}&to=${today}`, {
      headers: admin,
    });
    const outBook = new ExcelJS.Workbook();
    await outBook.xlsx.load(await out.arrayBuffer());
    const amounts: number[] = [];
    outBook.getWorksheet('Penyaluran')!.eachRow((row, n) => {
      if (n > 1 && row.getCell(1).value === campaign.donation_id) amounts.push(row.getCell(9).value as number);
    });
    expect(amounts).toEqual([200_000, 120_000, -120_000]);
  });

  it('refuses a reversed or too long range with its message', async () => {
    const res = await call('GET', '/admin/exports/donations.csv?from=2026-02-01&to=2026-01-01', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(LEDGER_MESSAGES.rangeInvalid);
  });
});

describe('public answers and privacy', () => {
  it('the summary sums the range by month, fund and category', async () => {
    const res = await call('GET', `/ledger/summary?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.money_in).toBeGreaterThanOrEqual(820_000);
    expect(s.money_out).toBeGreaterThanOrEqual(200_000);
    expect(s.categories.find((c: { category: string }) => c.category === 'makan').label).toBe('Makan & gizi');
    expect(s.funds.map((f: { fund: string }) => f.fund)).toEqual([
      'infaq',
      'sedekah',
      'pendidikan',
      'kesehatan',
      'asrama',
      'umum',
    ]);
    expect(s.funds.at(-1).label).toBe('Dana Umum Yayasan');
    expect(s.months[0].month).toBe(today.slice(0, 7));
  });

  it('no public ledger, summary or verification answer names a donor, an e-mail, a user or an order', async () => {
    const answers = [
      await call('GET', `/donation/${campaign.donation_id}/ledger`),
      await call('GET', `/donation/${campaign.donation_id}/ledger?page=1&limit=50`),
      await call('GET', `/ledger/summary?from=${today}&to=${today}`),
      ...(await Promise.all(codes.map((code) => call('GET', `/verify/${code}`)))),
    ];
    const secrets = [
      DONOR.fullname,
      OTHER.fullname,
      `${DONOR.username}@example.test`,
      `${OTHER.username}@example.test`,
      OFFLINE_DONOR.name,
      OFFLINE_DONOR.email,
      'Titipan majelis taklim',
      ...orderIds,
    ];
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      const text = a.body.toLowerCase();
      for (const secret of secrets) expect(text).not.toContain(secret.toLowerCase());
      expect(text).not.toMatch(/user_id|order_id|donor|email|recorded_by/);
    }
    const ledger = answers[0].json();
    expect(ledger).toMatchObject({ collected: 820_000, disbursed: 200_000, balance: 620_000, entry_count: 7 });
    expect(ledger.disbursements.map((d: { seq: number }) => d.seq)).toEqual([6, 5]);
    expect(ledger.disbursements[0].reversed_by_seq).toBe(7);
  });
});

describe('PDF reports and statements', () => {
  it('renders the monthly report of a campaign and of the foundation for administrators', async () => {
    const month = today.slice(0, 7);
    for (const url of [`/admin/reports/${month}.pdf?campaign=${campaign.donation_id}`, `/admin/reports/${month}.pdf`]) {
      const res = await call('GET', url, admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const bad = await call('GET', '/admin/reports/2026-13.pdf', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(LEDGER_MESSAGES.monthInvalid);
  });

  it('gives a donor only their own statement, defaulting to last calendar year', async () => {
    const own = await call('GET', `/user/${DONOR.username}/statement.pdf?from=${today}&to=${today}`, donor);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(own.headers['content-disposition']).toContain(`laporan-donasi-${today}-${today}.pdf`);
    const lastYear = await call('GET', `/user/${DONOR.username}/statement.pdf`, donor);
    const year = Number(today.slice(0, 4)) - 1;
    expect(lastYear.headers['content-disposition']).toContain(`laporan-donasi-${year}-01-01-${year}-12-31.pdf`);
    expect((await call('GET', `/user/${DONOR.username}/statement.pdf`, other)).statusCode).toBe(403);
    expect((await call('GET', `/user/${DONOR.username}/statement.pdf`, admin)).statusCode).toBe(403);
    expect((await call('GET', `/user/${DONOR.username}/statement.pdf`)).statusCode).toBe(401);

    const html = await statementHtml(
      env.svc.db,
      { id: DONOR.id, fullname: DONOR.fullname },
      { from: today, to: today, start: jakartaDayStart(today), end: jakartaDayEnd(today) },
    );
    expect(html).toContain(codes[0]);
    expect(html).toContain(codes[1]);
    expect(html).not.toContain(codes[2]);
    expect(html).not.toContain(codes[3]);
    expect(html).toContain('Rp 250.000');
  });
});
