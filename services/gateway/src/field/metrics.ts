import { Counter, Histogram, type Registry } from 'prom-client';
import type { PageView, RemoteOnPage } from './page-view';

/** The label for what a beacon did not name: a page without remotes, a failure of no remote. */
const NONE = 'none';
const NOBODY = { remote: NONE, version: NONE, channel: NONE };

/** Around the thresholds that judge LCP (2.5 s, 4 s) and INP (200 ms, 500 ms). */
const MILLISECOND_BUCKETS = [50, 100, 200, 300, 500, 800, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10_000, 20_000];
/** Around the thresholds that judge CLS (0.1, 0.25). */
const SHIFT_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.4, 0.6, 1];

const PAGE_LABELS = ['remote', 'version', 'channel', 'route'] as const;

/**
 * Field signals on the gateway's Prometheus registry. Every label value comes from a beacon that
 * passed validation (a remote of the site, a version the registry knows, a route the site has), so
 * their number stays bounded. A vital is the whole page's, so it is observed for every remote on it.
 */
export function fieldMetrics(registry: Registry): (view: PageView) => void {
  const milliseconds = new Histogram({
    name: 'gateway_field_vital_milliseconds',
    help: "Visitors' LCP and INP, in milliseconds, by the remote versions on the page",
    labelNames: ['vital', ...PAGE_LABELS] as const,
    buckets: MILLISECOND_BUCKETS,
    registers: [registry],
  });
  const shifts = new Histogram({
    name: 'gateway_field_cls',
    help: "Visitors' cumulative layout shift (unitless), by the remote versions on the page",
    labelNames: ['vital', ...PAGE_LABELS] as const,
    buckets: SHIFT_BUCKETS,
    registers: [registry],
  });
  const pageViews = new Counter({
    name: 'gateway_field_page_views_total',
    help: 'Sampled page views reported by visitors, by the remote versions on the page',
    labelNames: PAGE_LABELS,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'gateway_field_failures_total',
    help: "Failures in visitors' browsers, by the remote version they are attributed to",
    labelNames: ['kind', ...PAGE_LABELS] as const,
    registers: [registry],
  });

  const labelsOf = (on: RemoteOnPage | typeof NOBODY, route: string) => ({
    remote: on.remote,
    version: on.version,
    channel: on.channel,
    route,
  });

  return (view) => {
    const onPage = view.remotes.length ? view.remotes : [NOBODY];
    for (const on of onPage) {
      const labels = labelsOf(on, view.route);
      pageViews.inc(labels);
      for (const vital of view.vitals) {
        (vital.name === 'CLS' ? shifts : milliseconds).observe({ vital: vital.name, ...labels }, vital.value);
      }
    }
    for (const failure of view.failures) {
      const on = failure.on ?? { ...NOBODY, remote: failure.remote ?? NONE };
      failures.inc({ kind: failure.kind, ...labelsOf(on, view.route) });
    }
  };
}
