import { renderStandalone } from '@yayasan/ui';
import LatestArticlesWidget from '../features/articles/LatestArticlesWidget';
import ArticlesPage from '../features/articles/ArticlesPage';
import ArticlePage from '../features/article/ArticlePage';
import SearchPage from '../features/search/SearchPage';
import DashboardBlogsPage from '../features/dashboard/DashboardBlogsPage';
import EditorPage from '../features/editor/EditorPage';

renderStandalone('blog', {
  './HomeWidget': LatestArticlesWidget,
  './ArticlesPage': ArticlesPage,
  './ArticlePage': ArticlePage,
  './SearchPage': SearchPage,
  './DashboardBlogsPage': DashboardBlogsPage,
  './EditorPage': EditorPage,
});
