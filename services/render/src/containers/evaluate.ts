import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';
import type { FederationContainer } from '@yayasan/contracts';

/**
 * Runs a server container's code (one CommonJS file, see shared/mf-config/server.js) as a module of
 * its own. Never through `require`'s cache: each release (and each in-place build) is its own
 * instance, and its code is whatever the release store holds, not a file Node found on a path.
 */
export function evaluateContainer(code: string, filename: string): FederationContainer {
  const module: { exports: unknown } = { exports: {} };
  const factory = new Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
    filename,
  }).runInThisContext() as (...args: unknown[]) => void;
  factory(module.exports, module, createRequire(filename), dirname(filename), filename);
  const container = module.exports as Partial<FederationContainer> | null;
  if (typeof container?.init !== 'function' || typeof container.get !== 'function') {
    throw new Error(`${filename} is not a federation container (no init and get)`);
  }
  return container as FederationContainer;
}

/** An exposed module of a container: its factory, called. */
export async function exposedModule(container: FederationContainer, module: string): Promise<unknown> {
  const factory = (await container.get(module)) as (() => unknown) | undefined;
  if (typeof factory !== 'function') throw new Error(`it does not expose ${module}`);
  return factory();
}
