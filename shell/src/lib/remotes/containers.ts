import { isFederationContainer, type FederationContainer } from '@yayasan/contracts';

// webpack's sharing API, present in every build with shared modules (shared/mf-config).
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

/** Every build's entry file sits beside its manifest: `/mf/blog/v/1.2.0/mf-manifest.json` → `…/remoteEntry.js`. */
export const entryBeside = (manifest: string) => manifest.replace(/[^/]*$/, 'remoteEntry.js');

/** Runs an entry script, which defines its container on the global of the remote's name. */
function runEntry(url: string, name: string): Promise<FederationContainer> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.onload = () => {
      const container: unknown = Reflect.get(window, name);
      if (isFederationContainer(container)) resolve(container);
      else reject(new Error(`${url} defines no container "${name}"`));
    };
    script.onerror = () => reject(new Error(`${url} did not load`));
    document.head.append(script);
  });
}

const containers = new Map<string, Promise<FederationContainer>>();

/**
 * The container at `url`, started with the page's share scope: the shell's singletons (React, the
 * store, the UI kit) are already in it, so the remote uses them instead of fetching its own copies.
 * One per address; a failed one is forgotten, so a later attempt loads it again.
 */
export function containerAt(url: string, name: string): Promise<FederationContainer> {
  let container = containers.get(url);
  if (!container) {
    container = Promise.all([runEntry(url, name), __webpack_init_sharing__('default')]).then(async ([c]) => {
      await c.init(__webpack_share_scopes__.default);
      return c;
    });
    container.catch(() => containers.delete(url));
    containers.set(url, container);
  }
  return container;
}
