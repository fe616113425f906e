import { REMOTE_NAMES, type RemoteName } from '@yayasan/contracts';
import type { Db } from '@yayasan/service-kit';
import { RegistryCache } from '../releases/live-cache';

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
 * The registry as beacons are judged by, read as the pages read it (so a switch changes the channel a
 * version is counted in when it changes what visitors get). Before any answer, no release is known
 * and only the in-place builds are accepted.
 */
export class FieldReleaseCache extends RegistryCache<FieldReleases> {
  constructor(read: () => Promise<FieldReleases>, ttlMs?: number, onError?: (err: unknown) => void) {
    super(read, {}, ttlMs, onError);
  }
}
