export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Truncates to whole seconds, so that a formatted time and the stored instant agree. */
export function toWholeSecond(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}
