/** A federation container as the runtime uses it (a remote's `remoteEntry.js`, browser or server build). */
export interface FederationContainer {
  init(shareScope: unknown, ...rest: unknown[]): unknown;
  get(module: string): unknown;
}

/** Whether a value can be used as a container: it has `init` and `get` functions. */
export const isFederationContainer = (value: unknown): value is FederationContainer =>
  typeof value === 'object' &&
  value !== null &&
  'init' in value &&
  typeof value.init === 'function' &&
  'get' in value &&
  typeof value.get === 'function';

/** An exposed module of a started container (`./HomeWidget`): its factory, called. */
export async function exposedModule(container: FederationContainer, module: string): Promise<unknown> {
  const factory: unknown = await container.get(module);
  if (typeof factory !== 'function') throw new Error(`it does not expose ${module}`);
  return factory();
}
