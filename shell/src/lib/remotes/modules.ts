import { createContext, lazy, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '@yayasan/contracts';
import { loadRemoteModule, resetRemote } from './registry';

export type RemoteProps = Record<string, unknown> & { children?: ReactNode };

/**
 * Where an area's exposed module comes from: in the browser, the remote's files (below); on the
 * server, the remote's server container of the visitor's release (the shell's server entry).
 */
export interface RemoteModules {
  /** The lazy component of one exposed module, the same one every render. */
  component(remote: RemoteName, module: string): ComponentType<RemoteProps>;
  /** Forgets a failed module and its remote, so the next attempt loads them afresh. */
  retry(remote: RemoteName, module: string): void;
}

/** One lazy component per exposed module, made outside render and kept across renders; a retry drops it. */
const components = new Map<string, ComponentType<RemoteProps>>();

/** A remote whose host accepts the connection but never answers must not leave its area spinning. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

function withTimeout<T>(load: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not load within ${REMOTE_LOAD_TIMEOUT_MS} ms`)),
      REMOTE_LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

function remoteComponent(remote: RemoteName, module: string): ComponentType<RemoteProps> {
  const key = `${remote}/${module}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(() => withTimeout(loadRemoteModule<{ default: ComponentType<RemoteProps> }>(remote, module), key));
    components.set(key, component);
  }
  return component;
}

const browserModules: RemoteModules = {
  component: remoteComponent,
  retry(remote, module) {
    components.delete(`${remote}/${module}`);
    resetRemote(remote);
  },
};

/** The modules the remote areas render: the browser's by default, the server's in the shell's server entry. */
export const RemoteModulesContext = createContext<RemoteModules>(browserModules);
