import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { ROOT } from '../dev/paths';
import { isRecord } from '../dev/records';

/** Production entries: `node infra/backup/dist/backup-cli.js`, `node infra/backup/dist/restore-cli.js`. */
const ENTRIES = ['backup-cli', 'restore-cli'];

/** What the image installs: the production dependencies of the services and the shared packages. */
function installedInImage(): Set<string> {
  const names = new Set<string>();
  for (const group of ['services', 'shared']) {
    for (const dir of readdirSync(join(ROOT, group))) {
      try {
        const pkg: unknown = JSON.parse(readFileSync(join(ROOT, group, dir, 'package.json'), 'utf8'));
        const dependencies = isRecord(pkg) && isRecord(pkg.dependencies) ? pkg.dependencies : {};
        for (const name of Object.keys(dependencies)) names.add(name);
      } catch {
        // not a package
      }
    }
  }
  return names;
}

/**
 * The image's installed packages stay `require`s (knex loads its dialect at run time, sharp is native);
 * our workspace sources and what only the backup uses (tar-stream, the multipart upload) are bundled.
 */
function installedStayExternal(installed: Set<string>): Plugin {
  return {
    name: 'installed-stay-external',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
        return !name.startsWith('@yayasan/') && installed.has(name) ? { external: true } : undefined;
      });
    },
  };
}

export async function buildBackupCommands(): Promise<void> {
  const plugin = installedStayExternal(installedInImage());
  await build({
    entryPoints: ENTRIES.map((e) => join(ROOT, 'infra', 'backup', `${e}.ts`)),
    outdir: join(ROOT, 'infra', 'backup', 'dist'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    sourcesContent: false,
    plugins: [plugin],
    logLevel: 'warning',
  });
}

if (require.main === module) {
  buildBackupCommands().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
