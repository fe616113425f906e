import { REMOTE_NAMES, type RemoteName } from '@yayasan/contracts';

/** Every remote's files are served under `/mf/<remote>/` (its releases under `/mf/<remote>/v/<version>/`). */
const REMOTE_PATH = /\/mf\/([A-Za-z0-9_-]+)\//;
/** The first script address in a stack trace (Chrome's `at … (url:line:col)`, Firefox's `fn@url:line:col`). */
const STACK_URL = /(?:https?:\/\/|\/)[^\s()@]+?(?=:\d+(?::\d+)?\)?(?:\s|$))/;

/** The remote whose file an address names, if any. */
export function remoteOfScript(url: string | undefined): RemoteName | undefined {
  const name = url ? REMOTE_PATH.exec(url)?.[1] : undefined;
  return REMOTE_NAMES.find((remote) => remote === name);
}

/** The remote whose script threw: the error event's file, else the first frame of the error's stack. */
export function remoteOfError(filename: string | undefined, error: unknown): RemoteName | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  return remoteOfScript(filename) ?? remoteOfScript(stack ? STACK_URL.exec(stack)?.[0] : undefined);
}
