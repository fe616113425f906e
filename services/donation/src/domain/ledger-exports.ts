import { PassThrough, pipeline, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Knex } from 'knex';
import {
  DISBURSEMENT_CATEGORY_LABELS,
  GENERAL_FUND,
  GENERAL_FUND_LABEL,
  LEDGER_FUND_LABELS,
  OFFLINE_METHOD_LABELS,
  isOfflineMethod,
  type Fund,
} from '@yayasan/validation';
import { parseJson } from '@yayasan/service-kit';
import type { TransactionTableRow, CampaignRow, LedgerEntryRow } from '../db/tables';
import { disbursementsQuery } from '../repositories/ledger-entries';
import { donationsQuery } from '../repositories/transactions';

// The administrators' exports (issue 42): one column list per export, written as CSV or as an Excel
// workbook. An accountant opens either as it is: dates are Asia/Jakarta calendar days (and times where
// an instant matters), amounts are integer rupiah, and the CSV uses the delimiter an Indonesian-locale
// Excel reads (a comma there is the decimal mark).

/** The CSV's field delimiter (README "Exports"): a semicolon, the list separator of Indonesian-locale Excel. */
export const CSV_DELIMITER = ';';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How a column is written: text, integer rupiah, a Jakarta day, or a Jakarta day and time. */
type Kind = 'text' | 'integer' | 'date' | 'datetime' | 'boolean';
type Cell = string | number | boolean | Date | null;

export interface ExportColumn<Row> {
  header: string;
  kind: Kind;
  value: (row: Row) => Cell;
}

const JAKARTA_OFFSET_MS = 7 * 3600_000;
/** The Jakarta wall clock of an instant, as an ISO string read without a zone ('YYYY-MM-DDTHH:mm:ss.sssZ'). */
const jakartaWall = (d: Instant) => new Date(new Date(d).getTime() + JAKARTA_OFFSET_MS).toISOString();
/** An instant's Asia/Jakarta calendar day, YYYY-MM-DD. */
export const jakartaDate = (d: Instant) => jakartaWall(d).slice(0, 10);
/** An instant's Asia/Jakarta day and time to the minute, 'YYYY-MM-DD HH:mm'. */
export const jakartaDateTime = (d: Instant) => jakartaWall(d).slice(0, 16).replace('T', ' ');

/** What `new Date()` reads as an instant: a date column's value as the driver answers it, or its text or epoch. */
type Instant = Date | string | number;
/** A date column's cell as an instant (a boolean, which no date column holds, as `new Date` would read it). */
const instantOf = (value: NonNullable<Cell>): Instant => (typeof value === 'boolean' ? Number(value) : value);

function csvText(kind: Kind, value: Cell): string | number {
  if (value === null || value === undefined) return '';
  if (kind === 'date') return jakartaDate(instantOf(value));
  if (kind === 'datetime') return jakartaDateTime(instantOf(value));
  if (kind === 'boolean') return value ? 'ya' : 'tidak';
  if (kind === 'integer') return Math.round(Number(value));
  return String(value);
}

/**
 * An Excel cell: Excel keeps no time zone, so a date cell holds the Jakarta wall clock (a Date whose
 * UTC fields read as Jakarta's), formatted as a day or a day and time; amounts are numbers.
 */
function xlsxValue(kind: Kind, value: Cell): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (kind === 'date') return new Date(`${jakartaDate(instantOf(value))}T00:00:00Z`);
  if (kind === 'datetime') return new Date(new Date(instantOf(value)).getTime() + JAKARTA_OFFSET_MS);
  if (kind === 'boolean') return value ? 'ya' : 'tidak';
  if (kind === 'integer') return Math.round(Number(value));
  return String(value);
}

const XLSX_FORMATS: Partial<Record<Kind, string>> = {
  integer: '#,##0',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};

/** A row stream as CSV: UTF-8 with a BOM, header first, semicolon-separated; a failing query ends it with an error. */
export function csvExport<Row>(source: Readable, columns: ExportColumn<Row>[]): Readable {
  const csv = stringify({
    header: true,
    bom: true,
    delimiter: CSV_DELIMITER,
    columns: columns.map((c, i) => ({ key: String(i), header: c.header })),
  });
  const mapped = source.map((row: Row) =>
    Object.fromEntries(columns.map((c, i) => [String(i), csvText(c.kind, c.value(row))])),
  );
  pipeline(mapped, csv, () => undefined);
  return csv;
}

/**
 * A row stream as an Excel workbook (one sheet), written row by row as the query streams: the table is
 * never held in memory. Date and amount cells are typed, so Excel sorts and sums them as they are.
 */
export function xlsxExport<Row>(source: Readable, columns: ExportColumn<Row>[], sheetName: string): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.kind === 'datetime' ? 18 : c.kind === 'date' ? 12 : Math.max(12, c.header.length + 2),
    style: XLSX_FORMATS[c.kind] ? { numFmt: XLSX_FORMATS[c.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  // The stream yields the query's rows, as csvExport's does.
  const rows: AsyncIterable<Row> = source;
  void (async () => {
    for await (const row of rows) {
      sheet.addRow(columns.map((c) => xlsxValue(c.kind, c.value(row)))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: Error) => out.destroy(err));
  return out;
}

// ---- the two exports -------------------------------------------------------------------------------

/** A donation of the export with its campaign, which a general-fund gift has not. */
export type DonationExportRow = Pick<
  TransactionTableRow,
  | 'order_id'
  | 'transaction_id'
  | 'receipt_code'
  | 'channel'
  | 'payment_method'
  | 'bank'
  | 'status'
  | 'amount'
  | 'donor_name'
  | 'anonymous'
  | 'created_at'
  | 'settled_at'
> & { donation_id: string | null; title: string | null; fund: Fund | null };

const isOffline = (r: { channel: string }) => r.channel === 'offline';

export const DONATION_COLUMNS: ExportColumn<DonationExportRow>[] = [
  { header: 'ID Pesanan', kind: 'text', value: (r) => r.order_id },
  { header: 'ID Transaksi', kind: 'text', value: (r) => r.transaction_id },
  { header: 'Kode Verifikasi', kind: 'text', value: (r) => r.receipt_code },
  { header: 'Saluran', kind: 'text', value: (r) => (isOffline(r) ? 'offline' : 'online') },
  {
    header: 'Metode',
    kind: 'text',
    value: (r) =>
      isOffline(r)
        ? isOfflineMethod(r.payment_method)
          ? OFFLINE_METHOD_LABELS[r.payment_method]
          : r.payment_method
        : r.bank
          ? `${String(r.payment_method)} (${String(r.bank)})`
          : r.payment_method,
  },
  { header: 'Status', kind: 'text', value: (r) => r.status },
  { header: 'Jumlah (Rp)', kind: 'integer', value: (r) => Number(r.amount) },
  { header: 'Nama Donatur', kind: 'text', value: (r) => r.donor_name },
  { header: 'Anonim', kind: 'boolean', value: (r) => Boolean(r.anonymous) },
  // The day of the order, or of an offline gift (which has a day and no time).
  { header: 'Tanggal', kind: 'date', value: (r) => r.created_at },
  { header: 'Dibuat (WIB)', kind: 'datetime', value: (r) => (isOffline(r) ? null : r.created_at) },
  { header: 'Tanggal Berhasil', kind: 'date', value: (r) => r.settled_at },
  { header: 'Berhasil (WIB)', kind: 'datetime', value: (r) => (isOffline(r) ? null : r.settled_at) },
  { header: 'ID Kampanye', kind: 'text', value: (r) => r.donation_id ?? '' },
  { header: 'Kampanye', kind: 'text', value: (r) => r.title ?? GENERAL_FUND_LABEL },
  { header: 'Dana', kind: 'text', value: (r) => LEDGER_FUND_LABELS[r.fund ?? GENERAL_FUND] ?? r.fund },
];

/** A disbursement (or its reversal) of the export with its campaign. */
export type DisbursementExportRow = Pick<
  LedgerEntryRow,
  | 'seq'
  | 'kind'
  | 'reverses_seq'
  | 'occurred_at'
  | 'category'
  | 'description'
  | 'amount'
  | 'fund'
  | 'proofs'
  | 'created_at'
  | 'hash'
> &
  Pick<CampaignRow, 'donation_id' | 'title'>;

const isReversal = (r: { kind: string }) => r.kind === 'reversal';

export const DISBURSEMENT_COLUMNS: ExportColumn<DisbursementExportRow>[] = [
  { header: 'ID Kampanye', kind: 'text', value: (r) => r.donation_id },
  { header: 'Kampanye', kind: 'text', value: (r) => r.title },
  { header: 'No. Catatan', kind: 'integer', value: (r) => Number(r.seq) },
  { header: 'Jenis', kind: 'text', value: (r) => (isReversal(r) ? 'koreksi' : 'penyaluran') },
  {
    header: 'Mengoreksi No.',
    kind: 'integer',
    value: (r) => (r.reverses_seq === null ? null : Number(r.reverses_seq)),
  },
  { header: 'Tanggal', kind: 'date', value: (r) => r.occurred_at },
  {
    header: 'Kategori',
    kind: 'text',
    value: (r) => (r.category && DISBURSEMENT_CATEGORY_LABELS[r.category]) ?? r.category ?? '',
  },
  { header: 'Keterangan', kind: 'text', value: (r) => r.description ?? '' },
  // A correction takes its amount back: the column sums to what was disbursed in the range.
  { header: 'Jumlah (Rp)', kind: 'integer', value: (r) => (isReversal(r) ? -1 : 1) * Number(r.amount) },
  { header: 'Dana', kind: 'text', value: (r) => LEDGER_FUND_LABELS[r.fund] ?? r.fund },
  { header: 'Bukti', kind: 'text', value: (r) => parseJson<string[]>(r.proofs, []).join(' ') },
  { header: 'Dicatat (WIB)', kind: 'datetime', value: (r) => r.created_at },
  { header: 'Hash', kind: 'text', value: (r) => r.hash },
];

type Range = { start: Date; end: Date };

/** An export: what it holds, its file and sheet names, and its rows as CSV or as a workbook. */
export interface LedgerExport {
  what: string;
  file: string;
  sheet: string;
  csv: (db: Knex, range: Range) => Readable;
  xlsx: (db: Knex, range: Range) => Readable;
}

function exportOf<Row>(
  info: Pick<LedgerExport, 'what' | 'file' | 'sheet'>,
  rows: (db: Knex, range: Range) => Readable,
  columns: ExportColumn<Row>[],
): LedgerExport {
  return {
    ...info,
    csv: (db, range) => csvExport(rows(db, range), columns),
    xlsx: (db, range) => xlsxExport(rows(db, range), columns, info.sheet),
  };
}

/** The administrators' exports, by the name in their path (`/admin/exports/<name>.csv|.xlsx`). */
export const LEDGER_EXPORTS: Record<'donations' | 'disbursements', LedgerExport> = {
  donations: exportOf(
    { what: 'Donations (online and offline, every state)', file: 'donasi', sheet: 'Donasi' },
    donationsQuery,
    DONATION_COLUMNS,
  ),
  disbursements: exportOf(
    { what: 'Disbursements and their corrections (a correction negative)', file: 'penyaluran', sheet: 'Penyaluran' },
    disbursementsQuery,
    DISBURSEMENT_COLUMNS,
  ),
};
