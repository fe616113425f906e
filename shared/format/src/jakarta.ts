/**
 * Jakarta wall-clock time (Asia/Jakarta: UTC+7 all year, no daylight saving), in the forms Midtrans
 * reads and writes: 'YYYY-MM-DD HH:mm:ss' for transaction, settlement and expiry times, and
 * 'YYYY-MM-DD HH:mm:ss +0700' for custom_expiry.order_time.
 */

export const JAKARTA_UTC_OFFSET = '+0700';
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

export interface JakartaParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Calendar parts of an instant as seen in Jakarta (whole seconds: any fraction is dropped). */
export function jakartaParts(value: string | number | Date): JakartaParts {
  const d = new Date(new Date(value).getTime() + JAKARTA_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD HH:mm:ss' in Jakarta, as Midtrans writes transaction_time, settlement_time and expiry_time. */
export function formatJakartaTime(value: string | number | Date): string {
  const p = jakartaParts(value);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** 'YYYY-MM-DD HH:mm:ss +0700', the order_time of Midtrans's custom_expiry. */
export function formatMidtransOrderTime(value: string | number | Date): string {
  return `${formatJakartaTime(value)} ${JAKARTA_UTC_OFFSET}`;
}

const JAKARTA_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?: ([+-])(\d{2})(\d{2}))?$/;

/**
 * Reads 'YYYY-MM-DD HH:mm:ss' as Jakarta time, or with a trailing ' ±hhmm' offset as that offset
 * says ('T' may stand for the space). `requireOffset` refuses a time without one (order_time).
 * Null for anything else, including dates that do not exist (2025-02-30, 24:00:00).
 */
export function parseJakartaTime(value: unknown, { requireOffset = false } = {}): Date | null {
  if (typeof value !== 'string') return null;
  const m = JAKARTA_TIME.exec(value.trim());
  if (!m || (requireOffset && m[7] === undefined)) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const read = new Date(wall);
  // Date.UTC rolls impossible values over (month 13 → January); such input is refused instead.
  if (read.getUTCFullYear() !== year || read.getUTCMonth() !== month - 1 || read.getUTCDate() !== day) return null;
  if (read.getUTCHours() !== hour || read.getUTCMinutes() !== minute || read.getUTCSeconds() !== second) return null;
  const [, , , , , , , sign, offsetHours, offsetMinutes] = m;
  if (sign === undefined) return new Date(wall - JAKARTA_OFFSET_MS);
  if (Number(offsetMinutes) > 59) return null;
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60 * 1000;
  return new Date(wall - offsetMs);
}
