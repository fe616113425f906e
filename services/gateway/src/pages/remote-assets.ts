import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { DASHBOARD_FRAME, REMOTE_ROUTES, type RemoteName, type StartupFile } from '@yayasan/contracts';
import { releaseBase, releaseKey } from '../releases/names';
import type { ReleaseStore } from '../releases/store';
import { remoteDist } from '../static';

/** The parts of a federation `mf-manifest.json` that tell which files a page needs. */
const FilesSchema = Type.Object({ sync: Type.Array(Type.String()) });
const ManifestSchema = Type.Object({
  metaData: Type.Object({ remoteEntry: Type.Object({ name: Type.String(), path: Type.Optional(Type.String()) }) }),
  exposes: Type.Array(
    Type.Object({
      name: Type.String(),
      path: Type.Optional(Type.String()),
      assets: Type.Object({ js: FilesSchema, css: FilesSchema }),
    }),
  ),
});
type Manifest = Static<typeof ManifestSchema>;

/**
 * What a page route loads first: its remote's module, the module another remote fills it with (its slot) and
 * the dashboard frame around dashboard pages.
 * The home page's widgets sit below the fold and load on the way down, so they are not preloaded.
 */
function remoteModulesOf(routePath: string): { remote: RemoteName; module: string }[] {
  const route = REMOTE_ROUTES.find((r) => r.path === routePath);
  if (!route) return [];
  const page = route.slot ? [route, route.slot] : [route];
  return route.layout === 'dashboard' ? [DASHBOARD_FRAME, ...page] : page;
}

/** Parses a manifest's text; null for anything that is not one (a half-written file during a rebuild). */
function parseManifest(text: string): Manifest | null {
  try {
    const manifest: unknown = JSON.parse(text);
    return Value.Check(ManifestSchema, manifest) ? manifest : null;
  } catch {
    return null;
  }
}

/**
 * The files a page needs from its remotes (`remoteEntry.js` and the exposed module's chunks), read
 * from each remote's `mf-manifest.json`, so the browser asks for them with the shell's instead of after
 * them: the in-place build's on disk (parsed again only when its file changes), a release's from the
 * release store (once: a release never changes). Remotes configured elsewhere (another host) get none
 * listed: their manifest is not ours to read.
 */
export class RemoteAssets {
  private readonly parsed = new Map<RemoteName, { mtimeMs: number; manifest: Manifest | null }>();
  private readonly released = new Map<string, Promise<Manifest | null>>();

  constructor(
    private readonly webRoot: string,
    private readonly localRemotes: ReadonlySet<RemoteName>,
    private readonly store?: ReleaseStore,
  ) {}

  /** `versions`: the release each remote serves this visitor (none: its in-place build). */
  async forRoute(routePath: string, versions: Partial<Record<RemoteName, string>> = {}): Promise<StartupFile[]> {
    const lists = await Promise.all(
      remoteModulesOf(routePath).map(async (m) => {
        const version = versions[m.remote];
        if (version)
          return startupFilesOf(
            await this.releaseManifest(m.remote, version),
            releaseBase(m.remote, version),
            m.module,
          );
        const manifest = this.localRemotes.has(m.remote) ? this.manifest(m.remote) : null;
        return startupFilesOf(manifest, `/mf/${m.remote}/`, m.module);
      }),
    );
    return lists.flat();
  }

  private releaseManifest(remote: RemoteName, version: string): Promise<Manifest | null> {
    const key = releaseKey(remote, version, 'mf-manifest.json');
    let manifest = this.released.get(key);
    if (!manifest) {
      manifest = (this.store?.get(key) ?? Promise.resolve(null)).then((body) =>
        body ? parseManifest(body.toString('utf8')) : null,
      );
      // A failed read is tried again on the next page; only an answer is kept.
      const forget = () => void this.released.delete(key);
      manifest.then((m) => m ?? forget(), forget);
      this.released.set(key, manifest);
    }
    return manifest.catch(() => null);
  }

  private manifest(remote: RemoteName): Manifest | null {
    const file = join(remoteDist(this.webRoot, remote), 'mf-manifest.json');
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const known = this.parsed.get(remote);
    if (known?.mtimeMs === mtimeMs) return known.manifest;
    let manifest: Manifest | null = null;
    try {
      manifest = parseManifest(readFileSync(file, 'utf8'));
    } catch {
      manifest = null;
    }
    this.parsed.set(remote, { mtimeMs, manifest });
    return manifest;
  }
}

function startupFilesOf(manifest: Manifest | null, base: string, module: string): StartupFile[] {
  if (!manifest) return [];
  const entry = manifest.metaData.remoteEntry;
  const expose = manifest.exposes.find((e) => e.path === module || `./${e.name}` === module);
  return [
    { href: `${base}${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`, as: 'script' as const },
    ...(expose?.assets.css.sync ?? []).map((file) => ({ href: base + file, as: 'style' as const })),
    ...(expose?.assets.js.sync ?? []).map((file) => ({ href: base + file, as: 'script' as const })),
  ];
}
