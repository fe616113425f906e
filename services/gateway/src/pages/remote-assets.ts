import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, type RemoteName, type RemotesConfig } from '@yayasan/contracts';

/** The parts of a federation `mf-manifest.json` that tell which files a page needs. */
interface Manifest {
  metaData: { remoteEntry: { name: string; path?: string } };
  exposes: { name: string; path?: string; assets: Record<'js' | 'css', { sync: string[] }> }[];
}

export interface Preload {
  href: string;
  as: 'script' | 'style';
}

/** Where each remote's manifest lives: the configured URL, else this site's own `/mf/<name>/`. */
export function remotesConfig(publicUrl: string, remoteUrls: Partial<Record<string, string>> = {}): RemotesConfig {
  return {
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, remoteUrls[name] || `${publicUrl}/mf/${name}/mf-manifest.json`]),
    ) as RemotesConfig['remotes'],
  };
}

/**
 * The files a page needs from a remote (its `remoteEntry.js` and the exposed module's chunks), read
 * from the remote's `mf-manifest.json` on disk. A manifest is parsed again only when its file changes.
 * Remotes configured elsewhere (another host) get no preloads: their manifest is not ours to read.
 */
export class RemoteAssets {
  private readonly parsed = new Map<RemoteName, { mtimeMs: number; manifest: Manifest | null }>();

  constructor(
    private readonly webRoot: string,
    private readonly localRemotes: ReadonlySet<RemoteName>,
  ) {}

  preloads(remote: RemoteName, module: string): Preload[] {
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
    const file = join(this.webRoot, `mf-${remote}`, 'dist', 'mf-manifest.json');
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
