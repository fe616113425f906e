import type { FieldFailure, FieldVital } from '@yayasan/contracts';
import type { FieldFigures } from '../field/window';

/**
 * Canary analysis: judges a remote's canary version against its stable version by what visitors met
 * with each (the gateway's field figures), and answers promote, roll back or wait. Pure: no I/O.
 */

export type FailureKind = FieldFailure['kind'];
export type VitalName = FieldVital['name'];

/** What visitors met with one remote version (the gateway's field window): page views, failures by kind, vital samples. */
export type VersionHealth = FieldFigures;

export interface AnalysisOptions {
  /** Page views each side needs before the canary may be promoted (500). */
  minPageViews?: number;
  /** The chance, across all checks of one analysis, of rolling back a canary that is no worse (0.01). */
  alpha?: number;
  /** Canary page views needed before a significantly worse check rolls back at once (50, or minPageViews if fewer). */
  earlyRollbackPageViews?: number;
}

export interface CanaryCheck {
  name: string;
  /** How `canary` and `stable` read: a share of page views, milliseconds, or a layout-shift score (NaN: nothing measured). */
  unit: 'rate' | 'ms' | 'score';
  canary: number;
  stable: number;
  /** One-sided: the chance of a difference at least this bad were the canary no worse; null: too little data to test. */
  pValue: number | null;
  worse: boolean;
}

export type CanaryDecision = 'promote' | 'rollback' | 'wait';

export interface CanaryAnalysis {
  decision: CanaryDecision;
  /** Why, in plain English, for the release command's log. */
  reason: string;
  checks: CanaryCheck[];
}

const FAILURE_KINDS: readonly FailureKind[] = ['error', 'remote-load', 'boundary', 'render-fallback'];
const VITAL_NAMES: readonly VitalName[] = ['LCP', 'INP', 'CLS'];

/**
 * How much worse a canary's p75 must be to matter: more than `relative` of stable's p75 and more than
 * `absolute`. With thousands of samples a few milliseconds are "significant" yet nobody notices them,
 * so significance alone would roll back good releases; the margin asks for a difference visitors feel.
 * CLS is judged too (a remote that shifts the page is a real regression); 0.025 is a quarter of the
 * 0.1 that Core Web Vitals call good.
 */
const VITAL_MARGINS: Record<VitalName, { relative: number; absolute: number }> = {
  LCP: { relative: 0.1, absolute: 100 },
  INP: { relative: 0.1, absolute: 40 },
  CLS: { relative: 0.1, absolute: 0.025 },
};

/** Fewer samples than this on either side and a vital is not tested: the rank test's normal approximation is poor. */
const MIN_VITAL_SAMPLES = 20;

/** The normal approximation of a two-proportion test holds when every expected cell count is at least this. */
const MIN_EXPECTED_COUNT = 5;

/**
 * The standard normal CDF, Φ(z) = erfc(−z/√2)/2, with erfc from the Chebyshev fit of Numerical Recipes
 * (`erfcc`): fractional error below 1.2e-7 everywhere, so small tail probabilities (the p-values that
 * decide a rollback) stay accurate relative to their size, unlike 1 − Φ computed from erf.
 */
export function normalCdf(z: number): number {
  return erfc(-z / Math.SQRT2) / 2;
}

function erfc(x: number): number {
  const t = 1 / (1 + Math.abs(x) / 2);
  const poly =
    -1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const tail = t * Math.exp(-x * x + poly);
  return x >= 0 ? tail : 2 - tail;
}

/**
 * The p-th percentile (0–100) by linear interpolation between the closest ranks (Hyndman–Fan type 7,
 * the default of NumPy, R and spreadsheets' PERCENTILE.INC): it moves smoothly as samples arrive,
 * where nearest-rank jumps from one observed value to the next. NaN for no values.
 */
export function percentile(values: readonly number[], p: number): number {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`a percentile is between 0 and 100, not ${p}`);
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const position = (p / 100) * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (position - below) * (sorted[above] - sorted[below]);
}

function checkCounts(x: number, n: number): void {
  if (!Number.isInteger(x) || !Number.isInteger(n) || x < 0 || n <= 0 || x > n) {
    throw new RangeError(`${x} of ${n} is not a count of successes out of trials`);
  }
}

/**
 * One-sided pooled two-proportion z-test, H1: x1/n1 > x2/n2; answers the p-value. Page views are
 * independent trials, so under H0 (one shared rate, estimated by pooling) the difference of the two
 * rates is close to normal once every expected count is at least 5; failureRateTest checks that first.
 */
export function twoProportionZTest(x1: number, n1: number, x2: number, n2: number): number {
  checkCounts(x1, n1);
  checkCounts(x2, n2);
  const pooled = (x1 + x2) / (n1 + n2);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  // No failures (or nothing but) on either side: the rates are equal, as at z = 0.
  if (standardError === 0) return 0.5;
  return normalCdf(-(x1 / n1 - x2 / n2) / standardError);
}

/** ln(n!): exact sums for small n, Stirling's series beyond (error far below 1e-12 from 256 on). */
function logFactorial(n: number): number {
  if (n < 256) {
    let sum = 0;
    for (let i = 2; i <= n; i++) sum += Math.log(i);
    return sum;
  }
  const n2 = n * n;
  return (
    n * Math.log(n) - n + 0.5 * Math.log(2 * Math.PI * n) + 1 / (12 * n) - 1 / (360 * n * n2) + 1 / (1260 * n * n2 * n2)
  );
}

const logChoose = (n: number, k: number) => logFactorial(n) - logFactorial(k) - logFactorial(n - k);

/**
 * One-sided Fisher exact test, H1: x1/n1 > x2/n2; answers P(X ≥ x1) for X hypergeometric (of the
 * x1 + x2 failing trials, how many fall among the first n1). Exact at any count, and conservative.
 */
export function fisherExactTest(x1: number, n1: number, x2: number, n2: number): number {
  checkCounts(x1, n1);
  checkCounts(x2, n2);
  const total = n1 + n2;
  const failing = x1 + x2;
  const last = Math.min(failing, n1);
  let term = Math.exp(logChoose(failing, x1) + logChoose(total - failing, n1 - x1) - logChoose(total, n1));
  let sum = 0;
  for (let k = x1; k <= last; k++) {
    sum += term;
    // P(k + 1) / P(k) of the hypergeometric distribution.
    term *= ((failing - k) * (n1 - k)) / ((k + 1) * (total - failing - n1 + k + 1));
  }
  return Math.min(1, sum);
}

/**
 * Whether x1 of n1 is a higher rate than x2 of n2: the z-test when its normal approximation holds
 * (every expected count under the pooled rate at least 5), else Fisher's exact test. Failures are rare,
 * so a young canary's expected counts are usually below 5; refusing to test then would hide exactly the
 * case that matters (a handful of failures in a few dozen views against almost none in thousands).
 */
export function failureRateTest(x1: number, n1: number, x2: number, n2: number): number {
  const pooled = (x1 + x2) / (n1 + n2);
  const smallestExpected = Math.min(n1, n2) * Math.min(pooled, 1 - pooled);
  return smallestExpected >= MIN_EXPECTED_COUNT ? twoProportionZTest(x1, n1, x2, n2) : fisherExactTest(x1, n1, x2, n2);
}

/**
 * One-sided Mann–Whitney U test, H1: values of `a` tend to be larger than values of `b`; answers the
 * p-value by the normal approximation with tie correction and continuity correction (as R's
 * `wilcox.test(a, b, 'greater', exact = FALSE)`). Ranks assume nothing about the distribution, and the
 * heavy right tail of page timings (a few 20-second loads) cannot swamp them as it swamps a t-test's mean.
 */
export function mannWhitneyU(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || b.length === 0) throw new RangeError('the Mann–Whitney test needs values on both sides');
  const all = [...a.map((value) => ({ value, fromA: true })), ...b.map((value) => ({ value, fromA: false }))];
  all.sort((x, y) => x.value - y.value);
  const n = all.length;
  let rankSumA = 0;
  let tieTerm = 0;
  for (let start = 0; start < n;) {
    let end = start;
    while (end + 1 < n && all[end + 1].value === all[start].value) end++;
    const tied = end - start + 1;
    const averageRank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i++) if (all[i].fromA) rankSumA += averageRank;
    tieTerm += tied ** 3 - tied;
    start = end + 1;
  }
  const n1 = a.length;
  const n2 = b.length;
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  // Every value tied: U can only be its mean, so a result at least this large is certain.
  if (variance <= 0) return 1;
  return normalCdf(-(u - (n1 * n2) / 2 - 0.5) / Math.sqrt(variance));
}

const FAILURE_LABELS: Record<FailureKind, string> = {
  error: 'error rate',
  'remote-load': 'remote-load failure rate',
  boundary: 'boundary fallback rate',
  'render-fallback': 'render-fallback rate',
};

/** A version's failures of a kind as trials out of its page views: a view may report several, counted once at most. */
const failingViews = (health: VersionHealth, kind: FailureKind) => Math.min(health.failures[kind], health.pageViews);

function failureCheck(kind: FailureKind, canary: VersionHealth, stable: VersionHealth, alpha: number): CanaryCheck {
  const x1 = failingViews(canary, kind);
  const x2 = failingViews(stable, kind);
  const tested = canary.pageViews > 0 && stable.pageViews > 0;
  const pValue = tested ? failureRateTest(x1, canary.pageViews, x2, stable.pageViews) : null;
  return {
    name: FAILURE_LABELS[kind],
    unit: 'rate',
    canary: canary.pageViews > 0 ? x1 / canary.pageViews : NaN,
    stable: stable.pageViews > 0 ? x2 / stable.pageViews : NaN,
    pValue,
    // Failures ought not to rise at all, so any significant rise counts, without a margin.
    worse: pValue !== null && pValue < alpha,
  };
}

function vitalCheck(vital: VitalName, canary: VersionHealth, stable: VersionHealth, alpha: number): CanaryCheck {
  const a = canary.vitals[vital];
  const b = stable.vitals[vital];
  const canaryP75 = percentile(a, 75);
  const stableP75 = percentile(b, 75);
  const tested = a.length >= MIN_VITAL_SAMPLES && b.length >= MIN_VITAL_SAMPLES;
  const pValue = tested ? mannWhitneyU(a, b) : null;
  const margin = VITAL_MARGINS[vital];
  const beyondMargin = canaryP75 - stableP75 > Math.max(margin.relative * stableP75, margin.absolute);
  return {
    name: `p75 ${vital}`,
    unit: vital === 'CLS' ? 'score' : 'ms',
    canary: canaryP75,
    stable: stableP75,
    pValue,
    worse: pValue !== null && pValue < alpha && beyondMargin,
  };
}

const CHECK_COUNT = FAILURE_KINDS.length + VITAL_NAMES.length;

/**
 * Compares the canary with stable on every check and decides: roll back at once when any check is
 * significantly worse (given at least `earlyRollbackPageViews` canary views); promote when both sides
 * have `minPageViews` and none is; otherwise wait for more data.
 *
 * Multiple testing: seven checks each get alpha / 7 (Bonferroni), so one analysis rolls back a canary
 * that is no worse with chance at most alpha. The analysis also runs again and again as data arrives
 * (sequential peeking), and each look is another chance of a false alarm. A group-sequential plan
 * (alpha spending) would need a planned final sample, which a canary does not have, so instead the
 * default alpha is a strict 0.01, which keeps the false-rollback rate low over many looks (successive
 * looks share most of their data, so their errors are far from independent). A false rollback costs a re-release; promotion still needs minPageViews on both sides.
 */
export function analyseCanary(
  canary: VersionHealth,
  stable: VersionHealth,
  options: AnalysisOptions = {},
): CanaryAnalysis {
  const { minPageViews = 500, alpha = 0.01 } = options;
  // A smaller sample set for promotion is also enough to roll back on (a significant difference still is).
  const earlyRollbackPageViews = options.earlyRollbackPageViews ?? Math.min(50, minPageViews);
  const perCheckAlpha = alpha / CHECK_COUNT;
  const checks = [
    ...FAILURE_KINDS.map((kind) => failureCheck(kind, canary, stable, perCheckAlpha)),
    ...VITAL_NAMES.map((vital) => vitalCheck(vital, canary, stable, perCheckAlpha)),
  ];
  const worse = checks.filter((check) => check.worse);
  const views = `${canary.pageViews} canary and ${stable.pageViews} stable page views`;

  if (worse.length > 0 && canary.pageViews >= earlyRollbackPageViews) {
    const what = worse.map(
      (check) =>
        `${check.name} ${formatValue(check.unit, check.canary)} against ${formatValue(check.unit, check.stable)}`,
    );
    return { decision: 'rollback', reason: `the canary is worse than stable: ${what.join('; ')} (${views})`, checks };
  }
  if (worse.length > 0) {
    return {
      decision: 'wait',
      reason: `the canary looks worse on ${worse.map((check) => check.name).join(', ')}, but has fewer than ${earlyRollbackPageViews} page views to be sure (${views})`,
      checks,
    };
  }
  if (canary.pageViews >= minPageViews && stable.pageViews >= minPageViews) {
    return { decision: 'promote', reason: `no check is worse on the canary than on stable (${views})`, checks };
  }
  return {
    decision: 'wait',
    reason: `no check is worse yet, but each side needs ${minPageViews} page views to promote (${views})`,
    checks,
  };
}

function formatValue(unit: CanaryCheck['unit'], value: number): string {
  if (Number.isNaN(value)) return 'n/a';
  if (unit === 'rate') return `${(value * 100).toFixed(2)}%`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  return value.toFixed(3);
}

function formatPValue(pValue: number | null): string {
  if (pValue === null) return 'n/a';
  return pValue < 0.0001 ? pValue.toExponential(1) : pValue.toFixed(4);
}

/** The analysis for the release command's log: the decision and its reason, then one aligned row per check. */
export function formatAnalysis(result: CanaryAnalysis): string {
  const header = ['check', 'canary', 'stable', 'p-value', 'worse'];
  const rows = result.checks.map((check) => [
    check.name,
    formatValue(check.unit, check.canary),
    formatValue(check.unit, check.stable),
    formatPValue(check.pValue),
    check.worse ? 'yes' : 'no',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  // The name reads left-aligned, the figures right-aligned so their digits line up.
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  return [`${result.decision}: ${result.reason}`, line(header), ...rows.map(line)].join('\n');
}
