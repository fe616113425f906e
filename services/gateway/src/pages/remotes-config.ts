import { recordOf, REMOTE_NAMES, type RemoteName, type RemotesConfig } from '@yayasan/contracts';
import { releaseBase } from '../releases/names';

/**
 * Where each remote's manifest lives: the release the registry chose for this visitor (under its
 * version, `/mf/<name>/v/<version>/`), else the configured URL, else this site's in-place build at
 * `/mf/<name>/`. The site's own remotes are named by path alone: they load from whatever origin the
 * page was opened under (one policy, `script-src 'self'`), and no request's Host header ever shapes the answer.
 */
export function remotesConfig(
  remoteUrls: Partial<Record<string, string>> = {},
  versions: Partial<Record<RemoteName, string>> = {},
): RemotesConfig {
  const manifestOf = (name: RemoteName) => {
    const version = versions[name];
    if (version) return `${releaseBase(name, version)}mf-manifest.json`;
    return remoteUrls[name] || `/mf/${name}/mf-manifest.json`;
  };
  return {
    remotes: recordOf(REMOTE_NAMES, manifestOf),
  };
}
