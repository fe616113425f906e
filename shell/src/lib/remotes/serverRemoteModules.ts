import { createElement, lazy, type ComponentType } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { FederationContainer, RemoteName, ServerRemote } from '@yayasan/contracts';
import type { RemoteModules, RemoteProps } from './modules';

/** A remote area left to the browser: its server container is missing, failed, or was too slow. */
export class RemoteUnavailable extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly version: string,
    reason: string,
  ) {
    super(reason);
    this.name = 'RemoteUnavailable';
  }
}

/** How a component tags itself in React's component stacks: the area's remote and release. */
export const REMOTE_FRAME_PREFIX = 'RemoteArea@';
const frameName = (remote: RemoteName, version: string) => `${REMOTE_FRAME_PREFIX}${remote}@${version}`;

/** The federation runtime's name for one release of a remote: each release is cached apart. */
const federationName = (remote: RemoteName, version: string) => `${remote}__${version.replace(/[^A-Za-z0-9]/g, '_')}`;

/** Containers by federation name, handed over by the renderer (which reads them from the release store). */
const loaders = new Map<string, () => Promise<FederationContainer>>();
let pluginRegistered = false;

/**
 * The shell container's own federation runtime (the server's host), taught to take a release's
 * container from the renderer's loader instead of fetching a script from an address.
 */
function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('the federation runtime has not started');
  if (!pluginRegistered) {
    instance.registerPlugins([
      {
        name: 'release-store',
        // Our containers are the runtime's remote entries (init and get): only the types differ.
        loadEntry: ({ remoteInfo }) => loaders.get(remoteInfo.name)?.() as Promise<never> | undefined,
      },
    ]);
    pluginRegistered = true;
  }
  return instance;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function loadExposed(remote: RemoteName, chosen: ServerRemote, module: string, timeoutMs: number) {
  const name = federationName(remote, chosen.version);
  const instance = federation();
  if (!loaders.has(name)) {
    loaders.set(name, chosen.load);
    instance.registerRemotes([{ name, entry: `release:${remote}/${chosen.version}/server/remoteEntry.js` }]);
  }
  const loaded = await withTimeout(
    instance.loadRemote<{ default: ComponentType<RemoteProps> }>(`${name}/${module.replace(/^\.\//, '')}`),
    timeoutMs,
    `${remote}/${module}`,
  );
  if (!loaded?.default) throw new Error(`${remote}/${module} has no component`);
  return loaded.default;
}

/**
 * The remote areas of one page rendered on the server: each exposed module from the server container
 * of the release the visitor gets. A module that cannot be had within `timeoutMs` rejects its lazy
 * component with a RemoteUnavailable; React then leaves that area to the browser, which renders it
 * (or its error boundary).
 */
export function serverRemoteModules(
  remotes: Partial<Record<RemoteName, ServerRemote>>,
  timeoutMs: number,
): RemoteModules {
  const components = new Map<string, ComponentType<RemoteProps>>();
  const load = async (remote: RemoteName, module: string) => {
    const chosen = remotes[remote];
    const version = chosen?.version ?? 'none';
    try {
      if (!chosen) throw new Error('no server container');
      const Loaded = await loadExposed(remote, chosen, module, timeoutMs);
      // Named after the area, so an error inside it is told apart in React's component stack.
      const tagged = {
        [frameName(remote, version)]: (props: RemoteProps) => createElement(Loaded, props),
      };
      return { default: tagged[frameName(remote, version)] };
    } catch (err) {
      throw new RemoteUnavailable(remote, version, err instanceof Error ? err.message : String(err));
    }
  };
  return {
    component(remote, module) {
      const key = `${remote}/${module}`;
      let component = components.get(key);
      if (!component) {
        component = lazy(() => load(remote, module));
        components.set(key, component);
      }
      return component;
    },
    // Nothing is retried on the server: the browser renders a failed area.
    retry() {},
  };
}
