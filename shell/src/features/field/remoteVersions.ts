import { IN_PLACE_VERSION, recordOf, REMOTE_NAMES, type RemoteName, type RemotesConfig } from '@yayasan/contracts';

/** A released remote's manifest: `/mf/<remote>/v/<version>/mf-manifest.json`. */
const RELEASED_MANIFEST = /^\/mf\/[^/]+\/v\/([A-Za-z0-9][A-Za-z0-9._-]{0,63})\/mf-manifest\.json$/;

/** The version a manifest address names: its release, else the in-place build. */
export function versionOfManifest(url: string): string {
  return RELEASED_MANIFEST.exec(url)?.[1] ?? IN_PLACE_VERSION;
}

/** Each remote's version in the remotes configuration the page runs with. */
export function remoteVersions(config: RemotesConfig): Record<RemoteName, string> {
  return recordOf(REMOTE_NAMES, (name) => versionOfManifest(config.remotes[name]));
}
