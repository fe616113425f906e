/**
 * Counts failed attempts per key in a sliding window (failed sign-ins per e-mail + address).
 * In memory, per instance: with several instances the effective limit multiplies by their number.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();
  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  blocked(key: string): boolean {
    return this.recent(key).length >= this.max;
  }

  fail(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.failures.set(key, list);
    if (this.failures.size > 50_000) this.prune();
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private prune(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
