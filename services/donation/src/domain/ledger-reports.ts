import type { Knex } from 'knex';
import { DISBURSEMENT_CATEGORY_LABELS, LEDGER_FUND_LABELS } from '@yayasan/validation';
import { escapeHtml } from '@yayasan/service-kit';
import { contributionsByKind, moneyOutEntries, newestEntry, sumsByFund } from '../repositories/ledger-entries';
import { countedDonationsOfUser } from '../repositories/transactions';
import { formatHistoryDate, formatRp, MONTHS_ID } from '@yayasan/format';
import { SITE } from '@yayasan/site-config';
import { jakartaDayStart } from './ledger-range';

// The CSV and Excel exports are in ledger-exports.ts.

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
  const span = { start, end, campaignPk: campaign?.id };
  const [byFund, byChannel, disbursements, head] = await Promise.all([
    sumsByFund(db, span),
    contributionsByKind(db, span),
    moneyOutEntries(db, span),
    campaign ? newestEntry(db, campaign.id) : Promise.resolve(undefined),
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
  const rows = await countedDonationsOfUser(db, user.id, range);
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
