import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { BlogCard } from '@yayasan/contracts';
import { selectToken, useAppSelector } from '@yayasan/store';
import { ConfirmDialog, EmptyState, Input, LOAD_FAILED, LoadError, SignInRedirect, Spinner, TabBar } from '@yayasan/ui';
import { dashboardApi } from '../api';
import { LoadMore } from '../../../components/LoadMore';
import { ManageBlogCard } from '../components/ManageBlogCard';

const TABS = ['Artikel Dipublish', 'Draft'];

/** /dashboard/blogs — the signed-in user's published articles and drafts (?tab=draft). */
export default function DashboardBlogsPage() {
  const token = useAppSelector(selectToken);
  const [params, setParams] = useSearchParams();
  const draftTab = params.get('tab') === 'draft';
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');

  if (!token) return <SignInRedirect />;

  return (
    <div>
      <h1>Artikel Saya</h1>
      <SearchBox
        type="search"
        aria-label="Cari artikel"
        placeholder="Cari artikel"
        value={input}
        onChange={(e) => {
          setInput(e.target.value);
          if (!e.target.value.trim()) setQuery('');
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && input.trim()) setQuery(input.trim());
        }}
      />
      <TabBar
        labels={TABS}
        defaultIndex={draftTab ? 1 : 0}
        onChange={(i) => setParams(i === 1 ? { tab: 'draft' } : {}, { replace: true })}
      >
        {[<OwnBlogs key="published" draft={false} query={query} />, <OwnBlogs key="draft" draft query={query} />]}
      </TabBar>
    </div>
  );
}

function OwnBlogs({ draft, query }: { draft: boolean; query: string }) {
  const list = { draft, query };
  const pages = dashboardApi.useUserWrittenBlogPagesInfiniteQuery(list, { refetchOnMountOrArgChange: true });
  const count = dashboardApi.useUserWrittenBlogsCountQuery(list, { refetchOnMountOrArgChange: true });
  const [deleteBlog, { isLoading: deleting }] = dashboardApi.useDeleteBlogMutation();
  const [pending, setPending] = useState<BlogCard | null>(null);
  const results = pages.currentData?.pages.flatMap((p) => p.blogs) ?? [];
  const totalDocs = count.currentData?.totalDocs ?? 0;
  const { refetch } = pages;

  // A list emptied by deletions while more remain starts again from the first page.
  useEffect(() => {
    if (pages.currentData && !pages.isFetching && results.length === 0 && totalDocs > 0) void refetch();
  }, [pages.currentData, pages.isFetching, results.length, totalDocs, refetch]);

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await deleteBlog({ blog_id: pending.blog_id, list }).unwrap();
    } catch (err) {
      console.error(err);
    } finally {
      setPending(null);
    }
  };

  const loading = (pages.isFetching && !pages.currentData) || (count.isFetching && !count.currentData);
  const failed = (pages.isError && !pages.currentData) || (count.isError && !count.currentData);
  return (
    <section>
      {failed ? (
        <LoadError
          message={LOAD_FAILED.articles}
          onRetry={() => {
            if (pages.isError) pages.refetch();
            if (count.isError) count.refetch();
          }}
        />
      ) : loading ? (
        <Spinner />
      ) : results.length === 0 ? (
        <EmptyState>{draft ? 'Tidak ada Artikel draft' : 'Tidak ada Artikel dipublish'}</EmptyState>
      ) : (
        <>
          <Total>{totalDocs} artikel</Total>
          {results.map((blog, i) => (
            <ManageBlogCard key={blog.blog_id} blog={blog} index={i} onDelete={() => setPending(blog)} />
          ))}
        </>
      )}
      <LoadMore
        visible={!loading && !failed && totalDocs > results.length}
        busy={pages.isFetchingNextPage}
        onClick={() => pages.fetchNextPage()}
      />
      <ConfirmDialog
        open={pending !== null}
        message={`Hapus artikel "${pending?.title ?? ''}"?`}
        confirmLabel="Hapus"
        cancelLabel="Batal"
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}

const SearchBox = styled(Input)`
  max-width: 420px;
  margin: 8px 0 20px;
`;
const Total = styled.p`
  color: ${(p) => p.theme.colors.muted};
  margin: 0 0 8px;
`;
