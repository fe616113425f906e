import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ASK_AGAIN_ON_VISIT, skipToken } from '@yayasan/store';
import { above, EmptyState, LOAD_FAILED, LoadError, PageContainer, Spinner, TabBar } from '@yayasan/ui';
import { blogApi } from '../../../lib/api';
import { searchApi } from '../api';
import { PagedBlogList } from '../../../components/PagedBlogList';
import { UserCard } from '../../../components/UserCard';

// Hydrated with the server's answers, a visit asks again only for answers older than half a minute.
const FRESH = ASK_AGAIN_ON_VISIT;

/**
 * /search/:query — matching articles (title, description, tags) and accounts. `children`: what the
 * site shows above the articles, the running campaigns the search finds (the donation remote's area,
 * which the shell puts here).
 */
export default function SearchPage({ children }: { children?: ReactNode }) {
  const { query = '' } = useParams();
  const filter = query.trim() ? { query } : skipToken;
  const pages = blogApi.useSearchBlogPagesInfiniteQuery(filter, FRESH);
  const count = blogApi.useSearchBlogsCountQuery(filter, FRESH);

  const articles = (
    <div>
      <PagedBlogList pages={pages} count={count} loading={<Spinner />} />
    </div>
  );

  return (
    <PageContainer>
      <h1 className="visually-hidden">{`Hasil pencarian "${query}"`}</h1>
      <Layout>
        <Main>
          {children}
          <TabBar labels={[`Hasil pencarian "${query}"`, 'Akun Ditemukan']}>
            {[articles, <Users key="users" query={query} />]}
          </TabBar>
        </Main>
        <Side role="complementary" aria-label="Pengguna terkait pencarian">
          <h2>Pengguna terkait pencarian</h2>
          <Users query={query} />
        </Side>
      </Layout>
    </PageContainer>
  );
}

function Users({ query }: { query: string }) {
  const { data, isFetching, isError, refetch } = searchApi.useSearchUsersQuery(query);
  const users = data?.users ?? [];
  if (isFetching && !data) return <Spinner />;
  if (isError && !data) return <LoadError message={LOAD_FAILED.users} onRetry={() => refetch()} />;
  if (users.length === 0) return <EmptyState>Tidak ada user ditemukan</EmptyState>;
  return (
    <div>
      {users.map((u) => (
        <UserCard key={u.personal_info.username} user={u} />
      ))}
    </div>
  );
}

/**
 * Two fixed columns above 1000px: the results' width is set before the side column arrives in the
 * streamed page, so the campaign and article grids are laid out once, not again when it lands.
 */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 32px;
  align-items: start;
  ${above(1000)} {
    grid-template-columns: minmax(0, 1fr) 320px;
  }
`;
const Main = styled.section`
  min-width: 0;
`;
const Side = styled.aside`
  display: none;
  h2 {
    font-size: 1.1rem;
    margin: 0 0 12px;
  }
  ${above(1000)} {
    display: block;
    border-left: 1px solid ${(p) => p.theme.colors.border};
    padding-left: 28px;
  }
`;
