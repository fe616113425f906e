/**
 * What the site promises on a budget phone, and how the bench reports it. A check with a budget
 * passes or fails; one without (`pass: null`) is printed for reference.
 */
export const FIRST_LOAD_KB: Record<string, number> = { '/': 190, '/blog/:blog_id': 210 };
export const DEFAULT_FIRST_LOAD_KB = 200;

/** Routes measured with Lighthouse (mobile preset, median of 3 runs). */
export const LIGHTHOUSE_ROUTES = ['/', '/artikel', '/blog/:blog_id', '/donation', '/donation/:id', '/galeri'];
export const LIGHTHOUSE_RUNS = 3;
export const LIGHTHOUSE = { performance: 95, lcpMs: 1800, tbtMs: 150, cls: 0.02 };
/**
 * The budgets hold on the slowest host the site is built and checked on (Lighthouse benchmark index
 * 1,500; the range is 1,500–2,800). The mobile preset slows the CPU 4× on any host, so a faster host
 * would show figures no such machine reaches: its slowdown is raised in proportion to its index.
 */
export const SLOWEST_HOST_INDEX = 1500;
export const MOBILE_CPU_SLOWDOWN = 4;

/** The slowdown that makes this host's figures those of a host of SLOWEST_HOST_INDEX (never below the preset's). */
export const cpuSlowdownFor = (hostIndex: number): number =>
  Number((MOBILE_CPU_SLOWDOWN * Math.max(1, hostIndex / SLOWEST_HOST_INDEX)).toFixed(2));

/**
 * A shared host's speed drifts between runs, and Lighthouse measures it again in each run: a run whose
 * own index asks for a slowdown more than this far from the one it was given is measured again.
 */
export const CALIBRATION_TOLERANCE = 0.15;

/** Whether a run given `applied` was throttled as the host index it measured itself asks. */
export const throttledAsMeasured = (applied: number, runIndex: number): boolean =>
  Math.abs(cpuSlowdownFor(runIndex) - applied) <= applied * CALIBRATION_TOLERANCE;

/** A page rendered on the server, 10 requests at a time. */
export const RENDER = { p50Ms: 40, p99Ms: 150 };

export interface Check {
  name: string;
  budget: string;
  figure: string;
  /** null: reported for reference, no budget. */
  pass: boolean | null;
}

export interface Section {
  title: string;
  checks: Check[];
}

export const atMost = (name: string, figure: number, budget: number, format: (n: number) => string): Check => ({
  name,
  budget: `≤ ${format(budget)}`,
  figure: format(figure),
  pass: figure <= budget,
});

export const atLeast = (name: string, figure: number, budget: number, format: (n: number) => string): Check => ({
  name,
  budget: `≥ ${format(budget)}`,
  figure: format(figure),
  pass: figure >= budget,
});

export const reference = (name: string, figure: string): Check => ({ name, budget: '—', figure, pass: null });

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (n: number) => `${n.toFixed(0)} ms`;
export const seconds = (n: number) => `${(n / 1000).toFixed(2)} s`;
export const score = (n: number) => n.toFixed(0);
export const shift = (n: number) => n.toFixed(3);

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** One section as a table: check, budget, figure, result. */
export function printSection({ title, checks }: Section): void {
  const rows = checks.map((c) => [c.name, c.budget, c.figure, c.pass === null ? 'info' : c.pass ? 'pass' : 'FAIL']);
  const header = ['check', 'budget', 'figure', 'result'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((r) => console.log(line(r)));
}
