import { EmptyState, LOAD_FAILED, LoadError, Spinner } from '@yayasan/ui';
import { articlesApi } from '../api';
import { TrendingCard } from '../../../components/TrendingCard';

/** The trending list, numbered 01, 02, … */
export function TrendingList() {
  const { data, isLoading, isError, refetch } = articlesApi.useTrendingBlogsQuery();
  const blogs = data?.blogs ?? [];
  return (
    <section aria-labelledby="trending-heading">
      <h2 id="trending-heading">Sedang Tren</h2>
      {isLoading ? (
        <Spinner />
      ) : isError && !data ? (
        <LoadError message={LOAD_FAILED.articles} onRetry={() => refetch()} />
      ) : blogs.length === 0 ? (
        <EmptyState>Tidak ada artikel trending</EmptyState>
      ) : (
        blogs.map((blog, i) => <TrendingCard key={blog.blog_id} blog={blog} index={i} />)
      )}
    </section>
  );
}
