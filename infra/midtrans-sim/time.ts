const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Jakarta (UTC+7, no daylight saving), as Midtrans writes times. */
export function formatJakarta(ms: number): string {
  const d = new Date(ms + JAKARTA_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** Parses 'YYYY-MM-DD HH:mm:ss +0700' (custom_expiry.order_time); undefined when malformed. */
export function parseOrderTime(value: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, sign, oh, om] = m;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const offset = (Number(oh) * 60 + Number(om)) * MINUTE_MS * (sign === '-' ? -1 : 1);
  const ms = utc - offset;
  return Number.isFinite(ms) ? ms : undefined;
}

/** Truncates to whole seconds, so that a formatted time and the stored instant agree. */
export function toWholeSecond(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}
