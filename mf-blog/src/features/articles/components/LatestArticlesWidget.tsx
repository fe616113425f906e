import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NO_DESCRIPTION, paths } from '@yayasan/contracts';
import { formatDayMonth } from '@yayasan/format';
import { EmptyState, LOAD_FAILED, LoadError, ResponsiveImage, SectionHeader, Spinner } from '@yayasan/ui';
import { articlesApi } from '../api';

export const HOME_ARTICLE_COUNT = 3;

/** Home page: the 3 latest articles. */
export default function LatestArticlesWidget() {
  const { data, isLoading, isError, refetch } = articlesApi.useLatestBlogsQuery({ page: 1, limit: HOME_ARTICLE_COUNT });
  const blogs = data?.blogs.slice(0, HOME_ARTICLE_COUNT) ?? [];
  return (
    <section aria-labelledby="latest-articles-heading">
      <SectionHeader>
        <h2 id="latest-articles-heading">Artikel Terbaru</h2>
        <Link to={paths.articles}>Lihat semua</Link>
      </SectionHeader>
      {isLoading ? (
        <Spinner />
      ) : isError && !data ? (
        <LoadError message={LOAD_FAILED.articles} onRetry={() => refetch()} />
      ) : blogs.length === 0 ? (
        <EmptyState>Tidak ada artikel di publish</EmptyState>
      ) : (
        <Grid>
          {blogs.map((b) => (
            <Card key={b.blog_id} to={paths.article(b.blog_id)} data-testid="home-article">
              {b.banner ? (
                <ResponsiveImage src={b.banner} alt="" sizes="(min-width: 900px) 33vw, 100vw" />
              ) : (
                <Placeholder aria-hidden />
              )}
              <h3>{b.title}</h3>
              <p>{b.des || NO_DESCRIPTION}</p>
              <small>
                {b.author.personal_info.fullname}
                {b.publishedAt && ` · ${formatDayMonth(b.publishedAt)}`}
              </small>
            </Card>
          ))}
        </Grid>
      )}
    </section>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;
const Card = styled(Link)`
  display: block;
  text-decoration: none;
  color: inherit;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => p.theme.colors.border};
  overflow: hidden;
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    display: block;
  }
  h3,
  p,
  small {
    margin: 10px 14px;
    display: block;
  }
  h3 {
    line-height: 1.3;
  }
  p,
  small {
    color: ${(p) => p.theme.colors.muted};
  }
`;
const Placeholder = styled.div`
  aspect-ratio: 16 / 9;
  background: ${(p) => p.theme.colors.surface};
`;
