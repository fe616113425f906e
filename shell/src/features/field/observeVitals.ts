import type { FieldVital } from '@yayasan/contracts';

/**
 * Starts measuring LCP, INP and CLS. `web-vitals` arrives by its own request, after the page is
 * interactive: it reads the browser's buffered entries, so LCP and the shifts before it are still seen.
 * Every change is reported, and the view on screen at that moment keeps the latest value.
 */
export async function observeVitals(report: (vital: FieldVital) => void): Promise<void> {
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const options = { reportAllChanges: true };
  onLCP((metric) => report({ name: metric.name, value: metric.value }), options);
  onINP((metric) => report({ name: metric.name, value: metric.value }), options);
  onCLS((metric) => report({ name: metric.name, value: metric.value }), options);
}
