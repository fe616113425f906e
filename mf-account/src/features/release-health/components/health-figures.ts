import type { ReleaseDecision, ReleaseHealthPoint, ReleaseHealthVersion, RemoteHealth } from '@yayasan/contracts';

/** The curves of a card, each drawn by version. */
export const METRICS = [
  { key: 'errorRate', title: 'Error per tayangan', unit: 'rate' },
  { key: 'p75Lcp', title: 'p75 LCP', unit: 'ms' },
  { key: 'p75Inp', title: 'p75 INP', unit: 'ms' },
  { key: 'pageViews', title: 'Tayangan halaman', unit: 'count' },
] as const satisfies readonly { key: keyof ReleaseHealthPoint; title: string; unit: string }[];
export type Metric = (typeof METRICS)[number];

/** A colour per version, in the order a card lists them (canary first, then live, then the rest). */
export const versionColors = (theme: { colors: { primary: string; accent: string; muted: string } }) => [
  theme.colors.accent,
  theme.colors.primary,
  theme.colors.muted,
  '#7b61c4',
  '#2a7bd6',
];

export const STATE_LABELS: Record<ReleaseHealthVersion['state'], string> = {
  live: 'live',
  canary: 'canary',
  previous: 'sebelumnya',
  build: 'build bawaan',
};

export const DECISION_LABELS: Record<ReleaseDecision['decision'], string> = {
  promote: 'Dipromosikan',
  rollback: 'Dikembalikan',
};

export const formatMetric = (unit: Metric['unit'], value: number | null | undefined) => {
  if (value == null) return '—';
  if (unit === 'rate') return `${(value * 100).toLocaleString('id-ID', { maximumFractionDigits: 2 })}%`;
  if (unit === 'ms') return `${Math.round(value).toLocaleString('id-ID')} ms`;
  return Math.round(value).toLocaleString('id-ID');
};

export const jakartaTime = (ms: number | string) =>
  new Date(ms).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta', dateStyle: 'medium', timeStyle: 'short' });

/**
 * One metric of every version on one time axis, as uPlot takes it: the bucket starts (seconds) that
 * any version has, then per version its value there or null (a gap: no page view of it then).
 */
export function alignedSeries(versions: ReleaseHealthVersion[], metric: Metric['key']): (number | null)[][] {
  const times = [...new Set(versions.flatMap((v) => v.points.map((p) => p.t)))].sort((a, b) => a - b);
  return [
    times.map((t) => t / 1000),
    ...versions.map((v) => {
      const at = new Map(v.points.map((p) => [p.t, p[metric]]));
      return times.map((t) => at.get(t) ?? null);
    }),
  ];
}

/** A version's figures over the whole span: its page views, its error and load-failure rates, its latest p75s. */
export function versionSummary(version: ReleaseHealthVersion) {
  const views = version.points.reduce((n, p) => n + p.pageViews, 0);
  const failing = (rate: 'errorRate' | 'loadFailureRate') =>
    version.points.reduce((n, p) => n + Math.round(p[rate] * p.pageViews), 0);
  const latest = (key: 'p75Lcp' | 'p75Inp') =>
    [...version.points].reverse().find((p) => p[key] !== null)?.[key] ?? null;
  return {
    pageViews: views,
    errorRate: views ? failing('errorRate') / views : null,
    loadFailureRate: views ? failing('loadFailureRate') / views : null,
    p75Lcp: latest('p75Lcp'),
    p75Inp: latest('p75Inp'),
  };
}

export const hasReports = (remote: RemoteHealth) => remote.versions.some((v) => v.points.length > 0);
