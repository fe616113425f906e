const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartupFilesList';
// The attribute the shell's start reads (STARTUP_FILES_ATTRIBUTE in @yayasan/contracts).
const STARTUP_FILES_ATTRIBUTE = 'data-startup-files';

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
 * per step, on a phone network. The shell asks for them once the page has been painted.
 */
class StartupFilesList {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
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

module.exports = { StartupFilesList, STARTUP_FILES_ATTRIBUTE };
