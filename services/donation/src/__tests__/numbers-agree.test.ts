import ExcelJS from 'exceljs';
import { jakartaToday } from '@yayasan/validation';
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

/**
 * Issue 42 "numbers agree": for the same period the campaign page (its details and "Laporan Dana"),
 * the open ledger's `/laporan` summary, the dashboard's overview, the CSV and Excel exports and a news
 * post's "Dana disalurkan" all give the ledger's totals, through gifts, corrections and reversals. The
 * database holds only this test's campaign, so the foundation's totals are the campaign's.
 */
let env: PayEnv;
let admin: { authorization: string };

beforeAll(async () => {
  env = await startPayEnv();
  await insertUsers(env.svc);
  admin = await authFor(env.svc, ADMIN);
});
afterAll(() => env.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  env.svc.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

const PROOF = 'http://site.test/media/0b8e5a5e-8c1f-4d1e-9f59-3f1d2a4b5c6d.jpg';
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function settle(pk: number, amount: number, user: { id: number; fullname: string }) {
  const order = await insertPendingTransaction(env.svc, { donation_pk: pk, amount, user_id: user.id });
  const now = new Date(Date.now() + 7 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
  const res = await postNotification(
    env.svc,
    signedNotification({ ...order, transaction_status: 'settlement', transaction_time: now, settlement_time: now }),
  );
  expect(res.statusCode).toBe(200);
}

/** A column of a semicolon-separated export, summed (no field of these rows holds a quoted `;`). */
function csvSum(text: string, header: string, keep: (cells: Record<string, string>) => boolean = () => true) {
  const [head, ...lines] = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  const names = head.split(';');
  return lines
    .map((l) => Object.fromEntries(l.split(';').map((v, i) => [names[i], v])))
    .filter(keep)
    .reduce((s, cells) => s + Number(cells[header]), 0);
}

async function xlsxSum(url: string, header: string, keep: (row: Record<string, unknown>) => boolean = () => true) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array((await call('GET', url)).rawPayload).buffer);
  const sheet = book.worksheets[0];
  const names = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  let sum = 0;
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const cells = Object.fromEntries(names.map((name, i) => [name, row.getCell(i + 1).value]));
    if (keep(cells)) sum += Number(cells[header]);
  });
  return sum;
}

it('the campaign page, /laporan, the exports and a news post give the same totals for the same period', async () => {
  const c = await insertCampaign(env.svc, { target_amount: 20_000_000 });
  const today = jakartaToday();
  await settle(c.pk, 150_000, DONOR);
  await settle(c.pk, 275_000, OTHER);
  const gift = (amount: number) =>
    call('POST', `/donation/${c.donation_id}/offline-donations`, {
      date: today,
      amount,
      method: 'cash',
      show_in_donor_list: false,
    });
  expect((await gift(500_000)).statusCode).toBe(201);
  const mistaken = (await gift(40_000)).json();
  expect(
    (await call('POST', `/donation/${c.donation_id}/ledger/${mistaken.entry.seq}/reversal`, { reason: 'Dobel' }))
      .statusCode,
  ).toBe(201);
  const seqs: number[] = [];
  for (const amount of [300_000, 90_000]) {
    const res = await call('POST', `/donation/${c.donation_id}/disbursements`, {
      date: today,
      amount,
      category: 'makan',
      description: 'Beras',
      proofs: [PROOF],
    });
    expect(res.statusCode).toBe(201);
    seqs.push(res.json().seq);
  }
  expect(
    (await call('POST', `/donation/${c.donation_id}/ledger/${seqs[1]}/reversal`, { reason: 'Batal' })).statusCode,
  ).toBe(201);
  const news = await call('POST', `/donation/${c.donation_id}/updates`, {
    title: 'Beras tersalurkan',
    content: { time: 1, blocks: [{ type: 'paragraph', data: { text: 'Terima kasih.' } }] },
    disbursement_seq: seqs[0],
  });
  expect(news.statusCode).toBe(201);

  const collected = 150_000 + 275_000 + 500_000;
  const disbursed = 300_000;
  // The period: a few days around today, so a run at Jakarta midnight still holds every entry.
  const period = `from=${shiftDay(today, -3)}&to=${shiftDay(today, 1)}`;

  const details = (await call('GET', `/donation/${c.donation_id}/details`)).json();
  const ledger = (await call('GET', `/donation/${c.donation_id}/ledger`)).json();
  const summary = (await call('GET', `/ledger/summary?${period}`)).json();
  const counted = (cells: Record<string, unknown>) => ['settlement', 'capture'].includes(String(cells.Status));
  const donationsCsv = (await call('GET', `/admin/exports/donations.csv?${period}`)).body;
  const disbursementsCsv = (await call('GET', `/admin/exports/disbursements.csv?${period}`)).body;

  expect(details.total_collected).toBe(collected);
  expect(ledger).toMatchObject({ collected, disbursed, balance: collected - disbursed });
  const months = ledger.months as { money_in: number; money_out: number }[];
  expect(months.reduce((s, m) => s + m.money_in, 0)).toBe(collected);
  expect(months.reduce((s, m) => s + m.money_out, 0)).toBe(disbursed);
  expect(summary).toMatchObject({ money_in: collected, money_out: disbursed });
  expect(csvSum(donationsCsv, 'Jumlah (Rp)', counted)).toBe(collected);
  expect(csvSum(disbursementsCsv, 'Jumlah (Rp)')).toBe(disbursed);
  expect(await xlsxSum(`/admin/exports/donations.xlsx?${period}`, 'Jumlah (Rp)', counted)).toBe(collected);
  expect(await xlsxSum(`/admin/exports/disbursements.xlsx?${period}`, 'Jumlah (Rp)')).toBe(disbursed);
  expect(news.json().disbursed_amount).toBe(300_000);

  // The dashboard's year so far is /laporan's money in for the same days.
  const year = (await call('GET', '/admin/overview')).json().periods.year.current;
  const yearSummary = (await call('GET', `/ledger/summary?from=${year.from}&to=${year.to}`)).json();
  expect(year.amount).toBe(yearSummary.money_in);
  expect(year.amount).toBe(collected);
});
