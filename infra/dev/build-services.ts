import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { recordOf } from '@yayasan/contracts';
import { ROOT } from './paths';

/** Every Fastify process of the site; production runs `node services/<name>/dist/server.js`. */
export const SERVICE_APPS = ['gateway', 'render', 'account', 'blog', 'donation', 'gallery', 'media'] as const;
export type ServiceApp = (typeof SERVICE_APPS)[number];

/**
 * Our workspace packages (`@yayasan/*`) are TypeScript sources: compile them into the bundle. Every
 * other package stays a plain `require` of the installed production dependencies — native modules
 * (sharp, mysql2's optional pieces), puppeteer and knex's dialect loading must not be bundled.
 */
const onlyWorkspacePackages: Plugin = {
  name: 'only-workspace-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@yayasan/') ? undefined : { external: true }));
  },
};

export const serviceEntry = (name: ServiceApp) => join(ROOT, 'services', name, 'dist', 'server.js');

/** Compiles each service into one JavaScript file with a source map (not served to anyone). */
export async function buildServices(log: (line: string) => void = console.log): Promise<Record<ServiceApp, Metafile>> {
  const started = Date.now();
  const metafiles = await Promise.all(
    SERVICE_APPS.map(async (name) => {
      const { metafile } = await build({
        entryPoints: [join(ROOT, 'services', name, 'src', 'server.ts')],
        outfile: serviceEntry(name),
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'cjs',
        sourcemap: true,
        // Stack traces then point at the TypeScript sources (node --enable-source-maps).
        sourcesContent: false,
        plugins: [onlyWorkspacePackages],
        metafile: true,
        logLevel: 'warning',
      });
      return metafile;
    }),
  );
  log(`  compiled ${SERVICE_APPS.length} services in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return recordOf(SERVICE_APPS, (name) => metafiles[SERVICE_APPS.indexOf(name)]);
}

/** The third-party packages a compiled service loads at run time (what its image must install). */
export function runtimePackages(metafile: Metafile): string[] {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (!external || path.startsWith('node:') || builtinModules.includes(path)) continue;
      names.add(path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0]);
    }
  }
  return [...names].sort();
}

if (require.main === module) {
  buildServices().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
