import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exposedModule, type RemoteName } from '@yayasan/contracts';
import { evaluateContainer, SERVER_ENTRY } from '@yayasan/service-render/containers';
import { modulesShellNeeds } from './gate';

/** A container that takes longer than this to start or to hand over a module does not load. */
export const SERVER_LOAD_TIMEOUT_MS = 10_000;

function within<T>(work: Promise<T>, what: string, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** An error's message (the container's errors may come from another realm than this module's Error). */
const messageOf = (err: unknown) =>
  typeof err === 'object' && err !== null && 'message' in err && typeof err.message === 'string'
    ? err.message
    : String(err);

/**
 * The gate's problems with a build's server container (none: it loads): it is there, it starts on
 * Node, and every module the shell loads from the remote comes out of it as a component, its
 * modules having run as they do in the renderer (a page that touches the document as it loads fails
 * here, not on the site).
 */
export async function checkServerContainer(
  remote: RemoteName,
  dir: string,
  timeoutMs = SERVER_LOAD_TIMEOUT_MS,
): Promise<string[]> {
  const file = join(dir, SERVER_ENTRY);
  if (!existsSync(file)) return [`the build has no server container (${SERVER_ENTRY})`];
  let container;
  try {
    container = evaluateContainer(readFileSync(file, 'utf8'), file);
    await within(Promise.resolve(container.init({})), 'starting it', timeoutMs);
  } catch (err) {
    return [`its server container does not load: ${messageOf(err)}`];
  }
  const problems: string[] = [];
  for (const module of modulesShellNeeds(remote)) {
    try {
      const exports: unknown = await within(exposedModule(container, module), module, timeoutMs);
      const component =
        typeof exports === 'object' && exports !== null && 'default' in exports ? exports.default : undefined;
      if (typeof component !== 'function') problems.push(`its server container's ${module} is not a component`);
    } catch (err) {
      problems.push(`its server container's ${module} does not load: ${messageOf(err)}`);
    }
  }
  return problems;
}
