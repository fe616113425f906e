import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { RemoteName } from '@yayasan/contracts';
import { ROOT } from '../dev/paths';

/**
 * Builds one remote alone into `outDir` (production mode): the browser's build and its server
 * container in `server/`, leaving its in-place `dist` and every other app untouched. `env` reaches
 * the build (e.g. BUILD_MARKER).
 */
export function buildRemote(remote: RemoteName, outDir: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production', '--env', `dist=${outDir}`],
      { cwd: join(ROOT, `mf-${remote}`), stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build of mf-${remote} failed:\n${output.slice(-4000)}`)),
    );
  });
}
