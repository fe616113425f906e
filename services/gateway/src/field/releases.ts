import { REMOTE_NAMES, type RemoteName } from '@yayasan/contracts';
import type { Db } from '@yayasan/service-kit';
import { LIVE_RELEASES_TTL_MS } from '../releases';

/** Per remote: every version the registry has recorded (any state), and its current canary. */
export type FieldReleases = Partial<Record<RemoteName, { versions: ReadonlySet<string>; canary?: string }>>;

export async function readFieldReleases(db: Db): Promise<FieldReleases> {
  const rows = await db('remote_releases').whereIn('remote', REMOTE_NAMES).select('remote', 'version', 'state');
  const out: Partial<Record<RemoteName, { versions: Set<string>; canary?: string }>> = {};
  for (const row of rows) {
    const known = (out[row.remote] ??= { versions: new Set() });
    known.versions.add(row.version);
    if (row.state === 'canary') known.canary = row.version;
  }
  return out;
}

/**
 * The registry as beacons are judged by, read at most once per `ttlMs` (as the pages read it, so a
 * switch changes the channel a version is counted in when it changes what visitors get). When the
 * database cannot answer, the last answer stays in use; before any answer, no release is known and
 * only the in-place builds are accepted.
 */
export class FieldReleaseCache {
  private value: FieldReleases | undefined;
  private readAt = 0;
  private pending: Promise<FieldReleases> | undefined;

  constructor(
    private readonly read: () => Promise<FieldReleases>,
    private readonly ttlMs = LIVE_RELEASES_TTL_MS,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  current(): Promise<FieldReleases> {
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
    return this.pending;
  }
}
