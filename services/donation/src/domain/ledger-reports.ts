import { pipeline, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Knex } from 'knex';
import {
  DISBURSEMENT_CATEGORY_LABELS,
  GENERAL_FUND,
  GENERAL_FUND_LABEL,
  LEDGER_FUND_LABELS,
  OFFLINE_METHOD_LABELS,
  type DisbursementCategory,
  type LedgerFund,
  type OfflineMethod,
} from '@yayasan/validation';
import { escapeHtml } from '@yayasan/service-kit';
import { formatHistoryDate, formatRp, MONTHS_ID } from '@yayasan/format';
import { SITE } from '@yayasan/site-config';
import { jakartaDayStart } from './open-ledger';

const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : '');

/** Pipes a row stream through a mapping CSV stringifier; a failing query ends the answer with an error. */
function csvStream<Row>(source: Readable, columns: { key: string; header: string }[], toRecord: (row: Row) => object) {
  const csv = stringify({ header: true, columns, bom: true, cast: { boolean: (b) => (b ? 'ya' : 'tidak') } });
  const mapped = source.map((row: Row) => toRecord(row));
  pipeline(mapped, csv, () => undefined);
  return csv;
}

/**
 * The donations of a date range (by the day each was ordered or, offline, given), online and offline,
 * every state, as CSV rows read from a streamed query: the table is never held in memory.
 */
export function donationsCsv(db: Knex, range: { start: Date; end: Date }): Readable {
  // A gift to the general fund has no campaign row: it is listed under the fund's name. The outer
  // join makes the planner start from transactions, where a wide range would tempt it into a full
  // scan and a sort; the range's own index already gives the export's order.
  const query = db
    .from(db.raw('?? AS t FORCE INDEX (??)', ['transactions', 'transactions_created_idx']))
    .leftJoin('donations as d', 'd.id', 't.donation_pk')
    .where('t.created_at', '>=', range.start)
    .where('t.created_at', '<', range.end)
    .orderBy('t.created_at', 'asc')
    .orderBy('t.id', 'asc')
    .select(
      't.order_id',
      't.transaction_id',
      't.receipt_code',
      't.channel',
      't.payment_method',
      't.bank',
      't.status',
      't.amount',
      't.donor_name',
      't.anonymous',
      't.created_at',
      't.settled_at',
      'd.donation_id',
      'd.title',
      'd.fund',
    );
  type Row = Record<string, unknown>;
  return csvStream<Row>(
    query.stream(),
    [
      { key: 'order_id', header: 'ID Pesanan' },
      { key: 'transaction_id', header: 'ID Transaksi' },
      { key: 'receipt_code', header: 'Kode Verifikasi' },
      { key: 'channel', header: 'Saluran' },
      { key: 'method', header: 'Metode' },
      { key: 'status', header: 'Status' },
      { key: 'amount', header: 'Jumlah (Rp)' },
      { key: 'donor_name', header: 'Nama Donatur' },
      { key: 'anonymous', header: 'Anonim' },
      { key: 'created_at', header: 'Dibuat' },
      { key: 'settled_at', header: 'Berhasil' },
      { key: 'donation_id', header: 'ID Kampanye' },
      { key: 'title', header: 'Kampanye' },
      { key: 'fund', header: 'Dana' },
    ],
    (r) => ({
      ...r,
      channel: r.channel === 'offline' ? 'offline' : 'online',
      method:
        r.channel === 'offline'
          ? (OFFLINE_METHOD_LABELS[r.payment_method as OfflineMethod] ?? r.payment_method)
          : r.bank
            ? `${String(r.payment_method)} (${String(r.bank)})`
            : r.payment_method,
      amount: Number(r.amount),
      anonymous: Boolean(r.anonymous),
      created_at: iso(r.created_at as Date),
      settled_at: iso(r.settled_at as Date | null),
      donation_id: r.donation_id ?? '',
      title: r.title ?? GENERAL_FUND_LABEL,
      fund: LEDGER_FUND_LABELS[(r.fund ?? GENERAL_FUND) as LedgerFund] ?? r.fund,
    }),
  );
}

/** Disbursements and their reversals in a date range, streamed as CSV. */
export function disbursementsCsv(db: Knex, range: { start: Date; end: Date }): Readable {
  const query = db('ledger_entries as e')
    .join('donations as d', 'd.id', 'e.donation_pk')
    .where('e.flow', 'out')
    .where('e.occurred_at', '>=', range.start)
    .where('e.occurred_at', '<', range.end)
    .orderBy('e.occurred_at', 'asc')
    .orderBy('e.id', 'asc')
    .select(
      'd.donation_id',
      'd.title',
      'e.seq',
      'e.kind',
      'e.reverses_seq',
      'e.occurred_at',
      'e.category',
      'e.description',
      'e.amount',
      'e.fund',
      'e.proofs',
      'e.created_at',
      'e.hash',
    );
  type Row = Record<string, unknown>;
  return csvStream<Row>(
    query.stream(),
    [
      { key: 'donation_id', header: 'ID Kampanye' },
      { key: 'title', header: 'Kampanye' },
      { key: 'seq', header: 'No. Catatan' },
      { key: 'kind', header: 'Jenis' },
      { key: 'reverses_seq', header: 'Mengoreksi No.' },
      { key: 'occurred_at', header: 'Tanggal' },
      { key: 'category', header: 'Kategori' },
      { key: 'description', header: 'Keterangan' },
      { key: 'amount', header: 'Jumlah (Rp)' },
      { key: 'fund', header: 'Dana' },
      { key: 'proofs', header: 'Bukti' },
      { key: 'created_at', header: 'Dicatat' },
      { key: 'hash', header: 'Hash' },
    ],
    (r) => {
      const proofs = typeof r.proofs === 'string' ? (JSON.parse(r.proofs) as string[]) : ((r.proofs as string[]) ?? []);
      return {
        ...r,
        kind: r.kind === 'reversal' ? 'koreksi' : 'penyaluran',
        occurred_at: iso(r.occurred_at as Date),
        created_at: iso(r.created_at as Date),
        category: DISBURSEMENT_CATEGORY_LABELS[r.category as DisbursementCategory] ?? r.category ?? '',
        amount: Number(r.amount),
        fund: LEDGER_FUND_LABELS[r.fund as LedgerFund] ?? r.fund,
        proofs: proofs.join(' '),
      };
    },
  );
}

// ---- PDF documents (rendered by the receipt renderer) -----------------------------------------------

const STYLE = `
  body { font-family: 'DejaVu Sans', Arial, sans-serif; color: #1c1f24; margin: 28px; font-size: 11px; }
  h1 { font-size: 17px; margin: 0 0 2px; }
  h2 { font-size: 13px; margin: 18px 0 6px; }
  .org, .muted { color: #5f6670; }
  table { width: 100%; border-collapse: collapse; margin: 6px 0 12px; }
  th, td { text-align: left; padding: 4px 3px; border-bottom: 1px solid #e2e5ea; vertical-align: top; }
  td.n, th.n { text-align: right; white-space: nowrap; }
  tr.total td { font-weight: 700; }
  .hash { font-family: 'DejaVu Sans Mono', monospace; font-size: 9px; word-break: break-all; }
`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}</body></html>`;

const table = (head: string[], rows: string[][], numeric: number[] = []) =>
  `<table><thead><tr>${head.map((h, i) => `<th${numeric.includes(i) ? ' class="n"' : ''}>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map(
      (r) =>
        `<tr>${r.map((c, i) => `<td${numeric.includes(i) ? ' class="n"' : ''}>${escapeHtml(c)}</td>`).join('')}</tr>`,
    )
    .join('')}</tbody></table>`;

export const monthLabel = (month: string) => `${MONTHS_ID[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** The first instant of a report month (Jakarta) and of the month after it. */
export function monthRange(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { start: jakartaDayStart(`${month}-01`), end: jakartaDayStart(`${next}-01`) };
}

const signedSum = (db: Knex, flow: 'in' | 'out') =>
  db.raw(
    `COALESCE(SUM(CASE WHEN e.flow = '${flow}' THEN (CASE WHEN e.kind = 'reversal' THEN -e.amount ELSE e.amount END) ELSE 0 END), 0) AS money_${flow}`,
  );

/**
 * The monthly report for the permit (one campaign, or the foundation when `campaignPk` is absent):
 * money in and out in the month by fund, every disbursement of the month, and, for a campaign, its
 * totals to date with the chain's head.
 */
export async function monthlyReportHtml(
  db: Knex,
  month: string,
  campaign?: { id: number; donation_id: string; title: string; total_collected: number; total_disbursed?: number },
): Promise<string> {
  const { start, end } = monthRange(month);
  const scope = (q: Knex.QueryBuilder) => (campaign ? q.where('e.donation_pk', campaign.id) : q);
  const inMonth = () =>
    scope(db('ledger_entries as e').where('e.occurred_at', '>=', start).where('e.occurred_at', '<', end));
  const [byFund, byChannel, disbursements, head] = await Promise.all([
    inMonth().select('e.fund', signedSum(db, 'in'), signedSum(db, 'out')).groupBy('e.fund') as Promise<
      { fund: LedgerFund; money_in: unknown; money_out: unknown }[]
    >,
    inMonth()
      .whereIn('e.kind', ['online_contribution', 'offline_contribution'])
      .select('e.kind')
      .count({ n: '*' })
      .sum({ total: 'e.amount' })
      .groupBy('e.kind') as Promise<{ kind: string; n: number; total: unknown }[]>,
    inMonth()
      .join('donations as d', 'd.id', 'e.donation_pk')
      .where('e.flow', 'out')
      .orderBy('e.occurred_at', 'asc')
      .orderBy('e.id', 'asc')
      .select('e.kind', 'e.occurred_at', 'e.category', 'e.description', 'e.amount', 'd.title') as Promise<
      {
        kind: string;
        occurred_at: Date;
        category: DisbursementCategory | null;
        description: string | null;
        amount: unknown;
        title: string;
      }[]
    >,
    campaign
      ? (db('ledger_entries')
          .where({ donation_pk: campaign.id })
          .orderBy('seq', 'desc')
          .first('seq', 'hash') as Promise<{ seq: number; hash: string } | undefined>)
      : Promise.resolve(undefined),
  ]);
  const totalIn = byFund.reduce((s, f) => s + Number(f.money_in), 0);
  const totalOut = byFund.reduce((s, f) => s + Number(f.money_out), 0);
  const scopeName = campaign ? campaign.title : 'Seluruh kampanye yayasan';
  const title = `Laporan Dana ${monthLabel(month)}`;
  const channelRow = (kind: string, label: string) => {
    const r = byChannel.find((c) => c.kind === kind);
    return [label, String(Number(r?.n ?? 0)), formatRp(Number(r?.total ?? 0))];
  };
  const body = `
  <h1>${escapeHtml(title)}</h1>
  <p class="org">${escapeHtml(SITE.name)} · ${escapeHtml(scopeName)}</p>
  <h2>Ringkasan bulan ini</h2>
  ${table(
    ['Dana', 'Masuk', 'Keluar'],
    [
      ...byFund.map((f) => [
        LEDGER_FUND_LABELS[f.fund] ?? f.fund,
        formatRp(Number(f.money_in)),
        formatRp(Number(f.money_out)),
      ]),
      ['Jumlah', formatRp(totalIn), formatRp(totalOut)],
    ],
    [1, 2],
  )}
  <h2>Donasi diterima</h2>
  ${table(['Saluran', 'Jumlah donasi', 'Nilai'], [channelRow('online_contribution', 'Online (Midtrans)'), channelRow('offline_contribution', 'Luring (tunai, transfer, barang)')], [1, 2])}
  <h2>Penyaluran dana</h2>
  ${
    disbursements.length
      ? table(
          ['Tanggal', ...(campaign ? [] : ['Kampanye']), 'Kategori', 'Keterangan', 'Jumlah'],
          disbursements.map((d) => [
            formatHistoryDate(d.occurred_at).split(',')[0],
            ...(campaign ? [] : [d.title]),
            d.category ? DISBURSEMENT_CATEGORY_LABELS[d.category] : '',
            `${d.kind === 'reversal' ? 'Koreksi: ' : ''}${d.description ?? ''}`,
            formatRp(d.kind === 'reversal' ? -Number(d.amount) : Number(d.amount)),
          ]),
          [campaign ? 3 : 4],
        )
      : '<p class="muted">Tidak ada penyaluran pada bulan ini.</p>'
  }
  ${
    campaign
      ? `<h2>Posisi dana hingga laporan dibuat</h2>
  ${table(
    ['Terkumpul', 'Disalurkan', 'Saldo'],
    [
      [
        formatRp(Number(campaign.total_collected)),
        formatRp(Number(campaign.total_disbursed ?? 0)),
        formatRp(Number(campaign.total_collected) - Number(campaign.total_disbursed ?? 0)),
      ],
    ],
    [0, 1, 2],
  )}
  <p class="muted">Jumlah catatan buku kas: ${Number(head?.seq ?? 0)}. Hash terakhir:</p>
  <p class="hash">${escapeHtml(head?.hash ?? '')}</p>`
      : ''
  }
  <p class="muted">Dibuat ${escapeHtml(formatHistoryDate(new Date()))} WIB. Identitas donatur tidak dicantumkan.</p>`;
  return page(title, body);
}

/** A signed-in donor's own settled donations over a range, as the statement PDF lists them. */
export async function statementHtml(
  db: Knex,
  user: { id: number; fullname: string },
  range: { from: string; to: string; start: Date; end: Date },
): Promise<string> {
  const rows = (await db('transactions as t')
    .join('donations as d', 'd.id', 't.donation_pk')
    .where({ 't.user_id': user.id, 't.counted': true })
    .where('t.settled_at', '>=', range.start)
    .where('t.settled_at', '<', range.end)
    .orderBy('t.settled_at', 'asc')
    .select('t.settled_at', 't.amount', 't.receipt_code', 'd.title', 'd.fund')) as {
    settled_at: Date;
    amount: unknown;
    receipt_code: string | null;
    title: string;
    fund: LedgerFund;
  }[];
  const total = rows.reduce((s, r) => s + Number(r.amount), 0);
  const title = 'Laporan Donasi Pribadi';
  const body = `
  <h1>${escapeHtml(title)}</h1>
  <p class="org">${escapeHtml(SITE.name)}</p>
  <p>Nama: ${escapeHtml(user.fullname)}<br>Periode: ${escapeHtml(range.from)} s.d. ${escapeHtml(range.to)}</p>
  ${
    rows.length
      ? table(
          ['Tanggal', 'Program', 'Dana', 'Kode Verifikasi', 'Jumlah'],
          [
            ...rows.map((r) => [
              formatHistoryDate(r.settled_at),
              r.title,
              LEDGER_FUND_LABELS[r.fund] ?? r.fund,
              r.receipt_code ?? '',
              formatRp(Number(r.amount)),
            ]),
            ['Jumlah', '', '', '', formatRp(total)],
          ],
          [4],
        )
      : '<p class="muted">Tidak ada donasi pada periode ini.</p>'
  }
  <p class="muted">Setiap donasi dapat diperiksa di halaman Verifikasi Donasi dengan kode verifikasinya.</p>`;
  return page(title, body);
}
