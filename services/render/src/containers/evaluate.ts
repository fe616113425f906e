import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';
import { isFederationContainer, type FederationContainer } from '@yayasan/contracts';

/**
 * Runs a server container's code (one CommonJS file, see shared/mf-config/server.js) as a module of
 * its own. Never through `require`'s cache: each release (and each in-place build) is its own
 * instance, and its code is whatever the release store holds, not a file Node found on a path.
 */
export function evaluateContainer(code: string, filename: string): FederationContainer {
  const module: { exports: unknown } = { exports: {} };
  const factory: unknown = new Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
    filename,
  }).runInThisContext();
  if (typeof factory !== 'function') throw new Error(`${filename} did not evaluate to a module`);
  factory(module.exports, module, createRequire(filename), dirname(filename), filename);
  const container = module.exports;
  if (!isFederationContainer(container)) throw new Error(`${filename} is not a federation container (no init and get)`);
  return container;
}
