import {
  analyseCanary,
  failureRateTest,
  fisherExactTest,
  formatAnalysis,
  mannWhitneyU,
  normalCdf,
  percentile,
  twoProportionZTest,
  type VersionHealth,
} from '../releases/canary-analysis';

/** `count` values spread evenly from `from` in steps of `step`, repeating every `period`: a stand-in for field samples. */
const spread = (count: number, from: number, step: number, period = 50) =>
  Array.from({ length: count }, (_, i) => from + (i % period) * step);

function health(pageViews: number, change: (h: VersionHealth) => void = () => undefined): VersionHealth {
  const h: VersionHealth = {
    pageViews,
    failures: {
      error: Math.round(pageViews * 0.002),
      'remote-load': Math.round(pageViews * 0.001),
      boundary: 0,
      'render-fallback': 0,
    },
    vitals: {
      LCP: spread(Math.min(pageViews, 1000), 1000, 40),
      INP: spread(Math.min(pageViews, 1000), 40, 6),
      CLS: spread(Math.min(pageViews, 1000), 0, 0.004),
    },
  };
  change(h);
  return h;
}

const checkNamed = (result: ReturnType<typeof analyseCanary>, name: string) => {
  const check = result.checks.find((c) => c.name === name);
  if (!check) throw new Error(`no check named ${name}`);
  return check;
};

describe('normalCdf', () => {
  it('matches the standard normal table', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021, 6);
    expect(normalCdf(-1.96)).toBeCloseTo(0.0249979, 6);
    expect(normalCdf(3)).toBeCloseTo(0.9986501, 6);
  });

  it('keeps small tail probabilities accurate relative to their size', () => {
    expect(normalCdf(-5) / 2.866515718791933e-7).toBeCloseTo(1, 5);
    expect(normalCdf(-8) / 6.22096057427174e-16).toBeCloseTo(1, 5);
  });
});

describe('percentile (linear interpolation between closest ranks)', () => {
  it('interpolates between ranks, as NumPy and R do by default', () => {
    expect(percentile([1, 2, 3, 4], 75)).toBeCloseTo(3.25, 10);
    expect(percentile([15, 20, 35, 40, 50], 40)).toBeCloseTo(29, 10);
  });

  it('sorts its input without changing it, and reaches the ends at 0 and 100', () => {
    const values = [3, 1, 2];
    expect(percentile(values, 50)).toBe(2);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 100)).toBe(3);
    expect(values).toEqual([3, 1, 2]);
    expect(percentile([7], 75)).toBe(7);
  });

  it('has no percentile of no values and refuses a p outside 0–100', () => {
    expect(percentile([], 75)).toBeNaN();
    expect(() => percentile([1], 101)).toThrow(RangeError);
    expect(() => percentile([1], 0.75 * -1)).toThrow(RangeError);
  });
});

describe('twoProportionZTest (one-sided, pooled)', () => {
  it('gives the textbook answer: 60/200 against 40/200 pools to 0.25, z = 2.309', () => {
    expect(twoProportionZTest(60, 200, 40, 200)).toBeCloseTo(0.0104607, 6);
    expect(twoProportionZTest(40, 200, 60, 200)).toBeCloseTo(1 - 0.0104607, 6);
  });

  it('finds no evidence in equal rates, nor in no failures at all', () => {
    expect(twoProportionZTest(10, 1000, 20, 2000)).toBeCloseTo(0.5, 7);
    expect(twoProportionZTest(0, 500, 0, 800)).toBe(0.5);
  });

  it('refuses counts that are not successes out of trials', () => {
    expect(() => twoProportionZTest(5, 4, 1, 10)).toThrow(RangeError);
    expect(() => twoProportionZTest(1, 0, 1, 10)).toThrow(RangeError);
    expect(() => twoProportionZTest(1.5, 10, 1, 10)).toThrow(RangeError);
  });
});

describe('fisherExactTest (one-sided)', () => {
  it("gives the lady tasting tea's 17/70 for 3 of 4 right", () => {
    expect(fisherExactTest(3, 4, 1, 4)).toBeCloseTo(17 / 70, 10);
  });

  it('stays accurate with a few failures in a small canary against thousands of stable views', () => {
    expect(fisherExactTest(6, 60, 3, 10_000) / 2.885253736059306e-12).toBeCloseTo(1, 6);
  });

  it('is certain nothing is worse when the canary has no failures', () => {
    expect(fisherExactTest(0, 60, 3, 10_000)).toBeCloseTo(1, 10);
  });
});

describe('failureRateTest', () => {
  it('uses the z-test where every expected count is at least 5', () => {
    expect(failureRateTest(60, 200, 40, 200)).toBe(twoProportionZTest(60, 200, 40, 200));
  });

  it('uses the exact test where the normal approximation would not hold', () => {
    expect(failureRateTest(6, 60, 3, 10_000)).toBe(fisherExactTest(6, 60, 3, 10_000));
  });
});

describe('mannWhitneyU (one-sided, a larger than b)', () => {
  it('gives the normal approximation of a known U = 17 (5 against 4, no ties)', () => {
    // Pairs where a wins: 19 beats 3, 22 beats 4, 16 beats 2, 29 and 24 beat all 4: U = 17 of 20.
    expect(mannWhitneyU([19, 22, 16, 29, 24], [20, 11, 17, 12])).toBeCloseTo(0.0556734, 6);
  });

  it('corrects the variance for ties', () => {
    expect(mannWhitneyU([2, 3, 3, 4, 4, 5, 5, 6], [1, 2, 2, 3, 3, 3, 4])).toBeCloseTo(0.0249422, 6);
  });

  it('finds no evidence in identical samples, and certainty when every value is tied', () => {
    const sample = spread(200, 1000, 40);
    const p = mannWhitneyU(sample, [...sample]);
    expect(p).toBeGreaterThan(0.5);
    expect(p).toBeLessThan(0.52);
    expect(mannWhitneyU([5, 5, 5], [5, 5])).toBe(1);
  });

  it('is one-sided: smaller values are no evidence of larger ones', () => {
    expect(mannWhitneyU(spread(100, 1000, 10), spread(100, 1500, 10))).toBeGreaterThan(0.999);
  });

  it('needs values on both sides', () => {
    expect(() => mannWhitneyU([], [1])).toThrow(RangeError);
  });
});

describe('analyseCanary', () => {
  it('promotes a healthy canary once both sides have enough page views', () => {
    const result = analyseCanary(health(600), health(20_000));
    expect(result.decision).toBe('promote');
    expect(result.reason).toBe(
      'no check is worse on the canary than on stable (600 canary and 20000 stable page views)',
    );
    expect(result.checks.map((c) => c.name)).toEqual([
      'error rate',
      'remote-load failure rate',
      'boundary fallback rate',
      'render-fallback rate',
      'p75 LCP',
      'p75 INP',
      'p75 CLS',
    ]);
    expect(result.checks.every((c) => !c.worse && c.pValue !== null)).toBe(true);
  });

  it('waits while either side has too few page views', () => {
    expect(analyseCanary(health(300), health(20_000)).decision).toBe('wait');
    const result = analyseCanary(health(600), health(400));
    expect(result.decision).toBe('wait');
    expect(result.reason).toContain('each side needs 500 page views');
    expect(analyseCanary(health(300), health(300), { minPageViews: 200 }).decision).toBe('promote');
  });

  it('rolls back at once when the error rate rises, before the canary reaches minPageViews', () => {
    const canary = health(60, (h) => (h.failures.error = 6));
    const result = analyseCanary(canary, health(10_000));
    expect(result.decision).toBe('rollback');
    expect(result.reason).toMatch(/^the canary is worse than stable: error rate 10\.00% against 0\.20%/);
    const error = checkNamed(result, 'error rate');
    expect(error).toMatchObject({ canary: 0.1, stable: 0.002, worse: true });
    expect(error.pValue).toBeLessThan(1e-6);
  });

  it('waits on a worse check while the canary has fewer than earlyRollbackPageViews', () => {
    const canary = health(30, (h) => (h.failures['remote-load'] = 6));
    const result = analyseCanary(canary, health(10_000));
    expect(checkNamed(result, 'remote-load failure rate').worse).toBe(true);
    expect(result.decision).toBe('wait');
    expect(result.reason).toContain('looks worse on remote-load failure rate, but has fewer than 50 page views');
    expect(analyseCanary(canary, health(10_000), { earlyRollbackPageViews: 20 }).decision).toBe('rollback');
    // A watch asking for fewer page views to promote may roll back on as few.
    expect(analyseCanary(canary, health(10_000), { minPageViews: 25 }).decision).toBe('rollback');
    expect(analyseCanary(canary, health(10_000), { minPageViews: 40 }).decision).toBe('wait');
  });

  it('rolls back on boundary and render-fallback rates too', () => {
    for (const kind of ['boundary', 'render-fallback'] as const) {
      const result = analyseCanary(
        health(1000, (h) => (h.failures[kind] = 25)),
        health(10_000),
      );
      expect(result.decision).toBe('rollback');
    }
  });

  it('shares alpha among the checks: p = 0.005 is not enough at alpha 0.01 across seven checks', () => {
    const canary = health(2000, (h) => (h.failures.error = 40));
    const stable = health(2000, (h) => (h.failures.error = 20));
    const error = checkNamed(analyseCanary(canary, stable), 'error rate');
    expect(error.pValue).toBeGreaterThan(0.01 / 7);
    expect(error.pValue).toBeLessThan(0.01);
    expect(error.worse).toBe(false);
    expect(checkNamed(analyseCanary(canary, stable, { alpha: 0.07 }), 'error rate').worse).toBe(true);
  });

  it('counts a page view that reported several failures of a kind once', () => {
    const result = analyseCanary(
      health(100, (h) => (h.failures.error = 300)),
      health(10_000),
    );
    expect(checkNamed(result, 'error rate').canary).toBe(1);
    expect(result.decision).toBe('rollback');
  });

  it('rolls back when p75 LCP is significantly worse by more than the margin', () => {
    const canary = health(1000, (h) => (h.vitals.LCP = spread(1000, 1600, 40)));
    const result = analyseCanary(canary, health(20_000));
    const lcp = checkNamed(result, 'p75 LCP');
    expect(lcp).toMatchObject({ canary: 3080, stable: 2480, worse: true });
    expect(result.decision).toBe('rollback');
    expect(result.reason).toContain('p75 LCP 3080 ms against 2480 ms');
  });

  it('ignores a significant LCP difference within the margin: large samples make trivial differences significant', () => {
    const canary = health(20_000, (h) => (h.vitals.LCP = spread(20_000, 1090, 40)));
    const stable = health(20_000, (h) => (h.vitals.LCP = spread(20_000, 1000, 40)));
    const result = analyseCanary(canary, stable);
    const lcp = checkNamed(result, 'p75 LCP');
    expect(lcp.pValue).toBeLessThan(1e-10);
    expect(lcp.worse).toBe(false);
    expect(result.decision).toBe('promote');
  });

  it('holds INP to a 40 ms floor and CLS to 0.025 as well as 10 %', () => {
    const slowInp = health(1000, (h) => (h.vitals.INP = spread(1000, 40 + 60, 6)));
    expect(checkNamed(analyseCanary(slowInp, health(20_000)), 'p75 INP').worse).toBe(true);
    const slightlySlowerInp = health(1000, (h) => (h.vitals.INP = spread(1000, 40 + 30, 6)));
    expect(checkNamed(analyseCanary(slightlySlowerInp, health(20_000)), 'p75 INP').worse).toBe(false);
    const shifting = health(1000, (h) => (h.vitals.CLS = spread(1000, 0.1, 0.004)));
    expect(checkNamed(analyseCanary(shifting, health(20_000)), 'p75 CLS').worse).toBe(true);
  });

  it('leaves a vital untested with fewer than 20 samples on a side', () => {
    const canary = health(600, (h) => (h.vitals.INP = spread(10, 900, 6)));
    const result = analyseCanary(canary, health(20_000));
    expect(checkNamed(result, 'p75 INP')).toMatchObject({ pValue: null, worse: false });
    expect(result.decision).toBe('promote');
  });

  it('tests nothing without page views', () => {
    const empty = health(0, (h) => (h.vitals = { LCP: [], INP: [], CLS: [] }));
    const result = analyseCanary(empty, health(20_000));
    expect(result.decision).toBe('wait');
    expect(result.checks.every((c) => c.pValue === null && !c.worse)).toBe(true);
    expect(checkNamed(result, 'error rate').canary).toBeNaN();
    expect(checkNamed(result, 'p75 LCP').canary).toBeNaN();
  });
});

describe('formatAnalysis', () => {
  it('prints the decision, then one aligned row per check', () => {
    const canary = health(60, (h) => (h.failures.error = 6));
    const text = formatAnalysis(analyseCanary(canary, health(10_000)));
    const [first, header, ...rows] = text.split('\n');
    expect(first).toMatch(/^rollback: the canary is worse than stable/);
    expect(header).toMatch(/^check\s+canary\s+stable\s+p-value\s+worse$/);
    expect(rows).toHaveLength(7);
    expect(new Set([header, ...rows].map((line) => line.length)).size).toBe(1);
    expect(rows[0]).toMatch(/^error rate\s+10\.00%\s+0\.20%\s+\d\.\de-\d+\s+yes$/);
    expect(rows[4]).toMatch(/^p75 LCP\s+\d+ ms\s+\d+ ms\s+\d\.\d{4}\s+no$/);
  });

  it('shows n/a for what could not be measured or tested', () => {
    const empty = health(0, (h) => (h.vitals = { LCP: [], INP: [], CLS: [] }));
    const rows = formatAnalysis(analyseCanary(empty, health(20_000)))
      .split('\n')
      .slice(2);
    expect(rows[0]).toMatch(/^error rate\s+n\/a\s+0\.20%\s+n\/a\s+no$/);
    expect(rows[4]).toMatch(/^p75 LCP\s+n\/a\s+\d+ ms\s+n\/a\s+no$/);
  });
});
