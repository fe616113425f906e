import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DASHBOARD_FRAME, REMOTE_ROUTES, type RemoteName } from '@yayasan/contracts';
import { remoteDist } from '../static';

/** The parts of a federation `mf-manifest.json` that tell which files a page needs. */
interface Manifest {
  metaData: { remoteEntry: { name: string; path?: string } };
  exposes: { name: string; path?: string; assets: Record<'js' | 'css', { sync: string[] }> }[];
}

export interface Preload {
  href: string;
  as: 'script' | 'style';
}

/**
 * What a page route loads first: its remote's module, and the dashboard frame around dashboard pages.
 * The home page's widgets sit below the fold and load on the way down, so they are not preloaded.
 */
function remoteModulesOf(routePath: string): { remote: RemoteName; module: string }[] {
  const route = REMOTE_ROUTES.find((r) => r.path === routePath);
  if (!route) return [];
  return route.layout === 'dashboard' ? [DASHBOARD_FRAME, route] : [route];
}

/**
 * The files a page needs from its remotes (`remoteEntry.js` and the exposed module's chunks), read
 * from each remote's `mf-manifest.json` on disk, so the browser fetches them with the shell instead
 * of after it. A manifest is parsed again only when its file changes. Remotes configured elsewhere
 * (another host) get no preloads: their manifest is not ours to read.
 */
export class RemoteAssets {
  private readonly parsed = new Map<RemoteName, { mtimeMs: number; manifest: Manifest | null }>();

  constructor(
    private readonly webRoot: string,
    private readonly localRemotes: ReadonlySet<RemoteName>,
  ) {}

  forRoute(routePath: string): Preload[] {
    return remoteModulesOf(routePath).flatMap((m) => this.preloads(m.remote, m.module));
  }

  private preloads(remote: RemoteName, module: string): Preload[] {
    const manifest = this.localRemotes.has(remote) ? this.manifest(remote) : null;
    if (!manifest) return [];
    const base = `/mf/${remote}/`;
    const entry = manifest.metaData.remoteEntry;
    const expose = manifest.exposes.find((e) => e.path === module || `./${e.name}` === module);
    return [
      { href: `${base}${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`, as: 'script' as const },
      ...(expose?.assets.css.sync ?? []).map((file) => ({ href: base + file, as: 'style' as const })),
      ...(expose?.assets.js.sync ?? []).map((file) => ({ href: base + file, as: 'script' as const })),
    ];
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
      manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
      if (!manifest.metaData?.remoteEntry || !Array.isArray(manifest.exposes)) manifest = null;
    } catch {
      manifest = null; // a half-written file during a rebuild: try again on its next change
    }
    this.parsed.set(remote, { mtimeMs, manifest });
    return manifest;
  }
}
