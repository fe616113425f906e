const NAME = 'FederationManifest';

/** The chunk name of an exposed module's code: `./HomeWidget` → `__federation_expose_HomeWidget`. */
const exposeChunkName = (exposedPath) => `__federation_expose_${exposedPath.replace(/^\.\//, '')}`;

/** A chunk group's files of one kind, and those of the groups it loads later (its lazy parts). */
function filesOf(group, extension) {
  const sync = new Set();
  for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith(extension)) sync.add(file);
  const later = new Set();
  const seen = new Set([group]);
  const visit = (g) => {
    for (const child of g.getChildren()) {
      if (seen.has(child)) continue;
      seen.add(child);
      for (const chunk of child.chunks)
        for (const file of chunk.files) if (file.endsWith(extension) && !sync.has(file)) later.add(file);
      visit(child);
    }
  };
  visit(group);
  return { sync: [...sync], async: [...later].sort() };
}

/**
 * Writes `mf-manifest.json`: what a build exposes (with the files each exposed module needs first),
 * its entry file and the shared singletons it provides or asks for. The gateway reads it for a page's
 * preloads, the release gate to check a remote against the live shell, and the remotes configuration
 * names a release by it. The shape is the federation manifest's, reduced to what these read.
 */
class FederationManifest {
  /** @param {{ name: string, filename: string, exposes: Record<string, unknown>, shared: Record<string, { singleton?: boolean, requiredVersion?: string | false }>, buildName: string, buildVersion: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset('mf-manifest.json', new RawSource(JSON.stringify(this.manifest(compilation), null, 2)));
      });
    });
  }

  manifest(compilation) {
    const { name, filename, exposes, shared, buildName, buildVersion } = this.options;
    const provided = new Map();
    for (const module of compilation.modules) {
      if (module.type === 'provide-module') provided.set(module._name, module._version);
    }
    return {
      id: name,
      name,
      metaData: {
        name,
        type: 'app',
        buildInfo: { buildVersion, buildName },
        remoteEntry: { name: Object.keys(exposes).length ? filename : '', path: '', type: 'var' },
        globalName: name,
        publicPath: 'auto',
      },
      shared: Object.entries(shared).map(([key, config]) => ({
        id: `${name}:${key}`,
        name: key,
        version: provided.get(key) || undefined,
        singleton: Boolean(config.singleton),
        requiredVersion: config.requiredVersion,
      })),
      remotes: [],
      exposes: Object.keys(exposes).map((path) => {
        const group = compilation.namedChunkGroups.get(exposeChunkName(path));
        if (!group) throw new Error(`${path} was exposed but has no chunk group`);
        const key = path.replace(/^\.\//, '');
        return {
          id: `${name}:${key}`,
          name: key,
          path,
          assets: { js: filesOf(group, '.js'), css: filesOf(group, '.css') },
        };
      }),
    };
  }
}

module.exports = { FederationManifest, exposeChunkName };
