import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@yayasan/contracts';
import { messageOf, reportFieldFailure } from '../field/fieldFailures';
import { readRemotesConfig } from './remotes-config';

let registered: Promise<void> | null = null;

/** Reads the remotes configuration once and registers every remote: URLs are decided at deploy time. */
export function ensureRemotesRegistered(): Promise<void> {
  registered ??= readRemotesConfig()
    .then((config) => {
      registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
      remoteEntries = config.remotes;
    })
    .catch((err) => {
      registered = null; // let a retry read the config again
      throw err;
    });
  return registered;
}

let remoteEntries: Partial<Record<RemoteName, string>> = {};
const attempts: Partial<Record<RemoteName, number>> = {};

/**
 * A remote of this site (named by path, `/mf/blog/mf-manifest.json`) retried under
 * `/mf/blog/retry/<n>/mf-manifest.json`: its entry and chunks follow the manifest's address, so every
 * file gets a new URL and nothing the browser kept of the failed attempt (a failed preload) answers.
 */
export const retryEntry = (entry: string, attempt: number) =>
  entry.startsWith('/') ? entry.replace(/\/[^/]*$/, (file) => `/retry/${attempt}${file}`) : entry;

/** After a failed load, registers the remote again so the next attempt fetches it afresh. */
export function resetRemote(remote: RemoteName): void {
  const entry = remoteEntries[remote];
  if (!entry) return;
  attempts[remote] = (attempts[remote] ?? 0) + 1;
  registerRemotes([{ name: remote, entry: retryEntry(entry, attempts[remote]) }], { force: true });
}

export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  try {
    await ensureRemotesRegistered();
    const loaded = await loadRemote<T>(`${remote}/${module.replace(/^\.\//, '')}`);
    if (!loaded) throw new Error(`${remote}/${module} did not load`);
    return loaded;
  } catch (err) {
    // Counted in the page view's field signals: a release whose files do not load shows there first.
    reportFieldFailure({ kind: 'remote-load', remote, message: messageOf(err) });
    throw err;
  }
}
