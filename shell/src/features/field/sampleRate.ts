/**
 * The share of page views reported: every one in a development build, one in ten in production,
 * unless the build sets `FIELD_SAMPLE_RATE` (a number from 0 to 1).
 */
export function fieldSampleRate(): number {
  const chosen = process.env.FIELD_SAMPLE_RATE;
  const rate = chosen ? Number(chosen) : NaN;
  if (rate >= 0 && rate <= 1) return rate;
  return process.env.NODE_ENV === 'production' ? 0.1 : 1;
}

/** Whether one page view is reported, decided once for it. */
export const isSampled = (rate: number, random: () => number = Math.random): boolean => random() < rate;
