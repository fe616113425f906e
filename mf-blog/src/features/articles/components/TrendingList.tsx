import { EmptyState, Spinner } from '@yayasan/ui';
import { blogApi } from '../../../api/blogApi';
import { TrendingCard } from '../../../components/TrendingCard';

/** The trending list, numbered 01, 02, … */
export function TrendingList() {
  const { data, isLoading, isError } = blogApi.useTrendingBlogsQuery();
  const blogs = data?.blogs ?? [];
  return (
    <section aria-labelledby="trending-heading">
      <h2 id="trending-heading">Sedang Tren</h2>
      {isLoading ? (
        <Spinner />
      ) : isError || blogs.length === 0 ? (
        <EmptyState>Tidak ada artikel trending</EmptyState>
      ) : (
        blogs.map((blog, i) => <TrendingCard key={blog.blog_id} blog={blog} index={i} />)
      )}
    </section>
  );
}
