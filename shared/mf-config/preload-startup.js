const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupChunks';

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
 * Preloads in the shell's HTML for every file it loads at start. Without them the browser finds
 * them only once main.js has run: one more round trip, on a phone network, before the first paint.
 */
class PreloadStartupChunks {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const preloads = startupFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${data.publicPath}${file}`,
            // Below the page's picture (the gateway preloads it at high priority) and its first view: a
            // preloaded script is otherwise fetched at high priority, ahead of them on a phone's narrow link.
            fetchpriority: 'low',
          }),
        );
        data.headTags.unshift(...preloads);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunks };
