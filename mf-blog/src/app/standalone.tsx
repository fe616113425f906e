import { renderStandalone } from '@yayasan/ui';
import LatestArticlesWidget from '../features/articles/LatestArticlesWidget';

renderStandalone('blog', {
  './HomeWidget': LatestArticlesWidget,
});
