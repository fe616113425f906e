import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import {
  LIGHTHOUSE,
  LIGHTHOUSE_ROUTES,
  LIGHTHOUSE_RUNS,
  SLOWEST_HOST_INDEX,
  atLeast,
  cpuSlowdownFor,
  throttledAsMeasured,
  atMost,
  median,
  ms,
  reference,
  score,
  seconds,
  shift,
  type Check,
} from './budgets';
import { CHROMIUM_PATH, type BenchModule } from './context';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-background-networking'];
// Lighthouse runs as its own process: it sends its functions' source to the page, which must not
// go through this process's TypeScript loader.
const LIGHTHOUSE_CLI = require.resolve('lighthouse/cli/index.js');
const run = promisify(execFile);

interface Report {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment: { benchmarkIndex: number };
}

interface Figures {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of the host's computing speed (its 4× slowdown is set for about 1,500). */
  benchmarkIndex: number;
}

interface AuditOptions {
  warm?: boolean;
  onlyAccessibility?: boolean;
  /** The CPU slowdown of the simulated phone (Lighthouse's mobile preset: 4×). */
  cpuSlowdown?: number;
}

/**
 * One Lighthouse run with the mobile preset and its simulated throttling. `warm` keeps the browser's
 * cache from the run before (Lighthouse clears it otherwise).
 */
async function audit(port: number, url: string, options: AuditOptions = {}): Promise<Figures> {
  // Lighthouse sometimes loses a page load's trace (NO_NAVSTART), now and then twice in a row: measure again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(port, url, options);
    } catch (err) {
      if (attempt === AUDIT_ATTEMPTS) throw err;
      console.log(
        `  Lighthouse on ${url} failed (${attempt} of ${AUDIT_ATTEMPTS}), measuring again: ${(err instanceof Error ? err.message : String(err)).split('\n')[0]}`,
      );
    }
  }
}

const AUDIT_ATTEMPTS = 3;
/** Runs of one measurement at most, when the host's speed keeps changing under it. */
const CALIBRATION_ATTEMPTS = 3;
/** The runs whose host index sets the next run's CPU slowdown. */
const RECENT_RUNS = 5;

async function auditOnce(port: number, url: string, options: AuditOptions) {
  const { stdout } = await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      `--port=${port}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${options.onlyAccessibility ? 'accessibility' : 'performance,accessibility'}`,
      ...(options.warm ? ['--disable-storage-reset'] : []),
      ...(options.cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${options.cpuSlowdown}`] : []),
    ],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  const { categories, audits, runtimeError, environment } = JSON.parse(stdout) as Report;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: (categories.performance?.score ?? NaN) * 100,
    accessibility: (categories.accessibility?.score ?? NaN) * 100,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: environment.benchmarkIndex,
  } satisfies Figures;
}

const medianOf = (runs: Figures[]): Figures => ({
  performance: median(runs.map((r) => r.performance)),
  accessibility: median(runs.map((r) => r.accessibility)),
  lcp: median(runs.map((r) => r.lcp)),
  tbt: median(runs.map((r) => r.tbt)),
  cls: median(runs.map((r) => r.cls)),
  benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
});

/**
 * Lighthouse mobile on the key routes (median of 3 empty-cache runs, against the budgets; one
 * warm-cache run for reference) and the accessibility score of every public route. The accessibility
 * runs come first: they measure the host's speed, from which each budgeted run's CPU slowdown is set. A
 * shared host's speed drifts, so the slowdown follows the latest runs' index, not the first ones'.
 */
export const lighthouseAudits: BenchModule = async ({ routes }) => {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const budgets: Check[] = [];
  const warm: Check[] = [];
  const accessibility = new Map<string, Check>();
  const benchmarkIndexes: number[] = [];
  const slowdowns: number[] = [];
  let measuredAgain = 0;
  const measure = async (url: string, options: AuditOptions) => {
    const figures = await audit(chrome.port, url, options);
    benchmarkIndexes.push(figures.benchmarkIndex);
    return figures;
  };
  // A run is kept when the host index it measured itself asks for the slowdown it was given; else it is
  // measured again at the slowdown that index asks for.
  const calibrated = async (url: string, options: AuditOptions = {}) => {
    let cpuSlowdown = cpuSlowdownFor(median(benchmarkIndexes.slice(-RECENT_RUNS)));
    for (let attempt = 1; ; attempt++) {
      const figures = await measure(url, { ...options, cpuSlowdown });
      if (throttledAsMeasured(cpuSlowdown, figures.benchmarkIndex) || attempt === CALIBRATION_ATTEMPTS) {
        slowdowns.push(cpuSlowdown);
        return figures;
      }
      measuredAgain++;
      const asked = cpuSlowdownFor(figures.benchmarkIndex);
      console.log(
        `  ${url}: the host measured ${score(figures.benchmarkIndex)} during the run, which asks for ×${asked}, not ×${cpuSlowdown}: measuring again`,
      );
      cpuSlowdown = asked;
    }
  };
  try {
    for (const route of routes.filter((r) => !LIGHTHOUSE_ROUTES.includes(r.pattern))) {
      const a = await measure(route.url, { onlyAccessibility: true });
      accessibility.set(route.pattern, reference(route.pattern, score(a.accessibility)));
    }
    for (const route of routes.filter((r) => LIGHTHOUSE_ROUTES.includes(r.pattern))) {
      const runs: Figures[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await calibrated(route.url));
      const m = medianOf(runs);
      budgets.push(
        atLeast(`${route.pattern} performance`, m.performance, LIGHTHOUSE.performance, score),
        atMost(`${route.pattern} LCP`, m.lcp, LIGHTHOUSE.lcpMs, seconds),
        atMost(`${route.pattern} TBT`, m.tbt, LIGHTHOUSE.tbtMs, ms),
        atMost(`${route.pattern} CLS`, m.cls, LIGHTHOUSE.cls, shift),
      );
      accessibility.set(route.pattern, reference(route.pattern, score(m.accessibility)));
      const w = await calibrated(route.url, { warm: true });
      warm.push(
        reference(
          route.pattern,
          `performance ${score(w.performance)}, LCP ${seconds(w.lcp)}, TBT ${ms(w.tbt)}, CLS ${shift(w.cls)}`,
        ),
      );
    }
  } finally {
    chrome.kill();
  }
  return [
    {
      title: `Lighthouse mobile, empty cache, median of ${LIGHTHOUSE_RUNS} runs`,
      checks: [
        ...budgets,
        reference('host benchmark index (Lighthouse), median', score(median(benchmarkIndexes))),
        reference(
          `CPU slowdown, as on a host of index ${SLOWEST_HOST_INDEX}`,
          `×${Math.min(...slowdowns)}–${Math.max(...slowdowns)}, median ×${median(slowdowns)}`,
        ),
        reference('runs measured again, the host having changed speed during them', String(measuredAgain)),
      ],
    },
    { title: 'Lighthouse mobile, warm cache, one run (reference)', checks: warm },
    {
      title: 'Lighthouse accessibility score per public route (goal 100)',
      checks: routes.flatMap((r) => accessibility.get(r.pattern) ?? []),
    },
  ];
};
