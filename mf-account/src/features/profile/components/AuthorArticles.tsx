import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, type BlogCard } from '@yayasan/contracts';
import { formatDayMonth } from '@yayasan/format';
import { Button, EmptyState, LOAD_FAILED, LoadError, ResponsiveImage, Spinner } from '@yayasan/ui';
import { useCountAuthorArticlesQuery, useGetAuthorArticlesInfiniteQuery } from '../api';
import { PROFILE_TEXT } from '../messages';

/** The author's published articles from the blog service, with 'Tampilkan Lebih Banyak'. */
export function AuthorArticles({ authorId }: { authorId: number }) {
  const { data, isLoading, isError, refetch, fetchNextPage, isFetchingNextPage } =
    useGetAuthorArticlesInfiniteQuery(authorId);
  const { data: count } = useCountAuthorArticlesQuery(authorId);
  if (isLoading) return <Spinner />;
  if (isError && !data) return <LoadError message={LOAD_FAILED.articles} onRetry={() => refetch()} />;
  if (!data) return <EmptyState>{PROFILE_TEXT.unavailable}</EmptyState>;
  const articles = data.pages.flatMap((p) => p.blogs);
  if (!articles.length) return <EmptyState>{PROFILE_TEXT.noArticles}</EmptyState>;
  const more = count ? count.totalDocs > articles.length : false;
  return (
    <>
      <List>
        {articles.map((a) => (
          <Card key={a._id} article={a} />
        ))}
      </List>
      {more && (
        <More>
          <Button $variant="secondary" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
            {PROFILE_TEXT.loadMore}
          </Button>
        </More>
      )}
    </>
  );
}

function Card({ article }: { article: BlogCard }) {
  return (
    <Item>
      <div>
        {article.publishedAt && <time dateTime={article.publishedAt}>{formatDayMonth(article.publishedAt)}</time>}
        <h2>
          <Link to={paths.article(article.blog_id)}>{article.title}</Link>
        </h2>
        <p>{article.des || PROFILE_TEXT.noDescription}</p>
        <small>
          {article.activity.total_likes} suka · {article.activity.total_comments} komentar
        </small>
      </div>
      {article.banner && <ResponsiveImage src={article.banner} alt="" width={160} height={90} sizes="160px" />}
    </Item>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Item = styled.li`
  display: flex;
  gap: 16px;
  justify-content: space-between;
  padding: 16px 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  h2 {
    margin: 4px 0 6px;
    font-size: 1.15rem;
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a:hover,
  h2 a:focus {
    text-decoration: underline;
  }
  p {
    margin: 0 0 6px;
    color: ${(p) => p.theme.colors.muted};
  }
  time,
  small {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.85rem;
  }
  img {
    width: 120px;
    height: 68px;
    object-fit: cover;
    border-radius: 8px;
    flex-shrink: 0;
  }
  @media (min-width: 600px) {
    img {
      width: 160px;
      height: 90px;
    }
  }
`;
const More = styled.div`
  display: flex;
  justify-content: center;
  padding: 20px 0;
`;
