// The server build of every app: a federation container for Node beside the browser build, exposing
// the same modules with the same shared singletons, so a page's HTML is rendered on the server by
// the same components the browser then hydrates.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { optimize } = require('webpack');
const { createAppConfig, sharedSingletons } = require('./index');

/** Where the server container goes inside an app's build folder (and inside a release). */
const SERVER_DIR = 'server';
/** The shell's server entry, exposed by its server container only: the renderer's way in (contracts' SHELL_SERVER_MODULE). */
const SHELL_SERVER_EXPOSES = { './server': './src/server.tsx' };

/**
 * The Node build of one app, derived from its browser build (same loaders and production switches):
 * `target: 'async-node'`, a CommonJS container (`library: commonjs-module`) in one file, which the
 * renderer reads from the release store by one key, and @module-federation/node's runtime plugin,
 * which makes the federation runtime's loading work on Node.
 */
function serverConfig(browser, { dir, name, exposes }, dist) {
  const pkg = require(path.join(dir, 'package.json'));
  const serverExposes = exposes ?? SHELL_SERVER_EXPOSES;
  return {
    name: 'server',
    mode: browser.mode,
    context: dir,
    target: 'async-node',
    entry: {},
    devtool: false,
    output: {
      path: path.join(dist, SERVER_DIR),
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${name}-server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: browser.resolve,
    module: browser.module,
    // Readable stack traces in the renderer's log; nothing here is downloaded by a browser.
    optimization: { minimize: false, chunkIds: 'named', splitChunks: false },
    performance: { hints: false },
    plugins: [
      // One file: the renderer takes a container from the release store by a single key.
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...browser.plugins.filter((p) => p.constructor.name === 'DefinePlugin'),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        exposes: serverExposes,
        remotes: {},
        // The same singletons as the browser build: React's own packages, never another renderer.
        shared: sharedSingletons(pkg),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        experiments: { optimization: { target: 'node' } },
      }),
    ],
  };
}

/**
 * Both builds of an app: the browser's (createAppConfig) and the server container in `dist/server`.
 * `--env dist=<folder>` builds both into another folder (a release's or a fresh one to swap in); the
 * dev server (`webpack serve`) builds only the browser's.
 */
function createAppConfigs(options) {
  const browserConfig = createAppConfig(options);
  return (env = {}, argv = {}) => {
    const browser = browserConfig(env, argv);
    const dist = env.dist ? path.resolve(env.dist) : browser.output.path;
    // The browser build cleans its folder, except the server container beside it.
    browser.name = 'browser';
    browser.output = { ...browser.output, path: dist, clean: { keep: new RegExp(`^${SERVER_DIR}[\\\\/]`) } };
    if (env.WEBPACK_SERVE) return browser;
    return [browser, serverConfig(browser, options, dist)];
  };
}

module.exports = { createAppConfigs, SERVER_DIR };
