import { REMOTE_NAMES, type RemotesConfig } from '@yayasan/contracts';

/**
 * Where each remote's manifest lives: the configured URL, else this site's own `/mf/<name>/`. The
 * site's own remotes are named by path alone: they load from whatever origin the page was opened
 * under (one policy, `script-src 'self'`), and no request's Host header ever shapes the answer.
 */
export function remotesConfig(remoteUrls: Partial<Record<string, string>> = {}): RemotesConfig {
  return {
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, remoteUrls[name] || `/mf/${name}/mf-manifest.json`]),
    ) as RemotesConfig['remotes'],
  };
}
