// The one Module Federation + webpack configuration used by the shell and every remote.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { DefinePlugin, container } = require('webpack');
const { FederationManifest, exposeChunkName } = require('./federation-manifest');
const { StartupFilesList, EAGER_COMPILE_HINT } = require('./startup-files');

/**
 * Singletons shared by host and remotes. Only these: spreading every dependency into `shared`
 * would make each remote negotiate (and maybe load) dozens of modules at start.
 */
function sharedSingletons(appPackageJson) {
  const deps = { ...appPackageJson.dependencies };
  const version = (name, fallbackFrom) => deps[name] ?? deps[fallbackFrom] ?? false;
  const singleton = (name, from) => [name, { singleton: true, requiredVersion: version(name, from) }];
  return Object.fromEntries([
    // One React DOM for the page: the shell's copy (it loads first) serves every remote.
    singleton('react'),
    singleton('react-dom'),
    singleton('react-dom/client', 'react-dom'),
    singleton('react/jsx-runtime', 'react'),
    // Shared as the subset the site uses (see react-router-dom.js), under the package's own version.
    [
      'react-router-dom',
      {
        ...singleton('react-router-dom')[1],
        import: path.join(__dirname, 'react-router-dom.js'),
        version: require('react-router-dom/package.json').version,
      },
    ],
    singleton('react-redux'),
    // Redux Toolkit is not shared by itself: apps use it only through @yayasan/store (one shared
    // copy, loaded once), which is bundled with just the parts it uses. A shared package keeps every
    // export, which would ship RTK's and RTK Query's unused half to every page.
    singleton('styled-components'),
    singleton('react-toastify'),
    singleton('@yayasan/ui'),
    singleton('@yayasan/store'),
  ]);
}

/**
 * react-router 7's export conditions always name its development build (warnings, invariants and
 * dev-only checks); production builds resolve its production build instead.
 */
function productionAliases() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return { 'react-router$': path.join(dist, 'index.mjs') };
}

/**
 * Each text file of a production build written beside itself compressed, once and at the strongest
 * settings (brotli 11, gzip 9), for the gateway to send as it is: no request spends the server's CPU
 * on compressing a file that never changes, and each is smaller than compressed on the fly.
 */
function precompressed() {
  const common = { test: /\.(js|css|html|svg|json|txt)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

/**
 * The shared libraries the shell starts with (shell/src/index.ts imports each in a step of its start),
 * grouped with the packages they depend on into two chunks of the shell's build: every file a page asks
 * for costs the browser's network process and the page's main thread time on the same few cores, yet
 * the browser readies each file's code on the main thread in one piece, which for all of them at once
 * (React DOM alone is half) makes one of the start's longest tasks. React DOM is one chunk; the others,
 * the other. Their names are STARTUP_LIBRARY_CHUNKS in @yayasan/contracts, which the tests find them by.
 */
const STARTUP_LIBRARY_GROUPS = [
  { name: 'vendors-react-dom', libraries: ['react-dom'] },
  {
    name: 'vendors-startup-libraries',
    libraries: ['react', 'react-router-dom', 'react-redux', 'styled-components', '@reduxjs/toolkit'],
  },
];
const STARTUP_LIBRARY_CHUNKS = STARTUP_LIBRARY_GROUPS.map((group) => group.name);

/** The folder of package `name` as Node finds it from `from` (the nearest node_modules up the tree). */
function packageDir(name, from) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

/** `names` and every package they depend on at run time, as installed for the app in `dir`. */
function withDependencies(names, dir) {
  const found = new Set();
  const visit = (name, from) => {
    const pkgDir = packageDir(name, from);
    if (!pkgDir || found.has(pkgDir)) return;
    found.add(pkgDir);
    const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    for (const dependency of Object.keys(dependencies)) visit(dependency, pkgDir);
  };
  for (const name of names) visit(name, dir);
  return [...found];
}

/** The shell's cache groups that put the startup libraries in their chunks (a package in two goes to the first). */
function startupLibraryGroups(dir) {
  return Object.fromEntries(
    STARTUP_LIBRARY_GROUPS.map(({ name, libraries }, index) => {
      const folders = withDependencies(libraries, dir).map((folder) => folder + path.sep);
      const test = (module) =>
        typeof module.resource === 'string' && folders.some((folder) => module.resource.startsWith(folder));
      return [name, { test, name, chunks: 'async', enforce: true, priority: STARTUP_LIBRARY_GROUPS.length - index }];
    }),
  );
}

/** Each exposed module in a chunk of its own name, which the manifest lists the files of. */
function namedExposes(exposes) {
  return Object.fromEntries(
    Object.entries(exposes).map(([path, file]) => [path, { import: file, name: exposeChunkName(path) }]),
  );
}

/**
 * @param {object} o
 * @param {string} o.dir the app folder (its package.json, src/index.ts, dist/)
 * @param {string} o.name federation name: shell | blog | donation | gallery | account
 * @param {Record<string,string>} [o.exposes] for remotes
 * @param {number} o.devPort the standalone dev server port
 * @param {string} o.title page title of the app's own HTML page
 */
function createAppConfig({ dir, name, exposes, devPort, title }) {
  const pkg = require(path.join(dir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const federation = { name, filename: 'remoteEntry.js', exposes: exposes ?? {}, shared: sharedSingletons(pkg) };
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        // Entry files keep stable names (publicPath 'auto' takes the folder from them); the gateway revalidates them.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.json'],
        alias: production ? productionAliases() : {},
      },
      module: {
        rules: [
          {
            test: /\.(t|j)sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          // The server containers' federation entry files are ESM-flavoured JS; never let a package "type" decide.
          { test: /\.federation/, type: 'javascript/auto' },
          { test: /\.(png|jpe?g|svg|webp|gif)$/i, type: 'asset/resource' },
        ],
      },
      optimization: {
        // Named chunks keep shared modules recognisable (e.g. in the "React loads once" check).
        chunkIds: 'named',
        splitChunks: {
          cacheGroups: {
            // The route table: both the shared UI kit and the app's pages read it, so it comes in
            // one chunk of its own rather than a copy in each (its package is side-effect free, so
            // its modules are split apart and would otherwise be copied).
            routeTable: {
              test: /[\\/]shared[\\/]contracts[\\/]src[\\/]routes\.ts$/,
              name: 'route-table',
              minChunks: 2,
              minSize: 0,
            },
            ...(exposes ? {} : startupLibraryGroups(dir)),
          },
        },
        minimizer: [
          new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } }),
        ],
      },
      performance: { hints: false },
      plugins: [
        // A label chosen at build time (e.g. by a release's test build), shown by the apps that read it;
        // empty otherwise, so an ordinary build's output does not depend on the environment.
        new DefinePlugin({ 'process.env.BUILD_MARKER': JSON.stringify(process.env.BUILD_MARKER ?? '') }),
        // webpack's own container runtime (a few KB), not a federation runtime in the page: the shell
        // loads each remote's entry itself (shell/src/lib/remotes/containers.ts), so nothing more is needed.
        new container.ModuleFederationPlugin({ ...federation, exposes: namedExposes(federation.exposes) }),
        new FederationManifest({ ...federation, buildName: pkg.name, buildVersion: pkg.version }),
        // Absolute script paths: a deep link like /dashboard/galleries must still load /main.js.
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          chunks: ['main'],
          publicPath: '/',
        }),
        ...(exposes ? [] : [new StartupFilesList()]),
        ...(production ? precompressed() : []),
      ],
      devServer: {
        port: devPort,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The standalone page talks to the real API through the gateway.
        proxy: [{ context: ['/api', '/media'], target: process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080' }],
      },
    };
  };
}

module.exports = { createAppConfig, sharedSingletons, STARTUP_LIBRARY_CHUNKS, EAGER_COMPILE_HINT };
