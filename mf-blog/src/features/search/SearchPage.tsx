import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { BlogCard as BlogCardData } from '@yayasan/contracts';
import { above, EmptyState, PageContainer, Spinner, TabBar } from '@yayasan/ui';
import { blogApi } from '../../api/blogApi';
import { BlogCard } from '../../components/BlogCard';
import { LoadMore } from '../../components/LoadMore';
import { UserCard } from '../../components/UserCard';
import { usePagedList } from '../../hooks/usePagedList';

/** /search/:query — matching articles (title, description, tags) and matching accounts. */
export default function SearchPage() {
  const { query = '' } = useParams();
  const [search] = blogApi.useLazySearchBlogsQuery();
  const [count] = blogApi.useLazySearchBlogsCountQuery();
  const list = usePagedList<BlogCardData>(query.trim() ? `query:${query}` : null, {
    page: async (page) => (await search({ filter: { query }, page }).unwrap()).blogs,
    count: async () => (await count({ query }).unwrap()).totalDocs,
  });

  const articles = (
    <div>
      {list.loading ? (
        <Spinner />
      ) : list.results.length === 0 ? (
        <EmptyState>Tidak ada artikel di publish</EmptyState>
      ) : (
        list.results.map((blog) => <BlogCard key={blog.blog_id} blog={blog} />)
      )}
      <LoadMore visible={!list.loading && list.hasMore} busy={list.loadingMore} onClick={list.loadMore} />
    </div>
  );

  return (
    <PageContainer>
      <h1 className="visually-hidden">{`Hasil pencarian "${query}"`}</h1>
      <Layout>
        <Main>
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
  const { data, isFetching, isError } = blogApi.useSearchUsersQuery(query);
  const users = data?.users ?? [];
  if (isFetching && !data) return <Spinner />;
  if (isError || users.length === 0) return <EmptyState>Tidak ada user ditemukan</EmptyState>;
  return (
    <div>
      {users.map((u) => (
        <UserCard key={u.personal_info.username} user={u} />
      ))}
    </div>
  );
}

const Layout = styled.div`
  display: flex;
  gap: 32px;
  align-items: flex-start;
`;
const Main = styled.section`
  flex: 1;
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
    width: 320px;
    flex-shrink: 0;
    border-left: 1px solid ${(p) => p.theme.colors.border};
    padding-left: 28px;
  }
`;
