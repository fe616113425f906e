import { REMOTE_NAMES, type RemotesConfig } from '@yayasan/contracts';

/** Where each remote's manifest lives: the configured URL, else this site's own `/mf/<name>/`. */
export function remotesConfig(publicUrl: string, remoteUrls: Partial<Record<string, string>> = {}): RemotesConfig {
  return {
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, remoteUrls[name] || `${publicUrl}/mf/${name}/mf-manifest.json`]),
    ) as RemotesConfig['remotes'],
  };
}
