import { formatRp } from '@yayasan/format';

/** How a figure moved against the same period before, in words and as a direction. */
export function changeText(
  current: number,
  previous: number,
  before: string,
): { text: string; trend: 'up' | 'down' | 'same' } {
  if (current === previous) return { text: `Sama dengan ${before}`, trend: 'same' };
  if (previous <= 0) return { text: `Naik dari ${formatRp(0)} ${before}`, trend: 'up' };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  const up = current > previous;
  // A change too small to round to 1% still reads as a change, not as "0%".
  const shown = percent === 0 ? '<1' : String(percent);
  return { text: `${up ? 'Naik' : 'Turun'} ${shown}% dari ${before}`, trend: up ? 'up' : 'down' };
}
