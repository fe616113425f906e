const { createAppConfig } = require('@yayasan/mf-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'blog',
  devPort: 3001,
  title: 'mf-blog',
  exposes: {
    './HomeWidget': './src/features/articles/LatestArticlesWidget.tsx',
    './ArticlesPage': './src/features/articles/ArticlesPage.tsx',
    './ArticlePage': './src/features/article/ArticlePage.tsx',
    './SearchPage': './src/features/search/SearchPage.tsx',
    './DashboardBlogsPage': './src/features/dashboard/DashboardBlogsPage.tsx',
    './EditorPage': './src/features/editor/EditorPage.tsx',
  },
});
