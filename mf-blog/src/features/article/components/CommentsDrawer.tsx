import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { BlogActivity, CommentItem } from '@yayasan/contracts';
import { Button, EmptyState, LOAD_FAILED, LoadError, Spinner } from '@yayasan/ui';
import { LoadMore } from '../../../components/LoadMore';
import { useComments, type CommentNode } from '../hooks/useComments';
import { CommentCard } from './CommentCard';
import { CommentField } from './CommentField';

/**
 * The comments panel. It reports count changes to the page: a comment raises total_comments and
 * total_parent_comments, a reply total_comments only, a deletion lowers them by what was removed.
 */
export function CommentsDrawer({
  open,
  onClose,
  title,
  blogPk,
  blogAuthor,
  activity,
  onActivity,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  blogPk: number;
  blogAuthor: { _id: number; username: string };
  activity: BlogActivity;
  onActivity: (change: (a: BlogActivity) => BlogActivity) => void;
}) {
  const comments = useComments(blogPk);
  const closeButton = useRef<HTMLButtonElement>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    if (!started.current) {
      started.current = true;
      void comments.loadParents(true);
    }
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const added = (c: CommentItem) => {
    comments.added(c);
    onActivity((a) => ({
      ...a,
      total_comments: a.total_comments + 1,
      total_parent_comments: a.total_parent_comments + (c.parent === null ? 1 : 0),
    }));
  };
  const removed = (c: CommentNode, deleted: number[]) => {
    comments.removed(c, deleted);
    onActivity((a) => ({
      ...a,
      total_comments: Math.max(a.total_comments - Math.max(deleted.length, 1), 0),
      total_parent_comments: Math.max(a.total_parent_comments - (c.parent === null ? 1 : 0), 0),
    }));
  };

  return (
    <Panel aria-label="Komentar" aria-hidden={!open} $open={open} role="complementary">
      {open && (
        <>
          <Top>
            <div>
              <h2>Komentar</h2>
              <p>{title}</p>
            </div>
            <Button ref={closeButton} $variant="ghost" type="button" onClick={onClose} aria-label="Tutup komentar">
              ✕
            </Button>
          </Top>
          <CommentField blogPk={blogPk} blogAuthor={blogAuthor._id} label="Komentar" onAdded={added} />
          {comments.failed ? (
            <LoadError message={LOAD_FAILED.comments} onRetry={comments.retry} />
          ) : comments.loading && comments.comments.length === 0 ? (
            <Spinner />
          ) : comments.comments.length === 0 ? (
            <EmptyState>Tidak Ada Komentar</EmptyState>
          ) : (
            <List>
              {comments.comments.map((c, i) => (
                <CommentCard
                  key={c._id}
                  comment={c}
                  index={i}
                  all={comments.comments}
                  blogPk={blogPk}
                  blogAuthor={blogAuthor}
                  onAdded={added}
                  onRemoved={removed}
                  onShowReplies={comments.loadReplies}
                  onHideReplies={comments.hideReplies}
                />
              ))}
            </List>
          )}
          <LoadMore
            visible={!comments.failed && activity.total_parent_comments > comments.parentsLoaded}
            busy={comments.loading}
            onClick={() => void comments.loadParents()}
          />
        </>
      )}
    </Panel>
  );
}

const Panel = styled.aside<{ $open: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  z-index: 900;
  height: 100%;
  width: 100%;
  overflow-y: auto;
  padding: 20px 24px;
  background: ${(p) => p.theme.colors.bg};
  color: ${(p) => p.theme.colors.text};
  box-shadow: -8px 0 24px rgba(0, 0, 0, 0.18);
  display: ${(p) => (p.$open ? 'block' : 'none')};
  @media (min-width: 768px) {
    width: 480px;
  }
`;
const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  p {
    margin: 4px 0 0;
    color: ${(p) => p.theme.colors.muted};
  }
`;
const List = styled.ul`
  padding: 0;
  margin: 0;
`;
