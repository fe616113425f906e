const { createAppConfigs } = require('@yayasan/mf-config/server');

const configs = createAppConfigs({ dir: __dirname, name: 'shell', devPort: 3000, title: 'Yayasan Peduli Anak Yatim' });

/**
 * The service worker's own build (/sw.js, production builds only: the dev server's files change with
 * every save): a plain web-worker bundle (no federation: the federation plugin's hooks would reach into
 * a worker compiled inside the shell's build), written into the shell's dist once the browser build,
 * which cleans that folder, is done. Nothing is precached: a first visit on a slow phone spends its
 * network on the page, and the worker keeps what the visitor's pages load (sw-routing.ts).
 */
function workerConfig(browser) {
  return {
    name: 'worker',
    dependencies: [browser.name],
    mode: browser.mode,
    context: __dirname,
    target: 'webworker',
    entry: { sw: './src/features/offline/service-worker.ts' },
    devtool: false,
    output: { path: browser.output.path, filename: '[name].js', clean: false },
    resolve: browser.resolve,
    module: browser.module,
    optimization: { minimizer: browser.optimization.minimizer },
    performance: { hints: false },
    plugins: browser.plugins.filter((p) => p.constructor.name === 'DefinePlugin'),
  };
}

module.exports = (env = {}, argv = {}) => {
  const built = configs(env, argv);
  if (argv.mode === 'development' || !Array.isArray(built)) return built;
  return [...built, workerConfig(built.find((c) => c.name === 'browser'))];
};
