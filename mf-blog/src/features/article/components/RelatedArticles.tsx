import styled from 'styled-components';
import { skipToken } from '@yayasan/store';
import { EmptyState, LOAD_FAILED, LoadError, Spinner } from '@yayasan/ui';
import { LIMITS } from '@yayasan/validation';
import { blogApi } from '../../../lib/api';
import { BlogCard } from '../../../components/BlogCard';

/** Up to 6 articles sharing this one's first tag, this one excluded. */
export function RelatedArticles({ blogId, tag }: { blogId: string; tag: string | undefined }) {
  const { data, isLoading, isError, refetch } = blogApi.useSearchBlogsQuery(
    tag ? { filter: { tag }, page: 1, limit: LIMITS.relatedBlogs, eliminate_blog: blogId } : skipToken,
  );
  const blogs = data?.blogs ?? [];
  return (
    <Section aria-labelledby="related-heading">
      <h2 id="related-heading">Artikel Terkait</h2>
      {isLoading ? (
        <Spinner />
      ) : isError && !data ? (
        <LoadError message={LOAD_FAILED.articles} onRetry={() => refetch()} />
      ) : blogs.length === 0 ? (
        <EmptyState>Tidak Tersedia</EmptyState>
      ) : (
        blogs.map((b) => <BlogCard key={b.blog_id} blog={b} />)
      )}
    </Section>
  );
}

const Section = styled.section`
  margin-top: 48px;
  h2 {
    font-size: 1.4rem;
  }
`;
