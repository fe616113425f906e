const HtmlWebpackPlugin = require('html-webpack-plugin');
const { Compilation, sources } = require('webpack');

const NAME = 'StartupFilesList';
// The attribute the shell's start reads (STARTUP_FILES_ATTRIBUTE in @yayasan/contracts).
const STARTUP_FILES_ATTRIBUTE = 'data-startup-files';
/**
 * V8's explicit compile hint (first line of a file): every function in the file is compiled while the
 * file streams in, off the main thread, instead of at its first call, on it. The startup files run almost
 * whole at every page load (React DOM's hydration above all), and compiling them call by call inside the
 * start's tasks made those tasks long on a phone's CPU.
 */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunk files the shell needs before it renders anything: the bootstrap chunk behind the entry's
 * async boundary and the shared packages its modules consume, as the shell's own provider of each
 * loads them (the shell provides every shared package, so those are the files a page fetches),
 * followed through the packages those consume in turn. Lazy pages and widgets are not followed.
 */
function startupFiles(compilation) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) if (module.type === 'provide-module') providers.set(module._name, module);
  const files = new Set();
  const seen = new Set();
  const followBlocks = (module) => module?.blocks.forEach((block) => visitGroup(chunkGraph.getBlockChunkGroup(block)));
  const visitGroup = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') followBlocks(providers.get(module.options.shareKey));
      }
    }
  };
  const entry = compilation.entrypoints.get('main');
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'provide-module') followBlocks(module);
    }
  }
  for (const chunk of entry.chunks) chunk.files.forEach((file) => files.delete(file));
  return [...files].sort();
}

/**
 * The list, in the shell's HTML, of every file it loads at start (`data-startup-files`, read by the
 * shell's start). Without it the browser finds them only once main.js has run, one by one: a round trip
 * per step, on a phone network. The shell asks for them once the page has been painted. Each of those
 * files starts with EAGER_COMPILE_HINT.
 */
class StartupFilesList {
  apply(compiler) {
    // The app's own compilation, not the child ones (the HTML page's, the service worker's).
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minifying (which would drop the comment), before source maps and compressed copies.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of startupFiles(compilation)) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${EAGER_COMPILE_HINT}\n`, source));
          }
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const files = startupFiles(compilation).map((file) => ({ href: `${data.publicPath}${file}`, as: 'script' }));
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject(
            'script',
            { type: 'application/json', [STARTUP_FILES_ATTRIBUTE]: true },
            JSON.stringify(files).replace(/</g, '\\u003c'),
          ),
        );
        return data;
      });
    });
  }
}

module.exports = { StartupFilesList, STARTUP_FILES_ATTRIBUTE, EAGER_COMPILE_HINT };
