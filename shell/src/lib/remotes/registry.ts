import { exposedModule, type RemoteName, type RemotesConfig } from '@yayasan/contracts';
import { messageOf, reportFieldFailure } from '../field/fieldFailures';
import { containerAt, entryBeside } from './containers';
import { readRemotesConfig } from './remotes-config';

let configured: Promise<RemotesConfig['remotes']> | null = null;

/** Reads the remotes configuration once: where each remote lives is decided at deploy time. */
function remoteManifests(): Promise<RemotesConfig['remotes']> {
  configured ??= readRemotesConfig()
    .then((config) => config.remotes)
    .catch((err) => {
      configured = null; // let a retry read the config again
      throw err;
    });
  return configured;
}

const attempts: Partial<Record<RemoteName, number>> = {};

/**
 * A remote of this site (named by path, `/mf/blog/mf-manifest.json`) retried under
 * `/mf/blog/retry/<n>/mf-manifest.json`: its entry and chunks follow that address, so every file
 * gets a new URL and nothing the browser kept of the failed attempt (a failed preload) answers.
 */
export const retryEntry = (entry: string, attempt: number) =>
  entry.startsWith('/') ? entry.replace(/\/[^/]*$/, (file) => `/retry/${attempt}${file}`) : entry;

/** After a failed load, the next attempt fetches the remote afresh. */
export function resetRemote(remote: RemoteName): void {
  attempts[remote] = (attempts[remote] ?? 0) + 1;
}

export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  try {
    const manifest = (await remoteManifests())[remote];
    const attempt = attempts[remote];
    const container = await containerAt(entryBeside(attempt ? retryEntry(manifest, attempt) : manifest), remote);
    return (await exposedModule(container, module)) as T;
  } catch (err) {
    // Counted in the page view's field signals: a release whose files do not load shows there first.
    reportFieldFailure({ kind: 'remote-load', remote, message: messageOf(err) });
    throw err;
  }
}
