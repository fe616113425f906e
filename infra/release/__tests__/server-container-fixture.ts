import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes a server container (`server/remoteEntry.js`) into a build folder: a CommonJS federation
 * container exposing `modules`, each a component run after `moduleCode` (by module). `startCode`
 * runs when the file is evaluated; `silent`: the container never hands over a module.
 */
export function writeServerContainer(
  dir: string,
  modules: string[],
  {
    startCode = '',
    moduleCode = {},
    silent = false,
  }: { startCode?: string; moduleCode?: Record<string, string>; silent?: boolean } = {},
): void {
  mkdirSync(join(dir, 'server'), { recursive: true });
  const factories = modules
    .map(
      (m) =>
        `${JSON.stringify(m)}: () => { ${moduleCode[m] ?? ''}; return { default: function Page() { return null; } }; }`,
    )
    .join(',\n');
  writeFileSync(
    join(dir, 'server', 'remoteEntry.js'),
    `${startCode}
const factories = {${factories}};
module.exports = {
  init() {},
  get(module) {
    if (!factories[module]) throw new Error('no ' + module);
    return ${silent ? 'new Promise(() => {})' : 'Promise.resolve(factories[module])'};
  },
};`,
  );
}
