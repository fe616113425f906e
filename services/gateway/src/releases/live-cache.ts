import type { LiveReleases } from './registry';

/** How long every replica may keep the registry's answer: a switch reaches all of them within this. */
export const LIVE_RELEASES_TTL_MS = 2000;

/** How long a page waits for a fresh answer when there is an older one to fall back on. */
export const REFRESH_WAIT_MS = 250;

/**
 * An answer read from the release registry at most once per `ttlMs`, however many requests ask.
 * When the database cannot answer, the last answer stays in use (or, before any answer, `empty`): a
 * database outage must not take the remotes down with it, nor hold a request up for longer than
 * `refreshWaitMs` while the read that will fail is still under way.
 */
export class RegistryCache<T> {
  private value: T | undefined;
  private readAt = 0;
  private pending: Promise<T> | undefined;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly empty: T,
    private readonly ttlMs = LIVE_RELEASES_TTL_MS,
    private readonly onError: (err: unknown) => void = () => undefined,
    private readonly refreshWaitMs = REFRESH_WAIT_MS,
  ) {}

  current(): Promise<T> {
    if (this.value && Date.now() - this.readAt < this.ttlMs) return Promise.resolve(this.value);
    this.pending ??= this.read()
      .then((value) => (this.value = value))
      .catch((err) => {
        this.onError(err);
        return this.value ?? this.empty;
      })
      .finally(() => {
        this.readAt = Date.now();
        this.pending = undefined;
      });
    const known = this.value;
    if (!known) return this.pending;
    return Promise.race([
      this.pending,
      new Promise<T>((resolve) => setTimeout(() => resolve(known), this.refreshWaitMs).unref()),
    ]);
  }
}

/** The registry's live and canary versions (the in-place builds before any answer). */
export class LiveReleaseCache extends RegistryCache<LiveReleases> {
  constructor(
    read: () => Promise<LiveReleases>,
    ttlMs?: number,
    onError?: (err: unknown) => void,
    refreshWaitMs?: number,
  ) {
    super(read, {}, ttlMs, onError, refreshWaitMs);
  }
}
