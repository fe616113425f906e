import { Link, Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@yayasan/contracts';
import { selectUser, useAppSelector, skipToken } from '@yayasan/store';
import { Button, EmptyState, SignInRedirect, Spinner } from '@yayasan/ui';
import { editorApi } from '../api';
import { localCopyKey } from '../autosave';
import { ArticleEditor, EMPTY_ARTICLE, type EditorStart } from '../components/ArticleEditor';
import { EDITOR_TEXT } from '../constants';

/**
 * /editor and /editor/:blog_id (administrators). Without a session: /signin (the local copy
 * keeps the work); a signed-in non-admin: /404.
 */
export default function EditorPage() {
  const { blog_id: blogId } = useParams();
  const user = useAppSelector(selectUser);
  if (!user?.access_token) return <SignInRedirect />;
  if (!user.isAdmin) return <Navigate to={paths.notFound} replace />;
  const storageKey = localCopyKey(user.username, blogId);
  return blogId ? (
    <ExistingArticle key={storageKey} blogId={blogId} storageKey={storageKey} />
  ) : (
    <ArticleEditor key={storageKey} start={EMPTY_ARTICLE} storageKey={storageKey} />
  );
}

function ExistingArticle({ blogId, storageKey }: { blogId: string; storageKey: string }) {
  const { data, isLoading, isFetching, refetch } = editorApi.useBlogForEditQuery(blogId ?? skipToken, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading || (isFetching && !data)) return <Spinner />;
  // Only a first load that failed shows this: a later ask that fails never takes the editor (and what
  // was typed in it) off the screen.
  if (!data?.blog) {
    return (
      <Failed>
        <EmptyState>{EDITOR_TEXT.loadFailed}</EmptyState>
        <Actions>
          <Button type="button" onClick={() => refetch()}>
            Coba lagi
          </Button>
          <Button as={Link} to={paths.editor()} $variant="secondary">
            Tulis artikel baru
          </Button>
        </Actions>
      </Failed>
    );
  }
  const { blog } = data;
  const start: EditorStart = {
    title: blog.title ?? '',
    banner: blog.banner ?? '',
    des: blog.des ?? '',
    tags: Array.isArray(blog.tags) ? blog.tags : [],
    content: blog.content,
  };
  return <ArticleEditor start={start} blogId={blogId} storageKey={storageKey} />;
}

const Failed = styled.main`
  max-width: 640px;
  margin: 48px auto;
  padding: 0 16px;
  text-align: center;
`;
const Actions = styled.div`
  display: flex;
  justify-content: center;
  gap: 10px;
  flex-wrap: wrap;
`;
