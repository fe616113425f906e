import { FIELD_PRODUCTION_SAMPLE_RATE, FIELD_SAMPLE_RATE_META } from '@yayasan/contracts';

/**
 * The share of page views reported, as the gateway writes it into the page (its FIELD_SAMPLE_RATE),
 * so operators tune it without a new build; a page without it (a development server) reports every
 * view of a development build and one in ten of a production one.
 */
export function fieldSampleRate(
  written = document.querySelector(`meta[name="${FIELD_SAMPLE_RATE_META}"]`)?.getAttribute('content'),
): number {
  const rate = written ? Number(written) : NaN;
  if (rate >= 0 && rate <= 1) return rate;
  return process.env.NODE_ENV === 'production' ? FIELD_PRODUCTION_SAMPLE_RATE : 1;
}

/** Whether one page view is reported, decided once for it. */
export const isSampled = (rate: number, random: () => number = Math.random): boolean => random() < rate;
