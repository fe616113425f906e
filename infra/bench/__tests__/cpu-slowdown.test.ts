import { MOBILE_CPU_SLOWDOWN, SLOWEST_HOST_INDEX, cpuSlowdownFor, throttledAsMeasured } from '../budgets';

describe('the CPU slowdown of the budgeted Lighthouse runs', () => {
  it('is the mobile preset on the slowest host of the range', () => {
    expect(cpuSlowdownFor(SLOWEST_HOST_INDEX)).toBe(MOBILE_CPU_SLOWDOWN);
  });

  it('grows with a faster host, so that its figures are those of the slowest', () => {
    expect(cpuSlowdownFor(3000)).toBe(8);
    expect(cpuSlowdownFor(3672)).toBe(9.79);
  });

  it('never goes below the preset on a slower host', () => {
    expect(cpuSlowdownFor(900)).toBe(MOBILE_CPU_SLOWDOWN);
  });
});

describe('a run is kept only when it was throttled as the host it measured asks', () => {
  it('keeps a run whose own index asks for about the slowdown it was given', () => {
    expect(throttledAsMeasured(cpuSlowdownFor(3600), 3500)).toBe(true);
    expect(throttledAsMeasured(MOBILE_CPU_SLOWDOWN, 1400)).toBe(true);
  });

  it('measures again a run during which the host slowed down or sped up', () => {
    // Set for an index of 2,470 (×6.59), the host measured 1,500 during the run: it asked for ×4.
    expect(throttledAsMeasured(cpuSlowdownFor(2470), 1500)).toBe(false);
    expect(throttledAsMeasured(MOBILE_CPU_SLOWDOWN, 2400)).toBe(false);
  });
});
