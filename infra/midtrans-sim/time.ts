export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Truncates to whole seconds, so that a formatted time and the stored instant agree. */
export function toWholeSecond(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}

/**
 * The simulator's clock: the configured source plus however far the tests moved it, so charges due
 * next month can be made now without waiting for them.
 */
export class SimulatorClock {
  private offsetMs = 0;

  constructor(private readonly source: () => number) {}

  now(): number {
    return this.source() + this.offsetMs;
  }

  advance(ms: number): number {
    this.offsetMs += Math.max(0, ms);
    return this.now();
  }
}

/** The same wall-clock time `months` calendar months later (UTC), the day capped at the month's last day. */
export function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  const day = date.getUTCDate();
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.getTime();
}
