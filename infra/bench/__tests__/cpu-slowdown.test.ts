import { MOBILE_CPU_SLOWDOWN, SLOWEST_HOST_INDEX, cpuSlowdownFor } from '../budgets';

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
