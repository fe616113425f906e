import type { LiveReleases } from './registry';

/** How long every replica may keep the registry's answer: a switch reaches all of them within this. */
export const LIVE_RELEASES_TTL_MS = 2000;

/** How long a page waits for a fresh answer when there is an older one to fall back on. */
export const REFRESH_WAIT_MS = 250;

/**
 * The registry's live and canary versions, read at most once per `ttlMs` however many pages are
 * served. When the database cannot answer, the last answer stays in use (or, before any answer, the
 * in-place builds): a database outage must not take the remotes down with it, nor hold pages up for
 * longer than `REFRESH_WAIT_MS` while the read that will fail is still under way.
 */
export class LiveReleaseCache {
  private value: LiveReleases | undefined;
  private readAt = 0;
  private pending: Promise<LiveReleases> | undefined;

  constructor(
    private readonly read: () => Promise<LiveReleases>,
    private readonly ttlMs = LIVE_RELEASES_TTL_MS,
    private readonly onError: (err: unknown) => void = () => undefined,
    private readonly refreshWaitMs = REFRESH_WAIT_MS,
  ) {}

  current(): Promise<LiveReleases> {
    if (this.value && Date.now() - this.readAt < this.ttlMs) return Promise.resolve(this.value);
    this.pending ??= this.read()
      .then((value) => (this.value = value))
      .catch((err) => {
        this.onError(err);
        return this.value ?? {};
      })
      .finally(() => {
        this.readAt = Date.now();
        this.pending = undefined;
      });
    const known = this.value;
    if (!known) return this.pending;
    return Promise.race([
      this.pending,
      new Promise<LiveReleases>((resolve) => setTimeout(() => resolve(known), this.refreshWaitMs).unref()),
    ]);
  }
}
