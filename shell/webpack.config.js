const { rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createAppConfigs } = require('@yayasan/mf-config/server');

const configs = createAppConfigs({ dir: __dirname, name: 'shell', devPort: 3000, title: 'Yayasan Peduli Anak Yatim' });

/**
 * The service worker's own build: a plain web-worker bundle (no federation: the federation plugin's
 * hooks would reach into a worker compiled inside the shell's build), written outside the shell's dist.
 */
function workerConfig(browser, outDir) {
  return {
    name: 'worker',
    mode: browser.mode,
    context: __dirname,
    target: 'webworker',
    entry: { sw: './src/features/offline/service-worker.ts' },
    devtool: false,
    output: { path: outDir, filename: '[name].js', clean: true },
    resolve: browser.resolve,
    module: browser.module,
    optimization: { minimizer: browser.optimization.minimizer },
    performance: { hints: false },
    plugins: browser.plugins.filter((p) => p.constructor.name === 'DefinePlugin'),
  };
}

/**
 * The service worker (/sw.js), production builds only (the dev server's files change with every save):
 * Workbox's InjectManifest writes into it the shell's content-hashed files to precache. Names that stay
 * across builds (main.js) are not precached: the worker fetches them fresh whenever online
 * (src/features/offline/sw-routing.ts).
 */
module.exports = (env = {}, argv = {}) => {
  const built = configs(env, argv);
  if (argv.mode === 'development' || !Array.isArray(built)) return built;
  const browser = built.find((c) => c.name === 'browser');
  const workerDir = path.join(os.tmpdir(), `yayasan-shell-sw-${process.pid}`);
  browser.dependencies = ['worker'];
  browser.plugins.push(
    new InjectManifest({
      swSrc: path.join(workerDir, 'sw.js'),
      compileSrc: false,
      swDest: 'sw.js',
      include: [/\.[0-9a-f]{8}\.(js|css|png|jpe?g|svg|webp|gif|woff2?)$/],
      exclude: [/\.map$/, /^server\//, /\.LICENSE\.txt$/],
      dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    }),
    // The worker's own build was only the source of sw.js.
    {
      apply: (compiler) =>
        compiler.hooks.done.tap('RemoveWorkerBuild', () => rmSync(workerDir, { recursive: true, force: true })),
    },
  );
  return [workerConfig(browser, workerDir), ...built];
};
