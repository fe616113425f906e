import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import {
  LIGHTHOUSE,
  LIGHTHOUSE_ROUTES,
  LIGHTHOUSE_RUNS,
  MOBILE_CPU_SLOWDOWN,
  SLOWEST_HOST_INDEX,
  atLeast,
  cpuSlowdownFor,
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
 * runs come first: they also measure the host's speed, from which the budgeted runs' CPU slowdown is set.
 */
export const lighthouseAudits: BenchModule = async ({ routes }) => {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const budgets: Check[] = [];
  const warm: Check[] = [];
  const accessibility = new Map<string, Check>();
  const benchmarkIndexes: number[] = [];
  let cpuSlowdown = MOBILE_CPU_SLOWDOWN;
  try {
    for (const route of routes.filter((r) => !LIGHTHOUSE_ROUTES.includes(r.pattern))) {
      const a = await audit(chrome.port, route.url, { onlyAccessibility: true });
      benchmarkIndexes.push(a.benchmarkIndex);
      accessibility.set(route.pattern, reference(route.pattern, score(a.accessibility)));
    }
    cpuSlowdown = cpuSlowdownFor(median(benchmarkIndexes));
    for (const route of routes.filter((r) => LIGHTHOUSE_ROUTES.includes(r.pattern))) {
      const runs: Figures[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await audit(chrome.port, route.url, { cpuSlowdown }));
      const m = medianOf(runs);
      benchmarkIndexes.push(m.benchmarkIndex);
      budgets.push(
        atLeast(`${route.pattern} performance`, m.performance, LIGHTHOUSE.performance, score),
        atMost(`${route.pattern} LCP`, m.lcp, LIGHTHOUSE.lcpMs, seconds),
        atMost(`${route.pattern} TBT`, m.tbt, LIGHTHOUSE.tbtMs, ms),
        atMost(`${route.pattern} CLS`, m.cls, LIGHTHOUSE.cls, shift),
      );
      accessibility.set(route.pattern, reference(route.pattern, score(m.accessibility)));
      const w = await audit(chrome.port, route.url, { warm: true, cpuSlowdown });
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
        reference(`CPU slowdown, as on a host of index ${SLOWEST_HOST_INDEX}`, `×${cpuSlowdown}`),
      ],
    },
    { title: 'Lighthouse mobile, warm cache, one run (reference)', checks: warm },
    {
      title: 'Lighthouse accessibility score per public route (goal 100)',
      checks: routes.flatMap((r) => accessibility.get(r.pattern) ?? []),
    },
  ];
};
