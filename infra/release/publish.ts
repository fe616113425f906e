import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { RemoteName } from '@yayasan/contracts';
import type { Db } from '@yayasan/service-kit';
import {
  isRecorded,
  isReleaseFile,
  recordRelease,
  releaseKey,
  type ReleaseStore,
} from '@yayasan/service-gateway/releases';
import { ROOT } from '../dev/paths';
import { isRecord } from '../dev/records';
import { checkRelease, providedVersions } from './gate';
import { checkServerContainer } from './server-gate';
import { storedCopyProblems } from './stored-copies';

const MANIFEST = 'mf-manifest.json';

/** A release the gate refused: nothing was published or recorded. */
export class ReleaseRefused extends Error {
  constructor(
    remote: RemoteName,
    readonly problems: string[],
  ) {
    super(`Release of ${remote} refused, nothing changed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Every file under `dir`, relative, with `/` separators; hidden files (the local build stamp) are not part of a build. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !file.split('/').some((segment) => segment.startsWith('.')))
    .sort();
}

const gitShortSha = () =>
  spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() || 'nogit';

/** `<yyyymmdd>-<hhmmss>-<git short sha>` in UTC. */
export function versionStamp(now: Date, sha: string): string {
  const iso = now.toISOString(); // 2026-11-24T05:07:20.123Z
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}-${sha.toLowerCase()}`;
}

/** The shell's versions of the shared singletons, from the manifest of the shell being served. */
export function liveShellShared(shellDist = join(ROOT, 'shell', 'dist')): Record<string, string> {
  const file = join(shellDist, MANIFEST);
  try {
    // The shell only consumes: its manifest has no remote entry, just what it shares.
    const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isRecord(manifest) && Array.isArray(manifest.shared)) return providedVersions({ shared: manifest.shared });
  } catch {
    /* reported below */
  }
  throw new Error(`the shell's ${MANIFEST} (${file}) cannot be read: build the shell first (npm run build)`);
}

/**
 * The gate's problems with a remote's build in `dir` (none: it may ship), file names included: its
 * browser build against the live shell, its compressed copies against their files, and its server
 * container, which must load.
 */
export async function checkBuild(
  remote: RemoteName,
  dir: string,
  shellShared: Record<string, string>,
): Promise<string[]> {
  const files = filesUnder(dir);
  const manifestPath = join(dir, MANIFEST);
  const problems = checkRelease({
    remote,
    manifestText: existsSync(manifestPath) ? readFileSync(manifestPath, 'utf8') : null,
    files: new Set(files),
    shellShared,
  });
  const unnamable = files.filter((file) => !isReleaseFile(file));
  return [
    ...problems,
    ...unnamable.map((file) => `${file} is not a name a release may hold`),
    ...storedCopyProblems(dir, files),
    ...(await checkServerContainer(remote, dir)),
  ];
}

export interface PublishOptions {
  db: Db;
  store: ReleaseStore;
  remote: RemoteName;
  /** The remote's build. */
  dir: string;
  shellShared: Record<string, string>;
  /** A canary for this share of visitors (0–100) instead of live for everyone. */
  canaryPercent?: number;
  now?: Date;
  sha?: string;
}

/**
 * Checks the build with the gate, then copies it (its server container in `server/` with it) to the
 * store under a new version (never over an existing one; the manifest last, so no manifest is ever
 * served before its files) and records it in the registry: live, or as the canary. Answers the version.
 */
export async function publishRelease(o: PublishOptions): Promise<string> {
  const files = filesUnder(o.dir);
  const problems = await checkBuild(o.remote, o.dir, o.shellShared);
  if (problems.length) throw new ReleaseRefused(o.remote, problems);

  const stamp = versionStamp(o.now ?? new Date(), o.sha ?? gitShortSha());
  let version = stamp;
  for (
    let n = 1;
    (await isRecorded(o.db, o.remote, version)) || (await o.store.exists(releaseKey(o.remote, version, MANIFEST)));
    n += 1
  ) {
    version = `${stamp}.${n}`;
  }
  const ordered = [...files.filter((f) => f !== MANIFEST), MANIFEST];
  for (const file of ordered) {
    await o.store.putNew(releaseKey(o.remote, version, file), readFileSync(join(o.dir, file)));
  }
  await recordRelease(o.db, { remote: o.remote, version, canaryPercent: o.canaryPercent });
  return version;
}
