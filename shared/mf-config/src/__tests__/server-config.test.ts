import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { container } from 'webpack';

const { createAppConfigs } = require('../../server') as {
  createAppConfigs: (o: {
    dir: string;
    name: string;
    devPort: number;
    title: string;
  }) => (env: object, argv: { mode: string }) => unknown;
};

const ROOT = join(__dirname, '../../../..');
const APPS = ['shell', 'mf-blog', 'mf-donation', 'mf-gallery', 'mf-account'];

interface FederationOptions {
  exposes: Record<string, string | { import: string }>;
  shared: Record<string, { singleton?: boolean; requiredVersion?: string | false; import?: string }>;
  library?: { type: string };
  runtimePlugins?: string[];
}
/** The federation plugin's options: webpack's own in the browser build, the Node-capable one on the server. */
function federationOf(config: { plugins: unknown[] }): FederationOptions {
  const plugin = config.plugins.find(
    (p) => p instanceof ModuleFederationPlugin || p instanceof container.ModuleFederationPlugin,
  ) as { _options?: FederationOptions; options?: FederationOptions };
  return (plugin._options ?? plugin.options)!;
}

/** Exposed name → source file, whichever form the plugin was given. */
const exposedFiles = (exposes: FederationOptions['exposes']) =>
  Object.fromEntries(Object.entries(exposes).map(([path, e]) => [path, typeof e === 'string' ? e : e.import]));

/** The app's browser and server builds from its webpack.config.js, as webpack-cli calls it (the shell adds its worker's). */
function configsOf(app: string, env: Record<string, unknown> = {}) {
  const exported = require(join(ROOT, app, 'webpack.config.js'));
  const configs = exported(env, { mode: 'production' });
  const named = (name: string) => configs.find((c: { name: string }) => c.name === name);
  return [named('browser'), named('server')];
}

describe.each(APPS)('%s builds', (app) => {
  const [browser, server] = configsOf(app);
  const dist = join(ROOT, app, 'dist');

  test('for the browser into dist/ (keeping the server container) and for Node into dist/server/', () => {
    expect(browser.output.path).toBe(dist);
    expect(browser.output.clean.keep.test('server/remoteEntry.js')).toBe(true);
    expect(server.output.path).toBe(join(dist, 'server'));
    expect(server.target).toBe('async-node');
    expect(server.output.library).toEqual({ type: 'commonjs-module' });
    expect(federationOf(server).library).toEqual({ type: 'commonjs-module' });
    expect(federationOf(server).runtimePlugins).toEqual([require.resolve('@module-federation/node/runtimePlugin')]);
  });

  test('exposes on the server what the browser build exposes (the shell: its server entry)', () => {
    const exposes = exposedFiles(federationOf(browser).exposes);
    expect(federationOf(server).exposes).toEqual(app === 'shell' ? { './server': './src/server.tsx' } : exposes);
  });

  test("shares the browser's singletons, React's own packages, on the server too", () => {
    const browserShared = federationOf(browser).shared;
    const serverShared = federationOf(server).shared;
    expect(serverShared).toEqual(browserShared);
    expect(serverShared.react).toMatchObject({ singleton: true, requiredVersion: expect.stringMatching(/^\^19\./) });
    expect(Object.keys(server.resolve.alias ?? {}).filter((n) => /^react(-dom)?([/$]|$)/.test(n))).toEqual([]);
  });

  test('builds both into another folder when asked (a release, or a fresh folder to swap in)', () => {
    const [b, s] = configsOf(app, { dist: '/tmp/elsewhere' });
    expect(b.output.path).toBe('/tmp/elsewhere');
    expect(s.output.path).toBe('/tmp/elsewhere/server');
  });
});

test('the dev server builds only the browser build', () => {
  const config = createAppConfigs({ dir: join(ROOT, 'mf-gallery'), name: 'gallery', devPort: 0, title: 't' })(
    { WEBPACK_SERVE: true },
    { mode: 'development' },
  );
  expect(Array.isArray(config)).toBe(false);
});
