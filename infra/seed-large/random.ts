/**
 * A small seeded generator (mulberry32): the same seed gives the same data on every machine, so a
 * large database and the test that checks its query plans always hold the same rows.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** `count` different items, in the order drawn. */
  pickDistinct<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, items.length)) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].map((i) => items[i]);
  }

  /** A long-tailed count with the given mean: most values small, a few large (reads, likes, comments). */
  skewed(mean: number): number {
    if (mean <= 0) return 0;
    // Geometric: P(k) falls by mean/(1+mean) per step, so the average is exactly `mean`.
    return Math.floor(Math.log(1 - this.next()) / Math.log(mean / (1 + mean)));
  }
}

/** A Midtrans-like transaction id (hex in UUID groups) from the generator, so reruns match. */
export const transactionId = (rng: Random) => {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
