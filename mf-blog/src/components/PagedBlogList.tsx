import type { ReactNode } from 'react';
import type { BlogList, DocCount } from '@yayasan/contracts';
import { EmptyState, LOAD_FAILED, LoadError } from '@yayasan/ui';
import { BlogCard } from './BlogCard';
import { LoadMore } from './LoadMore';

/** What the list needs of an article list's infinite query (RTK Query's result). */
export interface BlogPages {
  currentData?: { pages: BlogList[] };
  isFetching: boolean;
  isError: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** What the list needs of that list's count query. */
export interface BlogCount {
  currentData?: DocCount;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A page's article cards (their titles under the page's `h1`) page by page, with 'Tampilkan Lebih
 * Banyak' while the count exceeds those shown. Loading, an outage (with a retry), empty and the cards
 * are four different views.
 */
export function PagedBlogList({ pages, count, loading }: { pages: BlogPages; count: BlogCount; loading: ReactNode }) {
  const results = pages.currentData?.pages.flatMap((p) => p.blogs) ?? [];
  const failed = (pages.isError && !pages.currentData) || (count.isError && !count.currentData);
  if (failed) {
    const retry = () => {
      if (pages.isError) pages.refetch();
      if (count.isError) count.refetch();
    };
    return <LoadError message={LOAD_FAILED.articles} onRetry={retry} />;
  }
  if ((pages.isFetching && !pages.currentData) || (count.isFetching && !count.currentData)) return loading;
  if (results.length === 0) return <EmptyState>Tidak ada artikel di publish</EmptyState>;
  const hasMore = (count.currentData?.totalDocs ?? 0) > results.length;
  return (
    <>
      <div>
        {results.map((blog) => (
          <BlogCard key={blog.blog_id} blog={blog} heading="h2" />
        ))}
      </div>
      {pages.isFetchNextPageError ? (
        <LoadError message={LOAD_FAILED.articles} onRetry={() => pages.fetchNextPage()} />
      ) : (
        <LoadMore visible={hasMore} busy={pages.isFetchingNextPage} onClick={() => pages.fetchNextPage()} />
      )}
    </>
  );
}
