/** Formatting shared by every app: rupiah, Indonesian dates (shown in Asia/Jakarta), truncation. */
import { jakartaParts } from './jakarta';

export * from './jakarta';
export const TIME_ZONE = 'Asia/Jakarta';
export const MONTHS_ID = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'] as const;
const MONTH_NAMES_ID = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** A calendar month 'YYYY-MM' as 'November 2026'. */
export const formatMonthName = (month: string) =>
  `${MONTH_NAMES_ID[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** 1500000 → '1.500.000' (Indonesian grouping, no symbol, no decimals). */
export function formatRupiah(amount: number | string | null | undefined): string {
  const n = Math.trunc(Number(amount ?? 0)) || 0;
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 'Rp 1.500.000' */
export const formatRp = (amount: number | string | null | undefined) => `Rp ${formatRupiah(amount)}`;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** '5 Mei' */
export function formatDayMonth(value: string | number | Date): string {
  const p = jakartaParts(value);
  return `${p.day} ${MONTHS_ID[p.month - 1]}`;
}

/** '5 Mei 2024' (profiles) */
export function formatDayMonthYear(value: string | number | Date): string {
  const p = jakartaParts(value);
  return `${p.day} ${MONTHS_ID[p.month - 1]} ${p.year}`;
}

/** 'YYYY-MM-DD HH:mm' (donor lists) */
export function formatDonorDate(value: string | number | Date): string {
  const p = jakartaParts(value);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** 'DD/MM/YYYY HH:mm:ss' (donation history) */
export function formatHistoryDate(value: string | number | Date): string {
  const p = jakartaParts(value);
  return `${pad(p.day)}/${pad(p.month)}/${p.year} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** A campaign's end date is stored as 23:59:59.999 UTC of its day and shown as that calendar day. */
export function formatCalendarDayUtc(value: string | number | Date): string {
  const d = new Date(value);
  return `${d.getUTCDate()} ${MONTHS_ID[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** 'YYYY-MM-DD' → that day's 23:59:59.999 UTC as ISO. */
export function endOfDayUtcIso(yyyyMmDd: string): string {
  return new Date(`${yyyyMmDd}T23:59:59.999Z`).toISOString();
}

/** Index numbers below 10 are zero-padded: 1 → '01'. */
export const padIndex = (n: number) => (n < 10 ? `0${n}` : String(n));

/** A name's first letter, capitalised, for a picture-less avatar ('?' for an empty name). */
export const initialOf = (name: string) => (name.trim()[0] ?? '?').toUpperCase();

/** Appends '...' when the text is longer than `length`. */
export function truncate(text: string | null | undefined, length: number): string {
  const s = text ?? '';
  return s.length > length ? `${s.slice(0, length)}...` : s;
}
