import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@yayasan/contracts';
import { formatDayMonth } from '@yayasan/format';
import { selectIsAdmin, selectToken, useAppSelector } from '@yayasan/store';
import { EmptyState, FigureCards, LOAD_FAILED, LoadError, Spinner } from '@yayasan/ui';
import { dashboardApi, type OwnBlogsArgs } from '../api';

const PUBLISHED: OwnBlogsArgs = { draft: false, query: '' };
const DRAFTS: OwnBlogsArgs = { draft: true, query: '' };
/** How many of the newest published articles the summary lists. */
const LATEST_SHOWN = 3;
// The same lists as the author's articles page: asked again on each visit, so a fresh edit shows.
const FRESH = { refetchOnMountOrArgChange: true } as const;

/**
 * The signed-in user's articles on the dashboard's first page (the shell puts this area there): how
 * many are published and drafted, and the newest published ones. Signed out there is nothing to show;
 * the page around it sends the visitor to sign in. Only administrators write articles, so a member
 * who has none sees no section at all rather than an invitation they cannot take.
 */
export default function MyArticlesSummary() {
  const token = useAppSelector(selectToken);
  return token ? <OwnArticlesSummary /> : null;
}

function OwnArticlesSummary() {
  const headingId = useId();
  const isAdmin = useAppSelector(selectIsAdmin);
  const published = dashboardApi.useUserWrittenBlogsCountQuery(PUBLISHED, FRESH);
  const drafts = dashboardApi.useUserWrittenBlogsCountQuery(DRAFTS, FRESH);
  const pages = dashboardApi.useUserWrittenBlogPagesInfiniteQuery(PUBLISHED, FRESH);
  const answers = [published, drafts, pages];

  let body;
  if (answers.some((a) => a.isError && !a.currentData)) {
    body = (
      <LoadError
        message={LOAD_FAILED.articles}
        onRetry={() => {
          for (const a of answers) if (a.isError) void a.refetch();
        }}
      />
    );
  } else if (!published.currentData || !drafts.currentData || !pages.currentData) {
    body = (
      <Placeholder aria-busy="true" data-testid="my-articles-loading">
        <Spinner />
      </Placeholder>
    );
  } else if (published.currentData.totalDocs + drafts.currentData.totalDocs === 0) {
    if (!isAdmin) return null;
    body = (
      <EmptyState>
        Anda belum menulis artikel. <Link to={paths.editor()}>Tulis artikel pertama Anda</Link>
      </EmptyState>
    );
  } else {
    const latest = pages.currentData.pages[0]?.blogs.slice(0, LATEST_SHOWN) ?? [];
    body = (
      <>
        <FigureCards>
          <div>
            <dt>Artikel dipublikasikan</dt>
            <dd data-testid="articles-published">{published.currentData.totalDocs}</dd>
          </div>
          <div>
            <dt>Draf</dt>
            <dd data-testid="articles-drafts">{drafts.currentData.totalDocs}</dd>
          </div>
        </FigureCards>
        {latest.length > 0 && (
          <Latest aria-label="Artikel terbaru Anda">
            {latest.map((blog) => (
              <li key={blog.blog_id}>
                <Link to={paths.article(blog.blog_id)}>{blog.title}</Link>
                {blog.publishedAt && <small>Dipublikasikan {formatDayMonth(blog.publishedAt)}</small>}
              </li>
            ))}
          </Latest>
        )}
        <p>
          <Link to={paths.dashboardBlogs()}>Kelola artikel Anda</Link>
        </p>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Artikel Anda</h2>
      {body}
    </section>
  );
}

/** Holds the summary's place while it loads, so the page below does not jump when it arrives. */
const Placeholder = styled.div`
  height: 220px;
  display: flex;
  align-items: center;
  justify-content: center;
`;
const Latest = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: 10px 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  small {
    color: ${(p) => p.theme.colors.muted};
  }
`;
